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

  let lastOut = '';
  const exported = async (extra: string[]) => {
    const out = mkdtempSync(join(tmpdir(), 'chorehouse-review-out-'));
    lastOut = out;
    const { code } = await runCli(['export', 'games', '--all', '--out', out, ...extra]);
    expect(code).toBe(0);
    const dir = join(out, 'games', 'valid_unseen');
    return readdirSync(dir).map((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { chorehouse: { session_id: string } }).chorehouse.session_id).sort();
  };

  it('leaves the rejected session out by default and writes it with --include-rejected', async () => {
    expect(await exported(['--licence', 'CC-BY-4.0'])).toEqual(['approved-coffee', 'unreviewed-coffee']);
    // The dataset card says what was left out and why, the store's consent records (none here), and the licence.
    const card = JSON.parse(readFileSync(join(lastOut, 'dataset-card.json'), 'utf8')) as { licence: string; consent: unknown; totals: { sessions: number }; excluded: Record<string, number> };
    expect(card).toMatchObject({ licence: 'CC-BY-4.0', consent: [], totals: { sessions: 2 }, excluded: { rejected: 1, bots: 0, pilot: 0, unsuccessful: 0, live: 0, replayFailures: 0 } });
    expect(await exported(['--include-rejected'])).toEqual(['approved-coffee', 'rejected-coffee', 'unreviewed-coffee']);
  });
});
