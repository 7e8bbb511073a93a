/**
 * The one export loop: sessions from a source, the same query check, the same flagging (a session
 * its parser reports problems for is never exported, as `chorehouse replay` would flag it), replay
 * and projection on a runner. `exportGames` (the CLI) writes what it yields to files; the console
 * streams it into a tar. Both lay files out with `exportFilePath`.
 */
import { INSTANCE_FOLDER, type InstanceKind } from '../instances/export-instances.js';
import type { DatasetProblem } from '../problems.js';
import { matchesQuery, type SessionQuery, type SessionSource } from '../session/session-source.js';
import type { ExportJobResult, InstanceKinds } from './export-job.js';
import { exportRunner, type ExportRunner } from './export-pool.js';

/** A session that was not exported, and why. Never dropped silently. */
export interface FlaggedSession {
  readonly sessionId: string | null;
  readonly where: string;
  readonly problems: readonly DatasetProblem[];
}

export type ExportItem =
  | { readonly ok: true; readonly sessionId: string; readonly where: string; readonly result: Extract<ExportJobResult, { ok: true }> }
  | { readonly ok: false; readonly flagged: FlaggedSession };

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
}

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
  try {
    for await (const entry of source.sessions(options.query)) {
      const s = entry.session;
      // Sources may filter less than asked (the store's cannot see splits in its rows): check again.
      if (s && !matchesQuery(s, options.query)) continue;
      if (!s || entry.problems.length > 0) {
        const flagged = { sessionId: s?.session.id ?? entry.problems[0]?.sessionId ?? null, where: entry.where, problems: entry.problems };
        queue.push(Promise.resolve({ ok: false, flagged }));
      } else {
        const sessionId = s.session.id;
        queue.push(runner.run(s, options.kinds ?? null, options.keepReplay ?? false).then((result): ExportItem => (
          result.ok ? { ok: true, sessionId, where: entry.where, result } : { ok: false, flagged: { sessionId, where: entry.where, problems: result.problems } })));
      }
      while (queue.length >= limit) yield await queue.shift()!;
    }
    while (queue.length) yield await queue.shift()!;
  } finally {
    if (!options.runner) await runner.close();
  }
}
