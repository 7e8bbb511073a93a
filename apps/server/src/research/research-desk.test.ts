/**
 * The research thread: a reader store of its own that sees every append, a bounded number of jobs,
 * exports that stop when dropped, replay bundles; and the calling thread when the server's store is
 * on another database than its configured one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { ConsoleStats } from '@chorehouse/protocol';
import { dropPostgresSchema, openPostgresStore, openSqliteStore, type EpisodeRecord, type Store } from '@chorehouse/store';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCoffeeEpisode } from '../testing/harness.js';
import { researchDesk, ResearchBusy, threadResearchDesk, type ResearchDesk } from './research-desk.js';
import type { ExportRequest, JsonAnswer } from './research-messages.js';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let dir: string;
let store: Store;
let desk: ResearchDesk | null = null;
let schema: string | null = null;
afterEach(async () => {
  await desk?.close();
  desk = null;
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  if (schema) await dropPostgresSchema(TEST_DATABASE_URL, schema);
  schema = null;
});

/** `fillEveryMs`: how long appends may stay in the event journal before they reach the file the reader reads. */
async function open(fillEveryMs?: number): Promise<{ episode: EpisodeRecord }> {
  dir = mkdtempSync(join(tmpdir(), 'chorehouse-research-'));
  store = openSqliteStore(dir, fillEveryMs === undefined ? {} : { fillEveryMs });
  await store.migrate();
  const episode = demoCoffeeEpisode();
  await store.addEpisode(episode);
  return { episode };
}

/** A session of two utterances that ended after 40 ms, appended and ended through the game's store just now. */
async function endedSession(episode: EpisodeRecord): Promise<void> {
  await store.createSession({ id: 's1', episodeId: episode.id, commanderId: 'c', followerId: 'f', botRole: null, startedAt: 0, owner: 'local' });
  await store.events.append({
    sessionId: 's1', at: 1, events: [
      { seq: 1, t: 10, kind: 'connect', role: 'commander' },
      { seq: 2, t: 20, kind: 'chat', role: 'commander', text: 'hello' },
      { seq: 3, t: 30, kind: 'chat', role: 'follower', text: 'hi' },
      { seq: 4, t: 40, kind: 'end', outcome: 'abandoned', reason: 'left' },
    ],
  });
  await store.endSession('s1', { outcome: 'abandoned', reason: 'left', at: 50 });
}
const sessionsOf = (stats: JsonAnswer) => stats.ok && (JSON.parse(stats.body) as ConsoleStats).sessions;
const EXPECTED = [expect.objectContaining({ id: 's1', utterances: 2, durationMs: 40 })];

const games: ExportRequest = { kind: 'games', query: {}, card: { licence: null, createdAt: 0 }, frames: false };

describe('threadResearchDesk', () => {
  it('counts on its own thread what the game\'s store appended just before, still in its journal', async () => {
    // The journal keeps appends for a minute: only the desk's `settle` puts them in the file in time.
    const { episode } = await open(60_000);
    const jobs: number[] = [];
    desk = threadResearchDesk({ store, location: { databaseUrl: null, databaseSchema: 'public', dataDir: dir }, onJob: (j) => jobs.push(j.threadId) });
    await endedSession(episode);
    expect(sessionsOf(await desk.stats())).toEqual(EXPECTED);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).not.toBe(threadId);
  }, 30_000);

  it('reads PostgreSQL through a store of its own, in the same schema', async () => {
    dir = mkdtempSync(join(tmpdir(), 'chorehouse-research-'));
    schema = `h49r_research_${process.pid}`;
    store = await openPostgresStore(TEST_DATABASE_URL, schema);
    await store.migrate();
    const episode = demoCoffeeEpisode();
    await store.addEpisode(episode);
    const jobs: number[] = [];
    desk = threadResearchDesk({ store, location: { databaseUrl: TEST_DATABASE_URL, databaseSchema: schema, dataDir: dir }, onJob: (j) => jobs.push(j.threadId) });
    await endedSession(episode);
    expect(sessionsOf(await desk.stats())).toEqual(EXPECTED);
    expect(jobs[0]).not.toBe(threadId);
  }, 30_000);

  it('refuses jobs past its bound as busy, and an export dropped after its first chunk frees its place', async () => {
    await open();
    desk = threadResearchDesk({ store, location: { databaseUrl: null, databaseSchema: 'public', dataDir: dir }, maxJobs: 1 });
    const tar = desk.exportTar(games);
    const first = tar.next();
    await expect(desk.stats()).rejects.toBeInstanceOf(ResearchBusy);
    const chunk = await first;
    expect(chunk.done).toBe(false);
    // An empty export is its dataset card and the tar's end, in one chunk.
    expect(Buffer.from(chunk.value!).includes('DATASET_CARD.md')).toBe(true);
    await tar.return(undefined);
    expect((await desk.stats()).ok).toBe(true);
  }, 30_000);

  it('builds a replay bundle on its own thread, all but the session\'s row', async () => {
    const { episode } = await open(60_000);
    const jobs: number[] = [];
    desk = threadResearchDesk({ store, location: { databaseUrl: null, databaseSchema: 'public', dataDir: dir }, onJob: (j) => jobs.push(j.threadId) });
    await endedSession(episode);
    const replay = await desk.replay('s1');
    if (!replay.ok) throw new Error(replay.refusal.error.message);
    expect(replay.body.session).toMatchObject({ id: 's1', status: 'ended' });
    expect(replay.body.episode).toEqual({ benchmarkName: episode.benchmarkName, taskName: episode.taskName, params: episode.params, floorPlan: episode.floorPlan, split: episode.split });
    const rest = JSON.parse(`{${replay.body.rest}}`) as { episode: { id: string }; events: unknown[]; surveys: unknown[]; finalWorldHash: string };
    expect(rest.episode.id).toBe(episode.id);
    expect(rest.events).toHaveLength(4);
    // Chat moves nothing: the replayed final world is the episode's initial one.
    expect(rest.finalWorldHash).toBe(episode.worldHash);
    expect(await desk.replay('nope')).toMatchObject({ ok: false, refusal: { status: 404 } });
    expect(jobs).toHaveLength(2);
    for (const t of jobs) expect(t).not.toBe(threadId);
  }, 30_000);
});

describe('researchDesk', () => {
  it('runs on the calling thread when the server was given a store on another SQLite file than its configured one', async () => {
    await open();
    const jobs: number[] = [];
    const lines: string[] = [];
    const options = { onJob: (j: { threadId: number }) => { jobs.push(j.threadId); }, log: (line: string) => { lines.push(line); } };
    desk = researchDesk({ databaseUrl: null, databaseSchema: 'public', dataDir: join(dir, 'elsewhere') }, store, options);
    expect((await desk.stats()).ok).toBe(true);
    expect(jobs).toEqual([threadId]);
    expect(lines).toEqual([expect.stringContaining('runs on the event loop')]);
    await desk.close();
    desk = researchDesk({ databaseUrl: null, databaseSchema: 'public', dataDir: dir }, store, options);
    expect((await desk.stats()).ok).toBe(true);
    expect(jobs[1]).not.toBe(threadId);
    expect(lines).toHaveLength(1);
  }, 30_000);
});
