/**
 * One session's export as text: the game file and, if asked, its EDH/TfD instance files. Pure
 * computation, so it runs the same in the main thread or in a worker (`export-pool.ts`).
 */
import { INSTANCE_KINDS, type InstanceKind } from '@chorehouse/protocol';
import type { World } from '@chorehouse/sim';
import { cutFiles, cutGame, type InstanceKinds } from '../instances/cut-game.js';
import type { LoadedGame } from '../instances/load-game.js';
import type { DatasetProblem } from '../problems.js';
import type { RecordedSession } from '../session/recorded-session.js';
import { gameText as writeGame } from './game-text.js';
import { sessionToGame } from './session-to-game.js';
import { pythonJson } from '../teach/python-json.js';

export type { InstanceKinds };

export interface InstanceText {
  readonly kind: InstanceKind;
  readonly fileName: string;
  readonly text: string;
}

/** The game as read back from its file and the world after each interaction: what drawing its frames needs. */
export interface ReplayedGame {
  readonly loaded: LoadedGame;
  readonly worlds: readonly World[];
}

export type ExportJobResult =
  | {
    readonly ok: true; readonly gameId: string; readonly split: string; readonly gameText: string; readonly instances: readonly InstanceText[]; readonly problems: readonly DatasetProblem[];
    /** Only from a job on the calling thread that was asked for it (`keepReplay`): worlds are not sent between threads. */
    readonly replay?: ReplayedGame;
  }
  | { readonly ok: false; readonly gameId: string; readonly problems: readonly DatasetProblem[] };

export function exportJob(session: RecordedSession, kinds: InstanceKinds | null, keepReplay = false): ExportJobResult {
  const result = sessionToGame(session);
  if (!result.ok) return { ok: false, gameId: result.gameId, problems: result.problems };
  const gameText = `${writeGame(result.game)}\n`;
  const replay = keepReplay ? { replay: { loaded: result.loaded, worlds: result.worlds } } : {};
  if (!kinds || !INSTANCE_KINDS.some((k) => kinds[k])) return { ok: true, gameId: result.gameId, split: result.split, gameText, instances: [], problems: [], ...replay };
  const cut = cutGame(result.loaded, kinds, result.worlds);
  const files = cutFiles(cut);
  const instances: InstanceText[] = INSTANCE_KINDS.flatMap((kind) => files[kind].map((f) => ({ kind, fileName: f.fileName, text: `${pythonJson(f.instance)}\n` })));
  return { ok: true, gameId: result.gameId, split: result.split, gameText, instances, problems: cut.problems, ...replay };
}
