/**
 * Session rows for the admin console: what the admin API's list says plus the workers' names, each
 * player's connection and the last activity (also the row of the replay viewer's bundle, whose rest
 * the research thread builds: research/replay-bundle.ts).
 */
import { BENCHMARK_NAMES } from '@chorehouse/tdl';
import type { Clock } from '../clock.js';
import type { SessionRegistry } from '../session/registry.js';
import { BOT_WORKER_ID } from '../session/registry.js';
import type { RowEpisode } from '../research/research-messages.js';
import type { CompletionRecord, EventTally, GameLease, SessionRecord, Store, WorkerRecord } from '@chorehouse/store';

/** An episode's `benchmarkName` is one of these, or the pool's label of a library task ("Sliced X [Apple]"). */
const BENCHMARKS: ReadonlySet<string> = new Set(BENCHMARK_NAMES);

export interface ConsoleSessionDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly registry: SessionRegistry;
}

/** What a page of rows needs from the store, read in one query each (never a query per row). */
export interface RowContext {
  readonly tallies: ReadonlyMap<string, EventTally>;
  readonly workers: ReadonlyMap<string, WorkerRecord>;
  /** By session, then worker: the completion each seat got. */
  readonly completions: ReadonlyMap<string, ReadonlyMap<string, CompletionRecord>>;
  /** The live sessions' leases (several processes on PostgreSQL): who owns each. */
  readonly leases: ReadonlyMap<string, GameLease>;
}

export async function rowContext(store: Store, rows: readonly SessionRecord[]): Promise<RowContext> {
  const ids = rows.map((s) => s.id);
  const liveIds = rows.filter((s) => s.status === 'live').map((s) => s.id);
  const [tallies, workers, given, leases] = await Promise.all([
    store.eventTallies(ids), store.getWorkers(rows.flatMap((s) => [s.commanderId, s.followerId])), store.completionsOfSessions(ids), store.listLeases(liveIds),
  ]);
  const completions = new Map<string, Map<string, CompletionRecord>>();
  for (const c of given) if (c.sessionId) (completions.get(c.sessionId) ?? completions.set(c.sessionId, new Map()).get(c.sessionId)!).set(c.workerId, c);
  return { tallies, workers: new Map(workers.map((w) => [w.id, w])), completions, leases: new Map(leases.map((l) => [l.sessionId, l])) };
}

export async function consoleSessionRow(deps: ConsoleSessionDeps, s: SessionRecord, episode: RowEpisode | null, context?: RowContext) {
  const ctx = context ?? (await rowContext(deps.store, [s]));
  const live = deps.registry.get(s.id);
  // A live session counts from memory; an ended one from the store's one-query tally.
  const tally = live ? live.tally : (ctx.tallies.get(s.id) ?? { followerActions: 0, commanderActions: 0, utterances: 0, lastT: null });
  const seat = (id: string, role: 'commander' | 'follower') => ({
    id,
    name: id === BOT_WORKER_ID ? 'Rule-based bot' : (ctx.workers.get(id)?.name ?? id),
    // Provenance: a bot seat (the in-process bot or a program that declared itself) or one a bot took over.
    bot: s.seats[role] !== 'human',
    kind: s.seats[role],
    // The pay rule's verdict and the code handed out (null until then; code null: none given).
    paid: s.pay[role],
    code: ctx.completions.get(s.id)?.get(id)?.code ?? null,
    // The words the worker was shown come from this ending (protocol's ENDING_WORDS), so the console says what they read.
    ending: ctx.completions.get(s.id)?.get(id)?.ending ?? null,
    // null: no process here runs it (ended, or another server's).
    connected: live ? live.isConnected(role) : null,
  });
  return {
    id: s.id,
    status: s.status,
    ...liveState(deps, s, live?.state ?? null, ctx.leases.get(s.id)),
    outcome: s.outcome,
    endReason: s.endReason,
    startedAt: s.startedAt,
    endedAt: s.endedAt,
    durationMs: (s.endedAt ?? deps.clock.now()) - s.startedAt,
    lastActivityAt: tally.lastT === null ? s.startedAt : s.startedAt + tally.lastT,
    task: episode ? { benchmark: BENCHMARKS.has(episode.benchmarkName) ? episode.benchmarkName : null, taskName: episode.taskName, params: [...episode.params], floorPlan: episode.floorPlan, split: episode.split } : null,
    commander: seat(s.commanderId, 'commander'),
    follower: seat(s.followerId, 'follower'),
    actions: { follower: tally.followerActions, commander: tally.commanderActions, utterances: tally.utterances },
    pilot: s.pilot,
  };
}

export type ConsoleSessionRow = Awaited<ReturnType<typeof consoleSessionRow>>;

/** What is true of a session from this process: its own game's state, another process's game, one being taken over, or nobody's. */
function liveState(deps: ConsoleSessionDeps, s: SessionRecord, here: 'active' | 'paused' | 'ended' | null, lease: GameLease | undefined) {
  if (here) return { state: here, owner: lease?.owner ?? null };
  if (s.status !== 'live') return { state: 'ended' as const, owner: null };
  if (!lease) return { state: 'orphaned' as const, owner: null };
  return { state: lease.expiresAt > deps.clock.now() ? 'elsewhere' as const : 'taking_over' as const, owner: lease.owner };
}
