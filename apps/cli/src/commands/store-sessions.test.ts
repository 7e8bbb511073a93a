import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '@chorehouse/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';
import { playedCoffeeSession } from '../testing/played-coffee.js';

describe('chorehouse replay --all and export games --all read the game server\'s store', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chorehouse-store-'));
  const before = process.env['DATA_DIR'];

  beforeAll(async () => {
    // A session written the way the server writes one: episode, workers, session, its events, the end.
    const played = playedCoffeeSession('stored-coffee');
    const store = openSqliteStore(dataDir);
    await store.migrate();
    const e = played.episode;
    await store.addEpisode({ ...e, world: JSON.stringify(e.world) });
    for (const w of played.workers) await store.upsertWorker({ id: w.id, platform: 'local', externalId: w.id, name: w.id, createdAt: played.session.startedAt });
    const s = played.session;
    await store.createSession({ id: s.id, episodeId: s.episodeId, commanderId: s.commanderId, followerId: s.followerId, botRole: null, startedAt: s.startedAt, owner: 'test' });
    for (const ev of played.events) await store.events.append({ sessionId: s.id, events: [ev], at: s.startedAt + ev.t });
    await store.endSession(s.id, { outcome: 'success', reason: 'finish', at: s.endedAt! });
    // The same game with a bot in the Follower's seat (as `chorehouse bots play` and practice games leave them).
    await store.createSession({ id: 'bot-coffee', episodeId: s.episodeId, commanderId: s.commanderId, followerId: s.followerId, botRole: 'follower', startedAt: s.startedAt + 1, owner: 'test' });
    for (const ev of played.events) await store.events.append({ sessionId: 'bot-coffee', events: [ev], at: s.startedAt + 1 + ev.t });
    await store.endSession('bot-coffee', { outcome: 'success', reason: 'finish', at: s.endedAt! + 1 });
    await store.close();
    process.env['DATA_DIR'] = dataDir;
  });

  afterAll(() => {
    if (before === undefined) delete process.env['DATA_DIR'];
    else process.env['DATA_DIR'] = before;
  });

  it('replays every stored session, bot games too, and counts them all in its progress', async () => {
    const { code, out, err } = await runCli(['replay', '--all', '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(out) as { source: string; sessions: number; failed: number; results: { sessionId: string; ok: boolean }[] };
    expect(report).toMatchObject({ sessions: 2, failed: 0, source: expect.stringContaining('SQLite') });
    expect(report.results).toEqual([expect.objectContaining({ sessionId: 'stored-coffee', ok: true }), expect.objectContaining({ sessionId: 'bot-coffee', ok: true })]);
    // Counted with the query it reads: a bare count left the bot game out ("replay: 2/1").
    expect(err).toContain('replay: 2/2');
    expect(err).not.toMatch(/replay: \d+\/1\b/);
  });

  it('exports the stored session as a TEACh game file', async () => {
    const out = mkdtempSync(join(tmpdir(), 'chorehouse-store-games-'));
    const { code } = await runCli(['export', 'games', '--all', '--out', out, '--json']);
    expect(code).toBe(0);
    expect(readdirSync(join(out, 'games', 'valid_unseen'))).toEqual([expect.stringMatching(/^[0-9a-f]+_[0-9a-f]+\.game\.json$/)]);
  });

  it('says how many sessions the store holds when none was asked for, bot games counted', async () => {
    const out = mkdtempSync(join(tmpdir(), 'chorehouse-store-none-'));
    const { code, out: said } = await runCli(['export', 'games', '--all', '--out', out, '--task', 'No Such Task']);
    expect(code).toBe(0);
    expect(said).toMatch(/Wrote 0 game file\(s\)[\s\S]*None of its 2 session\(s\) was asked for/);
  });

  it('says so when there is no store where DATA_DIR points', async () => {
    process.env['DATA_DIR'] = join(dataDir, 'nowhere');
    try {
      const { code, err } = await runCli(['replay', '--all']);
      expect(code).toBe(2);
      expect(err).toContain('there is no store at');
    } finally {
      process.env['DATA_DIR'] = dataDir;
    }
  });
});
