/**
 * The console's statistics, through packages/dataset's own pipeline: a session its parser flags is
 * never counted as exportable, exactly as `chorehouse replay` and `chorehouse export` flag it.
 * Runs on the research thread (research-worker.ts): cutting replays sessions.
 */
import {
  dialogueTables, exportRunner, storeSessionEntry, type DialogueTables, type SessionDialogue,
} from '@chorehouse/dataset';
import type { ConsoleStats } from '@chorehouse/protocol';
import type { SessionRecord, Store } from '@chorehouse/store';
import { Lru } from './lru.js';

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

/** What the statistics keep of one ended session: its facts, and for a successful one its cut. */
interface StatsEntry {
  readonly facts: SessionFacts;
  readonly utterances: SessionDialogue['utterances'];
  cut?: { readonly split: string; readonly edh: number } | 'flagged';
}

/**
 * An ended session's log only grows by survey answers, which change neither its facts nor its EDH
 * instances; cutting replays the session, so both are kept (keyed by the session's unique id), for
 * the most recently counted sessions only: a corpus larger than the cache is read again, not kept whole.
 */
export type StatsCache = Lru<string, StatsEntry>;
export const statsCache = (capacity = 10_000): StatsCache => new Lru(capacity);

const PAGE = 500;

/** The dataset's (readonly) tables as the body's plain arrays. */
function dialogueBody(t: DialogueTables): ConsoleStats['dialogue'] {
  return { ...t, table3: { rows: [...t.table3.rows], total: t.table3.total }, table6: [...t.table6], utterancesPerSpeaker: { ...t.utterancesPerSpeaker } };
}

async function readEntry(store: Store, s: SessionRecord): Promise<StatsEntry | null> {
  const episode = await store.getEpisode(s.episodeId);
  if (!episode) return null;
  const events = await store.listEvents(s.id);
  const end = events.find((e) => e.kind === 'end');
  return {
    utterances: events.flatMap((e) => (e.kind === 'chat' ? [{ speaker: e.role === 'commander' ? 'Commander' as const : 'Driver' as const, text: e.text }] : [])),
    facts: {
      id: s.id, task: episode.benchmarkName, split: episode.split, outcome: s.outcome, success: s.outcome === 'success',
      actions: events.filter((e) => e.kind === 'action' || e.kind === 'progress_check' || e.kind === 'search').length,
      utterances: events.filter((e) => e.kind === 'chat').length,
      durationMs: end ? end.t : (s.endedAt ?? s.startedAt) - s.startedAt,
    },
  };
}

/** Sessions of one status, a page at a time, so a corpus of any size is never listed at once. */
async function* sessionsOf(store: Store, status: SessionRecord['status']): AsyncGenerator<SessionRecord> {
  let after: string | undefined;
  do {
    const page = await store.sessionPage({ status, limit: PAGE, ...(after === undefined ? {} : { after }) });
    yield* page.items;
    after = page.next ?? undefined;
  } while (after !== undefined);
}

export async function consoleStats(store: Store, cache: StatsCache): Promise<ConsoleStats> {
  let live = 0;
  for await (const _ of sessionsOf(store, 'live')) live++;
  const sessions: SessionFacts[] = [];
  const edhPerSplit: Record<string, number> = {};
  const dialogues: SessionDialogue[] = [];
  let unexportable = 0;
  // Already off the game's event loop: the cut runs on this thread.
  const runner = exportRunner(1);
  for await (const s of sessionsOf(store, 'ended')) {
    let entry = cache.get(s.id);
    if (!entry) {
      const read = await readEntry(store, s);
      if (!read) continue;
      cache.set(s.id, (entry = read));
    }
    sessions.push(entry.facts);
    // As the export does by default: instances come from successful sessions.
    if (s.outcome !== 'success') continue;
    if (!entry.cut) {
      // Read and parsed as the export reads it: a session the parser reports problems for is flagged, not cut.
      const parsed = await storeSessionEntry(store, s);
      const job = parsed.session && parsed.problems.length === 0 ? await runner.run(parsed.session, { edh: true, tfd: false }) : null;
      entry.cut = job?.ok ? { split: job.split, edh: job.instances.length } : 'flagged';
    }
    const { cut } = entry;
    if (cut === 'flagged') { unexportable++; continue; }
    edhPerSplit[cut.split] = (edhPerSplit[cut.split] ?? 0) + cut.edh;
    // The dialogue tables describe what an export holds: the successful sessions that export.
    dialogues.push({ split: cut.split, edhInstances: cut.edh, utterances: entry.utterances });
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
