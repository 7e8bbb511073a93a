/**
 * TEACh's inference loop (teach-formats.md 11.1): from the instance's start state the agent acts as
 * the Follower until it says Stop, takes 1000 steps, or has 30 failed actions; then the evaluation
 * task is checked on the final state.
 */
import type { InstanceKind } from '@chorehouse/protocol';
import { isObjectAction, snapshotObjects, step, type Outcome, type World } from '@chorehouse/sim';
import { checkTask, type TaskInstance } from '@chorehouse/tdl';
import { mainTaskOf } from '../instances/cut-game.js';
import { evalTaskFromStateChanges } from '../instances/eval-task.js';
import { replayGame, type LoadedGame } from '../instances/load-game.js';
import type { StateDiff } from '../instances/state-diff.js';
import { agentReplySchema, MODEL_ACTIONS, type EvalAgent, type PredictedAction } from './agent.js';
import type { EvalInstance } from './instance-file.js';
import { evaluateTrajectory, MAX_API_FAILS, MAX_TRAJ_STEPS, type TrajectoryMetrics } from './metrics.js';
import { followerFrame, historyImages, type EvalFrameOptions } from './frames.js';
import { observe } from './observe.js';

export interface RunOptions {
  readonly maxSteps?: number;
  readonly maxApiFails?: number;
  /** Draw the Follower's frame before every step and hand it to the agent; without it the agent gets `frame: null`. */
  readonly frames?: EvalFrameOptions;
  /** The export root holding `images/` (for the history frames an agent may ask for at the start). */
  readonly exportRoot?: string;
  /** The instance's name: its file name without `.json`. Default: its instance id. */
  readonly instanceName?: string;
  /** The instance file's text as read (what TEACh's client sends); default: the instance as JSON. */
  readonly instanceText?: string;
}

export interface InstanceRun {
  readonly metrics: TrajectoryMetrics;
  /** Why the run stopped: stop, step limit, failure limit, or the error. */
  readonly ended: string;
  /** The start world (history replayed) and the world the agent left, when the start could be set up. */
  readonly startWorld: World | null;
  readonly finalWorld: World | null;
  /** Every action the agent answered, its Stop included (TEACh's `pred_actions__<id>.json`). */
  readonly predicted: readonly PredictedAction[];
  /** The executed steps with their outcome (for TEACh's inference file). */
  readonly steps: readonly { readonly action: PredictedAction; readonly success: boolean }[];
}

/** The world after replaying the history (for TfD, the initial world), or null if it does not replay. */
function startWorld(game: LoadedGame, predStartIdx: number): World | null {
  if (predStartIdx === 0) return game.initialWorld;
  const history: LoadedGame = { ...game, interactions: game.interactions.slice(0, predStartIdx) };
  const replay = replayGame(history);
  return replay.problems.length > 0 ? null : replay.final;
}

/** What each kind of instance is checked against (a map: a new kind must say). */
const EVALUATED_TASK: Record<InstanceKind, (instance: EvalInstance, game: LoadedGame) => TaskInstance | null> = {
  edh: (instance) => evalTaskFromStateChanges(instance.state_changes as StateDiff),
  tfd: (_instance, game) => mainTaskOf(game),
};

export async function runInstance(kind: InstanceKind, instance: EvalInstance, game: LoadedGame, agent: EvalAgent, options: RunOptions = {}): Promise<InstanceRun> {
  const maxSteps = options.maxSteps ?? MAX_TRAJ_STEPS;
  const maxFails = options.maxApiFails ?? MAX_API_FAILS;
  const instanceId = instance.instance_id ?? instance.game_id;
  const task = EVALUATED_TASK[kind](instance, game);
  const gtPathLen = instance.driver_actions_future.length;
  let world = startWorld(game, instance.pred_start_idx);
  const zero = { total: 0, satisfied: 0 };
  const failedInit = (ended: string): InstanceRun => ({
    ended, startWorld: null, finalWorld: null, steps: [], predicted: [],
    metrics: evaluateTrajectory({ instanceId, gameId: game.gameId, success: false, trajLen: 0, gtPathLen, initGc: zero, finalGc: zero, predictedStop: false, numApiFails: 0, error: false, initSuccess: false, predActions: [] }),
  });
  if (!world || !task) return failedInit(world ? 'the task does not instantiate' : 'the history does not replay');

  const initGc = kind === 'edh' && instance.expected_init_goal_conditions_total !== undefined
    ? { total: instance.expected_init_goal_conditions_total, satisfied: instance.expected_init_goal_conditions_satisfied ?? 0 }
    : (() => { const r = checkTask(task, snapshotObjects(world)); return { total: r.goalConditionsTotal, satisfied: r.goalConditionsSatisfied }; })();

  const start = world;
  const name = options.instanceName ?? instanceId;
  const predActions: PredictedAction[] = [];
  const steps: { action: PredictedAction; success: boolean }[] = [];
  let fails = 0, predictedStop = false, error = false, ended = `step limit (${maxSteps})`;
  let prev: PredictedAction | null = null, lastOutcome: Outcome | null = null;
  try {
    await agent.start?.({
      instance_id: name, game_id: game.gameId, dialog_history: instance.dialog_history, kind, instance,
      file_name: `${name}.json`, file_text: options.instanceText ?? JSON.stringify(instance),
      historyImages: () => (options.exportRoot ? historyImages(options.exportRoot, game.split, game.gameId, instance) : Promise.reject(new Error('no images folder to read the history frames from'))),
    });
    for (let n = 0; n < maxSteps; n++) {
      // Named as TEACh's runner names it: the EDH instance's id (TfD: the file name), the step counted from 1.
      const frame = options.frames ? await followerFrame(world, kind === 'edh' ? instanceId : name, n + 1, options.frames) : null;
      const raw = await agent.nextAction({
        instance_id: name, game_id: game.gameId, step: n, frame, observation: observe(world), dialog_history: instance.dialog_history, prev_action: prev, prev_success: lastOutcome?.success ?? null,
      }, { world, lastOutcome });
      const reply = agentReplySchema.safeParse(raw);
      if (!reply.success || !(MODEL_ACTIONS as readonly string[]).includes(reply.data.action)) {
        error = true;
        ended = `bad reply: ${reply.success ? `unknown action "${reply.data.action}"` : reply.error.issues[0]?.message}`;
        break;
      }
      const coord = reply.data.obj_relative_coord ?? null;
      prev = { action: reply.data.action, obj_relative_coord: coord };
      predActions.push(prev);
      if (reply.data.action === 'Stop') { predictedStop = true; ended = 'stop'; break; }
      // [y, x] as in TEACh's API; an object action without a point clicks the frame's centre.
      const action = isObjectAction(reply.data.action) ? { name: reply.data.action, x: coord?.[1] ?? 0.5, y: coord?.[0] ?? 0.5 } : { name: reply.data.action };
      const r = step(world, 'follower', action);
      world = r.world;
      lastOutcome = r.outcome;
      steps.push({ action: prev, success: r.outcome.success });
      if (!r.outcome.success && ++fails >= maxFails) { ended = `failure limit (${maxFails})`; break; }
    }
  } catch (err) {
    error = true;
    ended = `agent error: ${errorText(err)}`;
  }
  const final = checkTask(task, snapshotObjects(world));
  return {
    ended, startWorld: start, finalWorld: world, steps, predicted: predActions,
    metrics: evaluateTrajectory({
      instanceId, gameId: game.gameId, success: final.success, trajLen: predActions.length, gtPathLen, initGc,
      finalGc: { total: final.goalConditionsTotal, satisfied: final.goalConditionsSatisfied }, predictedStop, numApiFails: fails, error, initSuccess: true, predActions,
    }),
  };
}

/** An error's message with its cause's (fetch's "fetch failed" says why only in its cause: "connect ECONNREFUSED ..."). */
function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  return err.cause instanceof Error ? `${err.message} (${err.cause.message})` : err.message;
}
