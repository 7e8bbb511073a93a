/**
 * What TEACh's inference runner leaves in its output folder (teach-formats.md 11.1):
 * `inference__<instance_id>.json` (a game-format file: the start state, the predicted actions as
 * interactions, the final state), `pred_actions__<instance_id>.json` (`[{action, obj_relative_coord}]`, the Stop included)
 * and the metrics: `metrics.json.0` with each instance's record (TEACh's per-process file) and
 * `metrics.json` with the aggregate over the split (what TEACh's evaluation script writes).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { World } from '@chorehouse/sim';
import { gameState } from '../game/game-state.js';
import type { LoadedGame } from '../instances/load-game.js';
import { ACTION_ID } from '../teach/actions.js';
import type { AggregateMetrics, TrajectoryMetrics } from './metrics.js';
import type { InstanceRun } from './run-instance.js';
import { pythonDumps } from '../teach/python-dumps.js';
import { pythonJson, TEACH_METRIC_FLOAT_FIELDS } from '../teach/python-json.js';

const actionIdOf = (name: string): number | null => (ACTION_ID as Record<string, number>)[name] ?? null;

function inferenceFile(game: LoadedGame, instanceId: string, start: World, final: World, run: InstanceRun): object {
  // The agent's steps as game interactions (one second apart: inference has no clock).
  const interactions = run.steps.map((s, i) => {
    const coord = s.action.obj_relative_coord;
    return {
      agent_id: 1, action_id: actionIdOf(s.action.action), time_start: i + 1, duration: 1, success: s.success ? 1 : 0,
      ...(coord ? { x: coord[1], y: coord[0] } : {}),
    };
  });
  return {
    version: '2.0', game_id: game.gameId, instance_id: instanceId,
    tasks: [{
      task_id: game.taskId, task_name: game.taskName, task_params: game.taskParams,
      episodes: [{ episode_id: `${instanceId}.inference`, world: `FloorPlan${game.floorPlan}_physics`, initial_state: gameState(start, 0), interactions, final_state: gameState(final, run.steps.length) }],
    }],
  };
}

export async function writeInstanceOutputs(dir: string, game: LoadedGame, instanceId: string, run: InstanceRun): Promise<void> {
  await mkdir(dir, { recursive: true });
  // TEACh's runner `json.dump`s these with Python's default separators; so do we.
  await writeFile(join(dir, `pred_actions__${instanceId}.json`), pythonDumps(run.predicted, TEACH_METRIC_FLOAT_FIELDS));
  if (run.startWorld && run.finalWorld) {
    await writeFile(join(dir, `inference__${instanceId}.json`), pythonJson(inferenceFile(game, instanceId, run.startWorld, run.finalWorld, run)));
  }
}

export async function writeMetricsFiles(dir: string, perInstance: readonly TrajectoryMetrics[], aggregate: AggregateMetrics): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'metrics.json.0'), pythonDumps(Object.fromEntries(perInstance.map((m) => [m.instance_id, m])), TEACH_METRIC_FLOAT_FIELDS));
  await writeFile(join(dir, 'metrics.json'), pythonDumps(aggregate, TEACH_METRIC_FLOAT_FIELDS));
}
