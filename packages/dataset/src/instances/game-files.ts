/** Finding and reading game files: `<dir>/games/<split>/*.game.json` or `<dir>/<split>/*.game.json`. */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { gameIdFromFileName } from '../game/game-id.js';
import type { DatasetProblem } from '../problems.js';
import { loadGame, type GameLoad } from './load-game.js';

export interface GameFileRef {
  readonly path: string;
  readonly split: string;
  readonly gameId: string;
}

/** Accepts an export root (holding `games/`) or the `games` folder itself. */
export function gamesRoot(dir: string): string {
  return existsSync(join(dir, 'games')) ? join(dir, 'games') : dir;
}

export async function listGameFiles(dir: string): Promise<GameFileRef[]> {
  const root = gamesRoot(dir);
  const refs: GameFileRef[] = [];
  for (const split of (await readdir(root, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
    for (const file of (await readdir(join(root, split))).filter((f) => f.endsWith('.game.json')).sort()) {
      refs.push({ path: join(root, split, file), split, gameId: gameIdFromFileName(file) });
    }
  }
  return refs;
}

export async function readGame(ref: GameFileRef): Promise<GameLoad> {
  const where = `${ref.split}/${basename(ref.path)}`;
  let doc: unknown;
  try {
    doc = JSON.parse(await readFile(ref.path, 'utf8'));
  } catch (err) {
    const problem: DatasetProblem = { code: 'game/bad_file', where, sessionId: ref.gameId, message: `cannot read the game file (truncated?): ${(err as Error).message}` };
    return { ok: false, problems: [problem] };
  }
  return loadGame(doc, ref.gameId, where);
}
