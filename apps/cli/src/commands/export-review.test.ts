/** `chorehouse export games --all` leaves sessions a reviewer rejected out unless `--include-rejected` (issue 47). */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '@chorehouse/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';
import { playedCoffeeSession } from '../testing/played-coffee.js';

describe('chorehouse export games and review decisions', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chorehouse-review-'));
  const before = process.env['DATA_DIR'];

  beforeAll(async () => {
    const played = playedCoffeeSession('approved-coffee');
    const store = openSqliteStore(dataDir);
    await store.migrate();
    await store.addEpisode({ ...played.episode, world: JSON.stringify(played.episode.world) });
    const s = played.session;
    for (const [i, id] of ['approved-coffee', 'rejected-coffee', 'unreviewed-coffee'].entries()) {
      await store.createSession({ id, episodeId: s.episodeId, commanderId: `c${i}`, followerId: `f${i}`, botRole: null, startedAt: s.startedAt + i, owner: 'test' });
      for (const ev of played.events) await store.events.append({ sessionId: id, events: [ev], at: s.startedAt + i + ev.t });
      await store.endSession(id, { outcome: 'success', reason: 'finish', at: s.endedAt! + i });
    }
    await store.reviewSessions([
      { sessionId: 'approved-coffee', decision: 'approved', reason: '', reviewer: 'ann', at: 1 },
      { sessionId: 'rejected-coffee', decision: 'rejected', reason: 'copied the instructions into the chat', reviewer: 'ann', at: 1 },
    ]);
    await store.close();
    process.env['DATA_DIR'] = dataDir;
  });

  afterAll(() => {
    if (before === undefined) delete process.env['DATA_DIR'];
    else process.env['DATA_DIR'] = before;
  });

  const exported = async (extra: string[]) => {
    const out = mkdtempSync(join(tmpdir(), 'chorehouse-review-out-'));
    const { code } = await runCli(['export', 'games', '--all', '--out', out, ...extra]);
    expect(code).toBe(0);
    const dir = join(out, 'games', 'valid_unseen');
    return readdirSync(dir).map((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { chorehouse: { session_id: string } }).chorehouse.session_id).sort();
  };

  it('leaves the rejected session out by default and writes it with --include-rejected', async () => {
    expect(await exported([])).toEqual(['approved-coffee', 'unreviewed-coffee']);
    expect(await exported(['--include-rejected'])).toEqual(['approved-coffee', 'rejected-coffee', 'unreviewed-coffee']);
  });
});
