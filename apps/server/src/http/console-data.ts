/**
 * Research data over HTTP for the console, through packages/dataset's own pipeline: the same
 * source (`storeSessionSource`, `storeSessionEntry`), the same problems (a session its parser
 * flags is never exported nor counted as exportable, exactly as `chorehouse replay` and
 * `chorehouse export` flag it), the same export loop (`exportStream`) and the same file layout
 * (`exportFilePath`), streamed as a tar. Sessions are read one at a time (DESIGN.md section 7).
 */
import {
  cardFiles, codeVersions, DatasetCardCollector, dialogueTables, exportFilePath, exportStream, storeSessionEntry, storeSessionSource, workerExportRunner,
  type DialogueTables, type ExportRunner, type FlaggedSession, type SessionDialogue, type SessionQuery,
} from '@chorehouse/dataset';
import type { ConsoleStats } from '@chorehouse/protocol';
import type { Store } from '@chorehouse/store';

const ALL = 1_000_000;

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
const edhCache = new Map<string, { split: string; edh: number } | 'flagged'>();
const utterancesCache = new Map<string, SessionDialogue['utterances']>();

/** The dataset's (readonly) tables as the body's plain arrays. */
function dialogueBody(t: DialogueTables): ConsoleStats['dialogue'] {
  return { ...t, table3: { rows: [...t.table3.rows], total: t.table3.total }, table6: [...t.table6], utterancesPerSpeaker: { ...t.utterancesPerSpeaker } };
}

export async function consoleStats(store: Store): Promise<ConsoleStats> {
  const ended = await store.listSessions({ status: 'ended', limit: ALL });
  const live = (await store.listSessions({ status: 'live', limit: ALL })).length;
  const sessions: SessionFacts[] = [];
  const edhPerSplit: Record<string, number> = {};
  const dialogues: SessionDialogue[] = [];
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
        utterancesCache.set(s.id, events.flatMap((e) => (e.kind === 'chat' ? [{ speaker: e.role === 'commander' ? 'Commander' as const : 'Driver' as const, text: e.text }] : [])));
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
        // Read and parsed as the export reads it: a session the parser reports problems for is flagged, not cut.
        const entry = await storeSessionEntry(store, s);
        runner ??= workerExportRunner(1);
        const job = entry.session && entry.problems.length === 0 ? await runner.run(entry.session, { edh: true, tfd: false }) : null;
        cut = job?.ok ? { split: job.split, edh: job.instances.length } : 'flagged';
        edhCache.set(s.id, cut);
      }
      if (cut === 'flagged') { unexportable++; continue; }
      edhPerSplit[cut.split] = (edhPerSplit[cut.split] ?? 0) + cut.edh;
      // The dialogue tables describe what an export holds: the successful sessions that export.
      dialogues.push({ split: cut.split, edhInstances: cut.edh, utterances: utterancesCache.get(s.id) ?? [] });
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
    dialogue: dialogueBody(dialogueTables(dialogues)),
  };
}

export type ExportKind = 'games' | 'edh' | 'tfd';

export interface ExportFile {
  readonly path: string;
  readonly text: string | Buffer;
}

/** Extra files per exported game (the frames of `console-frames.ts`). */
export type GameFilesHook = (job: { readonly split: string; readonly gameId: string; readonly gameText: string }) => AsyncIterable<ExportFile>;

/**
 * The files of an export, one session at a time, in the CLI's folder layout; sessions that do not
 * export (the parser's problems, a replay that differs, a cut that reports problems) are listed
 * in `flagged.json`, as `chorehouse export` reports them.
 */
/** What the export's dataset card needs besides its items: the licence the researcher gives, and when. */
export interface ExportCard {
  readonly licence: string | null;
  readonly createdAt: number;
}

export async function* exportFiles(store: Store, kind: ExportKind, query: SessionQuery, card: ExportCard, perGame?: GameFilesHook): AsyncGenerator<ExportFile> {
  const flagged: FlaggedSession[] = [];
  const collector = new DatasetCardCollector();
  // Replay and projection are CPU work: on a worker thread, so live games do not wait for an export.
  const runner = workerExportRunner(1);
  const source = storeSessionSource(store);
  try {
    const kinds = kind === 'games' ? null : { edh: kind === 'edh', tfd: kind === 'tfd' };
    for await (const item of exportStream(source, { query, kinds, runner, onExcluded: (e) => collector.excluded(e) })) {
      if (!item.ok) { collector.flagged(item.flagged); flagged.push(item.flagged); continue; }
      const { result } = item;
      collector.exported(item.facts, result.instances);
      if (result.problems.length) flagged.push({ sessionId: item.sessionId, where: item.where, problems: result.problems });
      if (kind === 'games') yield { path: exportFilePath('game', result.split, `${result.gameId}.game.json`), text: result.gameText };
      for (const i of result.instances) yield { path: exportFilePath(i.kind, result.split, i.fileName), text: i.text };
      if (perGame) yield* perGame(result);
    }
  } finally {
    await runner.close();
  }
  if (flagged.length) yield { path: 'flagged.json', text: `${JSON.stringify(flagged, null, 2)}\n` };
  // Every export carries its dataset card (DATASET_CARD.md, dataset-card.json), counted from what it just wrote.
  const written = collector.card({ ...card, source: source.description, query, exportedWith: codeVersions(), consents: await store.listConsents() });
  yield* cardFiles(written);
}
