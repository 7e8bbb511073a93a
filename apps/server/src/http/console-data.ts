/**
 * Research data over HTTP for the console: the statistics of `chorehouse stats` computed from the
 * store, and export downloads (games, EDH, TfD) through packages/dataset's exporter, as a tar.
 * Sessions are read one at a time (DESIGN.md section 7: nothing loads every session at once).
 */
import { INSTANCE_FOLDER, matchesQuery, sessionFromStore, workerExportRunner, type ExportRunner, type RecordedSession, type SessionQuery } from '@chorehouse/dataset';
import type { SessionRecord, Store } from '@chorehouse/store';

const ALL = 1_000_000;

export async function recordedSession(store: Store, s: SessionRecord): Promise<RecordedSession | null> {
  const episode = await store.getEpisode(s.episodeId);
  if (!episode) return null;
  const workers = (await Promise.all([s.commanderId, s.followerId].map((id) => store.getWorker(id)))).filter((w) => w !== null);
  const entry = sessionFromStore({ session: s, episode, workers, surveys: await store.surveysOf(s.id), events: await store.listEvents(s.id) });
  return entry.session;
}

export interface SessionFacts {
  readonly id: string;
  readonly task: string;
  readonly split: string;
  readonly outcome: string | null;
  readonly success: boolean;
  readonly actions: number;
  readonly utterances: number;
  readonly durationMs: number;
}

/**
 * An ended session's log only grows by survey answers, which change neither its facts nor its EDH
 * instances; cutting replays the session, so both are kept per process (keyed by the session's unique id).
 */
const factsCache = new Map<string, SessionFacts>();
const edhCache = new Map<string, { split: string; edh: number }>();

export async function consoleStats(store: Store) {
  const ended = await store.listSessions({ status: 'ended', limit: ALL });
  const live = (await store.listSessions({ status: 'live', limit: ALL })).length;
  const sessions: SessionFacts[] = [];
  const edhPerSplit: Record<string, number> = {};
  let unexportable = 0;
  // Cutting replays sessions: that CPU work goes to a worker thread, started only if something is not cached.
  let runner: ExportRunner | null = null;
  try {
    for (const s of ended) {
      let facts = factsCache.get(s.id);
      if (!facts) {
        const episode = await store.getEpisode(s.episodeId);
        if (!episode) continue;
        const events = await store.listEvents(s.id);
        const end = events.find((e) => e.kind === 'end');
        facts = {
          id: s.id, task: episode.benchmarkName, split: episode.split, outcome: s.outcome, success: s.outcome === 'success',
          actions: events.filter((e) => e.kind === 'action' || e.kind === 'progress_check' || e.kind === 'search').length,
          utterances: events.filter((e) => e.kind === 'chat').length,
          durationMs: end ? end.t : (s.endedAt ?? s.startedAt) - s.startedAt,
        };
        factsCache.set(s.id, facts);
      }
      sessions.push(facts);
      // As the export does by default: instances come from successful sessions.
      if (s.outcome !== 'success') continue;
      let cut = edhCache.get(s.id);
      if (!cut) {
        const recorded = await recordedSession(store, s);
        runner ??= workerExportRunner(1);
        const job = recorded ? await runner.run(recorded, { edh: true, tfd: false }) : null;
        if (!job?.ok) { unexportable++; continue; }
        edhCache.set(s.id, (cut = { split: job.split, edh: job.instances.length }));
      }
      edhPerSplit[cut.split] = (edhPerSplit[cut.split] ?? 0) + cut.edh;
    }
  } finally {
    await runner?.close();
  }
  const tasks = new Map<string, { sessions: number; successes: number }>();
  for (const f of sessions) {
    const t = tasks.get(f.task) ?? { sessions: 0, successes: 0 };
    t.sessions++;
    if (f.success) t.successes++;
    tasks.set(f.task, t);
  }
  return {
    live,
    ended: sessions.length,
    perTask: [...tasks].map(([task, t]) => ({ task, ...t, successRate: t.successes / t.sessions })).sort((a, b) => a.task.localeCompare(b.task)),
    sessions,
    edhPerSplit,
    unexportable,
  };
}

export type ExportKind = 'games' | 'edh' | 'tfd';

export interface ExportFile {
  readonly path: string;
  readonly text: string | Buffer;
}

/** Extra files per exported game (the frames of `console-frames.ts`). */
export type GameFilesHook = (job: { readonly split: string; readonly gameId: string; readonly gameText: string }) => AsyncIterable<ExportFile>;

/** The files of an export, one session at a time, in the CLI's folder layout; sessions that do not export are reported in `flagged.json`. */
export async function* exportFiles(store: Store, kind: ExportKind, query: SessionQuery, perGame?: GameFilesHook): AsyncGenerator<ExportFile> {
  const ended = await store.listSessions({ status: 'ended', limit: ALL });
  const flagged: { sessionId: string; problems: unknown[] }[] = [];
  // Replay and projection are CPU work: on a worker thread, so live games do not wait for an export.
  const runner = workerExportRunner(1);
  try {
    for (const s of ended) {
      const recorded = await recordedSession(store, s);
      if (!recorded) { flagged.push({ sessionId: s.id, problems: [{ code: 'source/bad_record', message: 'the session or its episode does not read' }] }); continue; }
      if (!matchesQuery(recorded, query)) continue;
      const job = await runner.run(recorded, kind === 'games' ? null : { edh: kind === 'edh', tfd: kind === 'tfd' });
      if (!job.ok) { flagged.push({ sessionId: s.id, problems: [...job.problems] }); continue; }
      if (kind === 'games') yield { path: `games/${job.split}/${job.gameId}.game.json`, text: job.gameText };
      for (const i of job.instances) yield { path: `${INSTANCE_FOLDER[i.kind]}/${job.split}/${i.fileName}`, text: i.text };
      if (perGame) yield* perGame(job);
    }
  } finally {
    await runner.close();
  }
  if (flagged.length) yield { path: 'flagged.json', text: `${JSON.stringify(flagged, null, 2)}\n` };
}
