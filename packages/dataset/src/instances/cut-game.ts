/**
 * A game -> its EDH instances (teach-formats.md 9) and its TfD instance (10). Split points are
 * utterances; a history is `interactions[0..i]` ending on one, its future runs to the next
 * utterance. An EDH instance is kept only if the future holds a successful Follower object
 * interaction and changes something the main task checks, and the history replays.
 */
import { snapshotObjects } from '@chorehouse/sim';
import { builtinLibrary, checkTask, instantiateTask, type TaskInstance } from '@chorehouse/tdl';
import type { DatasetProblem } from '../problems.js';
import { TEXT_ACTION_ID, isObjectInteractionId } from '../teach/actions.js';
import { evalTaskFromStateChanges } from './eval-task.js';
import { dialogHistory, driverActions, frameName, instanceInteraction, subgoalsOf } from './instance-fields.js';
import type { LoadedGame } from './load-game.js';
import { replayGame } from './load-game.js';
import { mainTaskChanges } from './main-task-filter.js';
import { snapshotMap, stateChanges, stateDiff, type Snapshot } from './state-diff.js';

export interface InstanceFile {
  /** `<game_id>.edh<k>.json` or `<game_id>.tfd0.json`. */
  readonly fileName: string;
  readonly split: string;
  readonly instance: Record<string, unknown>;
}

export interface CutResult {
  readonly edh: readonly InstanceFile[];
  readonly tfd: InstanceFile | null;
  readonly problems: readonly DatasetProblem[];
}

export function mainTaskOf(game: LoadedGame): TaskInstance | null {
  const r = instantiateTask(builtinLibrary(), game.taskName, game.taskParams);
  return r.ok ? r.task : null;
}

/** Held-out test splits publish no futures (TEACh removes them). */
const isTestSplit = (split: string) => split.startsWith('test');

export function cutGame(game: LoadedGame, want: { readonly edh: boolean; readonly tfd: boolean } = { edh: true, tfd: true }): CutResult {
  const task = mainTaskOf(game);
  if (!task) return { edh: [], tfd: null, problems: [{ code: 'game/unknown_task', sessionId: game.gameId, message: `task "${game.taskName}" ${JSON.stringify(game.taskParams)} does not instantiate` }] };
  const inter = game.interactions;
  const utterances = inter.flatMap((i, index) => (i.action_id === TEXT_ACTION_ID ? [index] : []));
  const replay = replayGame(game, new Set([...utterances.flatMap((u) => [u, u - 1]), inter.length - 1]));
  if (replay.problems.length > 0) return { edh: [], tfd: null, problems: replay.problems };

  const snapshots = new Map<number, Snapshot>();
  const snap = (index: number): Snapshot => {
    let s = snapshots.get(index);
    if (!s) {
      const world = index === inter.length - 1 ? replay.final : replay.worlds.get(index);
      if (!world) throw new Error(`cutGame: no world kept after interaction ${index}`);
      s = snapshotMap(snapshotObjects(world));
      snapshots.set(index, s);
    }
    return s;
  };
  const initial = snap(-1);
  const edh: InstanceFile[] = [];

  if (want.edh) {
    utterances.forEach((u, k) => {
      const end = utterances[k + 1] ?? inter.length; // exclusive
      const future = inter.slice(u + 1, end);
      if (!future.some((i) => i.agent_id === 1 && i.success === 1 && isObjectInteractionId(i.action_id))) return;
      const afterHistory = snap(u);
      const afterFuture = snap(end - 1);
      const initDiff = stateDiff(initial, afterHistory);
      const finalDiff = stateDiff(initial, afterFuture);
      const changes = mainTaskChanges(stateChanges(initDiff, finalDiff), task, afterFuture);
      if (Object.keys(changes.objects).length === 0) return;
      const gc = checkTask(evalTaskFromStateChanges(changes), [...afterHistory.values()]);
      const history = inter.slice(0, u + 1);
      const historyActions = driverActions(history, true);
      const futureActions = driverActions(future, false);
      const dialog = dialogHistory(history);
      const instanceId = `${game.gameId}.edh${k}`;
      edh.push({
        fileName: `${instanceId}.json`,
        split: game.split,
        instance: {
          game_id: game.gameId,
          instance_id: instanceId,
          pred_start_idx: u + 1,
          interactions: inter.slice(0, isTestSplit(game.split) ? u + 1 : end).map(instanceInteraction),
          dialog_history: dialog.raw,
          dialog_history_cleaned: dialog.cleaned,
          driver_action_history: historyActions,
          driver_image_history: historyActions.map(frameName),
          driver_actions_future: isTestSplit(game.split) ? [] : futureActions,
          driver_images_future: isTestSplit(game.split) ? [] : futureActions.map(frameName),
          history_subgoals: subgoalsOf(historyActions),
          future_subgoals: subgoalsOf(futureActions),
          init_state_diff: initDiff,
          final_state_diff: finalDiff,
          state_changes: changes,
          expected_init_goal_conditions_total: gc.goalConditionsTotal,
          expected_init_goal_conditions_satisfied: gc.goalConditionsSatisfied,
        },
      });
    });
  }

  let tfd: InstanceFile | null = null;
  if (want.tfd) {
    const last = snap(inter.length - 1);
    const finalDiff = stateDiff(initial, last);
    const future = driverActions(inter, true);
    const dialog = dialogHistory(inter);
    const gc = checkTask(task, [...initial.values()]);
    tfd = {
      fileName: `${game.gameId}.tfd0.json`,
      split: game.split,
      instance: {
        game_id: game.gameId,
        pred_start_idx: 0,
        interactions: inter.map(instanceInteraction),
        dialog_history: dialog.raw,
        dialog_history_cleaned: dialog.cleaned,
        driver_action_history: [],
        driver_image_history: [],
        driver_actions_future: future,
        driver_images_future: future.map(frameName),
        history_subgoals: [],
        future_subgoals: subgoalsOf(future),
        init_state_diff: { agents: {}, objects: {} },
        final_state_diff: finalDiff,
        state_changes: stateChanges({ agents: {}, objects: {} }, finalDiff),
        expected_init_goal_conditions_total: gc.goalConditionsTotal,
        expected_init_goal_conditions_satisfied: gc.goalConditionsSatisfied,
      },
    };
  }
  return { edh, tfd, problems: [] };
}
