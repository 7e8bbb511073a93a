import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';

const run = (args: readonly string[]) => runCli(args);

describe('chorehouse tatc run and episodes generate --verify', () => {
  it('plays verified episodes and prints one JSON report', async () => {
    const { code, out } = await run(['tatc', 'run', '--split', 'valid_unseen', '--task', 'Make Coffee', '--per-task', '1', '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(out) as { verified: boolean; table: { rows: { task: string; sessions: number; successRate: number | null }[] }; sessions: { episode: string; success: boolean }[] };
    expect(report.verified).toBe(true);
    expect(report.sessions).toHaveLength(1);
    expect(report.sessions[0]).toMatchObject({ episode: expect.stringMatching(/^FloorPlan10-coffee-s/), success: true });
    const coffee = report.table.rows.find((r) => r.task === 'Make Coffee')!;
    expect(coffee).toMatchObject({ sessions: 1, successRate: 1 });
    // Only the task asked for has a row: no eleven rows of zeros.
    expect(report.table.rows.map((r) => r.task)).toEqual(['Make Coffee']);
  });

  it('prints a table like the paper\'s Table 5', async () => {
    const { code, out } = await run(['tatc', 'run', '--split', 'valid_unseen', '--task', 'Water Plant', '--per-task', '1']);
    expect(code).toBe(0);
    expect(out).toMatch(/Task\s+Sessions\s+Success\s+Actions\s+Commander\s+Follower/);
    expect(out).toMatch(/Water Plant\s+1\s+100\.0%/);
  });

  it('rejects a task that is not a benchmark task', async () => {
    const { code, err } = await run(['tatc', 'run', '--task', 'Make Tea']);
    expect(code).toBe(2);
    expect(err).toContain('not a benchmark task');
  });

  it('episodes generate --verify writes only episodes the agents solve', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chorehouse-verify-'));
    const { code, out } = await run(['episodes', 'generate', '--task', 'Make Coffee', '--split', 'valid_unseen', '--count', '2', '--out', dir, '--verify']);
    expect(code).toBe(0);
    expect(out).toContain('wrote 2 verified valid_unseen episodes');
    expect(readdirSync(dir).filter((f) => f.endsWith('.episode.json'))).toHaveLength(2);
  });
});
