/** `chorehouse replay` and provenance (issue 47): a session recorded under other rules replays, or fails naming them. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeVersions } from '@chorehouse/dataset';
import { describe, expect, it } from 'vitest';
import { playedCoffeeSession } from '../testing/played-coffee.js';
import { runCli } from '../testing/run-cli.js';
import { sessionLine } from './tatc-sessions.js';

describe('chorehouse replay under another version of the rules', () => {
  const played = playedCoffeeSession('older-rules');
  const older = { ...codeVersions(), rules: 'sha256:0123456789ab', commit: 'abc1234' };
  const file = (s: typeof played) => {
    const dir = mkdtempSync(join(tmpdir(), 'chorehouse-provenance-'));
    writeFileSync(join(dir, 'sessions.jsonl'), `${sessionLine(s)}\n`);
    return join(dir, 'sessions.jsonl');
  };

  it('replays a session recorded under older rules that still match, and says which version differs', async () => {
    expect(played.session.provenance).toEqual(codeVersions());
    const { code, out } = await runCli(['replay', '--sessions', file({ ...played, session: { ...played.session, provenance: older } })]);
    expect(code).toBe(0);
    expect(out).toContain('1 session(s) replay exactly under versions other than the ones they were recorded with');
    expect(out).toContain(`older-rules: provenance.rules sha256:0123456789ab -> ${codeVersions().rules}`);
  });

  it('flags one that no longer replays with the rules named beside the mismatch', async () => {
    const pickup = played.events.find((e) => e.kind === 'action' && e.action.name === 'Pickup')!;
    const events = played.events.map((e) => (e === pickup && e.kind === 'action' ? { ...e, outcome: { ...e.outcome, success: false } } : e));
    const { code, out } = await runCli(['replay', '--sessions', file({ ...played, events, session: { ...played.session, provenance: older } })]);
    expect(code).toBe(1);
    expect(out).toContain('[replay/outcome_differs]');
    expect(out).toMatch(/\[replay\/version_differs\] session older-rules: recorded under another version of the simulator's rules \(commit abc1234; now .+\) \(provenance\.rules: expected "sha256:0123456789ab", got "sha256:[0-9a-f]{12}"\)/);
  });
});
