/** Streams sessions from a source into `games/<split>/<game_id>.game.json`, one session in memory at a time. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { INSTANCE_FOLDER } from '../instances/export-instances.js';
import type { DatasetProblem } from '../problems.js';
import { matchesQuery, type SessionQuery, type SessionSource } from '../session/session-source.js';
import type { ExportJobResult } from './export-job.js';
import { exportRunner } from './export-pool.js';

export interface ExportedGame {
  readonly sessionId: string;
  readonly gameId: string;
  readonly split: string;
  readonly path: string;
}

/** A session that was not exported, and why. Never dropped silently. */
export interface FlaggedSession {
  readonly sessionId: string | null;
  readonly where: string;
  readonly problems: readonly DatasetProblem[];
}

export interface GamesExportSummary {
  readonly written: readonly ExportedGame[];
  /** Instances cut in the same pass, per kind and split (when asked for). */
  readonly instances: { readonly edh: Record<string, number>; readonly tfd: Record<string, number> };
  readonly flagged: readonly FlaggedSession[];
}

export interface GamesExportOptions {
  readonly outDir: string;
  readonly query?: SessionQuery;
  /** Called after each session with how many were handled so far. */
  readonly onProgress?: (done: number, note: string) => void;
  /**
   * Also cut EDH and/or TfD instances from each game in the same pass, from the worlds the replay
   * just computed (the same files `export edh|tfd` writes from the game files, without a second replay).
   */
  readonly instances?: { readonly edh: boolean; readonly tfd: boolean };
  /** Worker threads to replay on (default 1: the calling thread). */
  readonly jobs?: number;
  /** Called after each game file is written, before the next result is taken (`export games --images` draws its frames here). */
  readonly onGameWritten?: (game: ExportedGame) => Promise<void>;
}

export function gamePath(outDir: string, split: string, gameId: string): string {
  return join(outDir, 'games', split, `${gameId}.game.json`);
}

export async function exportGames(source: SessionSource, options: GamesExportOptions): Promise<GamesExportSummary> {
  const written: ExportedGame[] = [];
  const flagged: FlaggedSession[] = [];
  const instances = { edh: {} as Record<string, number>, tfd: {} as Record<string, number> };
  const kinds = options.instances ?? null;
  const jobs = Math.max(1, options.jobs ?? 1);
  const runner = exportRunner(jobs);
  let done = 0;

  const finish = async (sessionId: string, where: string, result: ExportJobResult) => {
    done++;
    if (!result.ok) {
      flagged.push({ sessionId, where, problems: result.problems });
      options.onProgress?.(done, 'flagged');
      return;
    }
    const path = gamePath(options.outDir, result.split, result.gameId);
    await mkdir(join(options.outDir, 'games', result.split), { recursive: true });
    await writeFile(path, result.gameText);
    const exported = { sessionId, gameId: result.gameId, split: result.split, path };
    written.push(exported);
    if (result.problems.length > 0) flagged.push({ sessionId, where, problems: result.problems });
    for (const f of result.instances) {
      const folder = join(options.outDir, INSTANCE_FOLDER[f.kind], result.split);
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, f.fileName), f.text);
      instances[f.kind][result.split] = (instances[f.kind][result.split] ?? 0) + 1;
    }
    await options.onGameWritten?.(exported);
    options.onProgress?.(done, result.gameId);
  };

  // At most two sessions per worker in flight, so memory stays bounded however large the source.
  const inFlight = new Set<Promise<void>>();
  try {
    for await (const entry of source.sessions(options.query)) {
      const s = entry.session;
      // Sources may filter less than asked (the store's cannot see splits in its rows): check again.
      if (s && !matchesQuery(s, options.query)) continue;
      if (!s || entry.problems.length > 0) {
        done++;
        flagged.push({ sessionId: s?.session.id ?? entry.problems[0]?.sessionId ?? null, where: entry.where, problems: entry.problems });
        options.onProgress?.(done, 'flagged');
        continue;
      }
      const job: Promise<void> = runner.run(s, kinds).then((r) => finish(s.session.id, entry.where, r)).finally(() => inFlight.delete(job));
      inFlight.add(job);
      if (inFlight.size >= (jobs === 1 ? 1 : 2 * jobs)) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  } finally {
    await runner.close();
  }
  // Results arrive in any order with several workers; report them in a stable one.
  written.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { written, instances, flagged };
}
