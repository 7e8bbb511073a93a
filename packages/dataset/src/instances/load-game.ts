/** A game file (parsed JSON) -> what cutting instances and evaluation need, or the problems. */
import type { World } from '@chorehouse/sim';
import { step } from '@chorehouse/sim';
import { chorehouseExtensionSchema, gameFileSchema, interactionSchema, type Interaction } from '../game/game-file.js';
import type { DatasetProblem } from '../problems.js';
import { simActionName } from '../teach/actions.js';

export interface LoadedGame {
  readonly gameId: string;
  readonly split: string;
  readonly taskId: number;
  readonly taskName: string;
  /** The benchmark's name for the task ("Make Coffee"). */
  readonly benchmarkName: string;
  readonly taskParams: readonly string[];
  readonly floorPlan: number;
  readonly interactions: readonly Interaction[];
  readonly initialWorld: World;
  readonly success: boolean;
  readonly sessionId: string;
}

export type GameLoad = { readonly ok: true; readonly game: LoadedGame } | { readonly ok: false; readonly problems: readonly DatasetProblem[] };

export function loadGame(doc: unknown, gameId: string, where: string): GameLoad {
  const bad = (code: DatasetProblem['code'], message: string): GameLoad => ({ ok: false, problems: [{ code, where, sessionId: gameId, message }] });
  const parsed = gameFileSchema.safeParse(doc);
  if (!parsed.success) return bad('game/bad_file', `not a TEACh game file: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
  const ext = chorehouseExtensionSchema.safeParse(parsed.data.chorehouse);
  if (!ext.success) return bad('game/no_world', 'the game has no Chorehouse initial world (the "chorehouse" block), so it cannot be replayed');
  const task = parsed.data.tasks[0]!;
  const interactions: Interaction[] = [];
  for (const [index, raw] of task.episodes[0]!.interactions.entries()) {
    const i = interactionSchema.safeParse(raw);
    if (!i.success) return { ok: false, problems: [{ code: 'game/bad_file', where, sessionId: gameId, index, message: `interaction ${index}: ${i.error.issues[0]?.message}` }] };
    // Validated, but kept as written: zod would reorder the keys, and instances copy interactions verbatim.
    interactions.push(raw as Interaction);
  }
  return {
    ok: true,
    game: {
      gameId, split: ext.data.split, taskId: task.task_id, taskName: task.task_name, benchmarkName: ext.data.benchmark_name, taskParams: task.task_params ?? [],
      floorPlan: ext.data.floor_plan, interactions, initialWorld: ext.data.initial_world as World, success: ext.data.success, sessionId: ext.data.session_id,
    },
  };
}

export interface GameReplay {
  /** `worlds[i]`: the world after interactions[0..i]. Consecutive worlds share their unchanged parts. */
  readonly worlds: readonly World[];
  readonly final: World;
  readonly problems: readonly DatasetProblem[];
}

/**
 * Replays every simulator action in order, failed ones included (our simulator is deterministic, so
 * a failed action fails again and changes no object; replaying it keeps the step count exact), and
 * checks each against its logged success bit. Text, progress checks and searches change nothing.
 */
export function replayGame(game: LoadedGame): GameReplay {
  const worlds: World[] = [];
  const problems: DatasetProblem[] = [];
  let world = game.initialWorld;
  game.interactions.forEach((i, index) => {
    const name = simActionName(i.action_id);
    if (name) {
      const role = i.agent_id === 0 ? 'commander' : 'follower';
      const r = step(world, role, name === 'Stop' || i.x === undefined ? { name } : { name, x: i.x, y: i.y });
      world = r.world;
      if ((r.outcome.success ? 1 : 0) !== i.success) {
        problems.push({ code: 'game/replay_differs', sessionId: game.gameId, index, field: 'success', expected: i.success, actual: r.outcome.success ? 1 : 0, message: `interaction ${index} (${name}) replays differently` });
      } else if (i.success === 1 && i.oid !== undefined && i.oid !== null && r.outcome.objectId !== i.oid) {
        problems.push({ code: 'game/replay_differs', sessionId: game.gameId, index, field: 'oid', expected: i.oid, actual: r.outcome.objectId, message: `interaction ${index} (${name}) reaches another object` });
      }
    }
    worlds.push(world);
  });
  return { worlds, final: world, problems };
}
