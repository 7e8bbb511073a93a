/** Streams sessions from a source into `games/<split>/<game_id>.game.json`, one session in memory at a time. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cutGame } from '../instances/cut-game.js';
import type { DatasetProblem } from '../problems.js';
import type { SessionQuery, SessionSource } from '../session/session-source.js';
import { sessionToGame } from './session-to-game.js';

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
}

export function gamePath(outDir: string, split: string, gameId: string): string {
  return join(outDir, 'games', split, `${gameId}.game.json`);
}

export async function exportGames(source: SessionSource, options: GamesExportOptions): Promise<GamesExportSummary> {
  const written: ExportedGame[] = [];
  const flagged: FlaggedSession[] = [];
  const instances = { edh: {} as Record<string, number>, tfd: {} as Record<string, number> };
  let done = 0;
  for await (const entry of source.sessions(options.query)) {
    done++;
    const s = entry.session;
    if (!s || entry.problems.length > 0) {
      flagged.push({ sessionId: s?.session.id ?? entry.problems[0]?.sessionId ?? null, where: entry.where, problems: entry.problems });
      options.onProgress?.(done, 'flagged');
      continue;
    }
    const result = sessionToGame(s);
    if (!result.ok) {
      flagged.push({ sessionId: s.session.id, where: entry.where, problems: result.problems });
      options.onProgress?.(done, 'flagged');
      continue;
    }
    const path = gamePath(options.outDir, result.split, result.gameId);
    await mkdir(join(options.outDir, 'games', result.split), { recursive: true });
    await writeFile(path, `${JSON.stringify(result.game)}\n`);
    written.push({ sessionId: s.session.id, gameId: result.gameId, split: result.split, path });
    if (options.instances?.edh || options.instances?.tfd) {
      const cut = cutGame(result.loaded, options.instances, result.worlds);
      if (cut.problems.length > 0) flagged.push({ sessionId: s.session.id, where: entry.where, problems: cut.problems });
      for (const [kind, files] of [['edh', cut.edh], ['tfd', cut.tfd ? [cut.tfd] : []]] as const) {
        if (files.length === 0) continue;
        const folder = join(options.outDir, kind === 'edh' ? 'edh_instances' : 'tfd_instances', result.split);
        await mkdir(folder, { recursive: true });
        for (const f of files) await writeFile(join(folder, f.fileName), `${JSON.stringify(f.instance)}\n`);
        instances[kind][result.split] = (instances[kind][result.split] ?? 0) + files.length;
      }
    }
    options.onProgress?.(done, result.gameId);
  }
  return { written, instances, flagged };
}
