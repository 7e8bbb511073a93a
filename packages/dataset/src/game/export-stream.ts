/**
 * The one export loop: sessions from a source, the same query check, the same flagging (a session
 * its parser reports problems for is never exported, as `chorehouse replay` would flag it), replay
 * and projection on a runner. `exportGames` (the CLI) writes what it yields to files; the console
 * streams it into a tar. Both lay files out with `exportFilePath`.
 */
import type { Provenance } from '@chorehouse/protocol';
import { INSTANCE_FOLDER, type InstanceKind } from '../instances/export-instances.js';
import type { DatasetProblem } from '../problems.js';
import { seatsOf, type RecordedSession } from '../session/recorded-session.js';
import { exclusionOf, type ExclusionReason, type SessionQuery, type SessionSource } from '../session/session-source.js';
import type { ExportJobResult, InstanceKinds } from './export-job.js';
import { exportRunner, type ExportRunner } from './export-pool.js';

/** A session that was not exported, and why. Never dropped silently. */
export interface FlaggedSession {
  readonly sessionId: string | null;
  readonly where: string;
  readonly problems: readonly DatasetProblem[];
}

/** A session the query left out, and the first reason why (`exclusionOf`). */
export interface ExcludedSession {
  readonly sessionId: string;
  readonly reason: Exclude<ExclusionReason, 'not_asked'>;
}

/** What a dataset card says of an exported session, read from its record (no replay needed). */
export interface ExportedFacts {
  readonly task: string;
  readonly split: string;
  readonly startedAt: number;
  readonly durationMs: number;
  readonly success: boolean;
  /** The people in its seats (bot seats left out). */
  readonly workers: readonly { readonly id: string; readonly platform: string }[];
  readonly provenance: Provenance | null;
}

export type ExportItem =
  | { readonly ok: true; readonly sessionId: string; readonly where: string; readonly result: Extract<ExportJobResult, { ok: true }>; readonly facts: ExportedFacts }
  | { readonly ok: false; readonly flagged: FlaggedSession };

export function exportedFacts(s: RecordedSession): ExportedFacts {
  const seats = seatsOf(s);
  const end = s.events.find((e) => e.kind === 'end');
  return {
    task: s.episode.benchmarkName, split: s.episode.split, startedAt: s.session.startedAt,
    durationMs: end ? end.t : Math.max(0, (s.session.endedAt ?? s.session.startedAt) - s.session.startedAt),
    success: s.session.outcome === 'success',
    workers: s.workers.filter((w) => seats[w.role] === 'human').map((w) => ({ id: w.id, platform: w.platform })),
    provenance: s.session.provenance ?? null,
  };
}

export interface ExportStreamOptions {
  readonly query?: SessionQuery;
  /** Also cut EDH and/or TfD instances (null: games only). */
  readonly kinds?: InstanceKinds | null;
  /** Worker threads (default 1: the calling thread), when no runner is given. */
  readonly jobs?: number;
  /** A runner to use (and leave open), e.g. a worker thread so a server's event loop stays free. */
  readonly runner?: ExportRunner;
  /** Results carry the replayed game where the runner can hand it over (see `ExportRunner.run`). */
  readonly keepReplay?: boolean;
  /**
   * Told of every session the query leaves out for what it is (live, bot, pilot, rejected,
   * unsuccessful), for a dataset card: the source is then read for those too (never replayed).
   */
  readonly onExcluded?: (e: ExcludedSession) => void;
}

/** The query widened to every kind of session, keeping what it asks for by split, task and time. */
const widened = (q: SessionQuery = {}): SessionQuery => ({ ...q, includeLive: true, includeUnsuccessful: true, includeBots: true, includePilot: true, includeRejected: true });

/** Where a file of an export goes, relative to the export's root: TEACh's layout. */
export function exportFilePath(kind: 'game' | InstanceKind, split: string, fileName: string): string {
  return `${kind === 'game' ? 'games' : INSTANCE_FOLDER[kind]}/${split}/${fileName}`;
}

/** Items in the source's order; at most two sessions per worker in flight, so memory stays bounded. */
export async function* exportStream(source: SessionSource, options: ExportStreamOptions = {}): AsyncGenerator<ExportItem> {
  const jobs = Math.max(1, options.jobs ?? 1);
  const runner = options.runner ?? exportRunner(jobs);
  const limit = jobs === 1 ? 1 : 2 * jobs;
  const queue: Promise<ExportItem>[] = [];
  // A source that can tell what it leaves out from its rows says so; any other is read in full and each session classified.
  const readAll = options.onExcluded !== undefined && !source.exclusions;
  try {
    if (options.onExcluded && source.exclusions) for (const e of await source.exclusions(options.query)) options.onExcluded(e);
    for await (const entry of source.sessions(readAll ? widened(options.query) : options.query)) {
      const s = entry.session;
      // Sources may filter less than asked (the store's cannot see splits in its rows): check again.
      const excluded = s ? exclusionOf(s, options.query) : null;
      if (s && excluded) {
        if (readAll && excluded !== 'not_asked') options.onExcluded?.({ sessionId: s.session.id, reason: excluded });
        continue;
      }
      if (!s || entry.problems.length > 0) {
        const flagged = { sessionId: s?.session.id ?? entry.problems[0]?.sessionId ?? null, where: entry.where, problems: entry.problems };
        queue.push(Promise.resolve({ ok: false, flagged }));
      } else {
        const sessionId = s.session.id;
        const facts = exportedFacts(s);
        queue.push(runner.run(s, options.kinds ?? null, options.keepReplay ?? false).then((result): ExportItem => (
          result.ok ? { ok: true, sessionId, where: entry.where, result, facts } : { ok: false, flagged: { sessionId, where: entry.where, problems: result.problems } })));
      }
      while (queue.length >= limit) yield await queue.shift()!;
    }
    while (queue.length) yield await queue.shift()!;
  } finally {
    if (!options.runner) await runner.close();
  }
}
