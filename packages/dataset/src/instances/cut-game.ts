/**
 * A game -> its EDH instances (teach-formats.md 9) and its TfD instance (10). Split points are
 * utterances; a history is `interactions[0..i]` ending on one, its future runs to the next
 * utterance. An EDH instance is kept only if the future holds a successful Follower object
 * interaction, changes something the main task checks, and leaves something of that to do (its
 * evaluation task is not already satisfied after the history), and the history replays.
 */
import type { InstanceKind } from '@chorehouse/protocol';
import { snapshotWithBases, type SimObject, type SnapshotWithBases, type World } from '@chorehouse/sim';
import { builtinLibrary, checkTask, instantiateTask, type TaskInstance } from '@chorehouse/tdl';
import type { DatasetProblem } from '../problems.js';
import { TEXT_ACTION_ID, isObjectInteractionId } from '../teach/actions.js';
import { evalTaskFromStateChanges } from './eval-task.js';
import { dialogHistory, driverActions, frameName, instanceInteraction, subgoalsOf } from './instance-fields.js';
import { replayGame, type LoadedGame } from './load-game.js';
import { mainTaskChanges } from './main-task-filter.js';
import { evaluatedDiff, snapshotMap, stateChanges, stateDiffer, type Snapshot, type StateDiff } from './state-diff.js';

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

/** Which instance kinds to cut (protocol `INSTANCE_KINDS`). */
export type InstanceKinds = Readonly<Record<InstanceKind, boolean>>;

/** A cut's files by kind: a map the compiler makes every new instance kind fill in. */
export function cutFiles(cut: CutResult): Record<InstanceKind, readonly InstanceFile[]> {
  return { edh: cut.edh, tfd: cut.tfd ? [cut.tfd] : [] };
}

export function mainTaskOf(game: LoadedGame): TaskInstance | null {
  const r = instantiateTask(builtinLibrary(), game.taskName, game.taskParams);
  return r.ok ? r.task : null;
}

/** Held-out test splits publish no futures (TEACh removes them). */
const isTestSplit = (split: string) => split.startsWith('test');

const EMPTY: StateDiff = { agents: {}, objects: {} };

/**
 * `worlds[i]` is the world after interaction i; pass them when the caller has just replayed the
 * session (the one-pass export), else the game is replayed here.
 */
export function cutGame(game: LoadedGame, want: InstanceKinds = { edh: true, tfd: true }, worlds?: readonly World[]): CutResult {
  const task = mainTaskOf(game);
  if (!task) return { edh: [], tfd: null, problems: [{ code: 'game/unknown_task', sessionId: game.gameId, message: `task "${game.taskName}" ${JSON.stringify(game.taskParams)} does not instantiate` }] };
  const inter = game.interactions;
  let after = worlds;
  if (!after) {
    const replay = replayGame(game);
    if (replay.problems.length > 0) return { edh: [], tfd: null, problems: replay.problems };
    after = replay.worlds;
  }
  const worldAt = (index: number): World => (index < 0 ? game.initialWorld : after[index]!);

  // Work per world, not per index: an utterance changes nothing, so neighbouring indices share a world.
  const initialObjects = new Map<string, SimObject>(game.initialWorld.objects.map((o) => [o.objectId, o]));
  const lightDiffs = new WeakMap<World, StateDiff>();
  const snapshots = new WeakMap<World, { readonly byId: Snapshot; readonly taken: SnapshotWithBases }>();
  const perRecord = new Map<SimObject, Record<string, unknown> | null>();
  const lightDiff = (w: World) => { let d = lightDiffs.get(w); if (!d) lightDiffs.set(w, d = evaluatedDiff(initialObjects, w.objects, perRecord)); return d; };
  const snap = (w: World) => {
    let s = snapshots.get(w);
    if (!s) { const taken = snapshotWithBases(w); snapshots.set(w, s = { byId: snapshotMap(taken.objects), taken }); }
    return s;
  };
  const initial = snap(game.initialWorld).byId;
  const diffFromInitial = stateDiffer(initial);

  // Interactions as instances copy them, made once and shared by the instances that hold them.
  let copied: ReturnType<typeof instanceInteraction>[] | undefined;
  const instanceRows = (end: number) => (copied ??= inter.map(instanceInteraction)).slice(0, end);

  const utterances = inter.flatMap((i, index) => (i.action_id === TEXT_ACTION_ID ? [index] : []));
  const edh: InstanceFile[] = [];
  if (want.edh) {
    utterances.forEach((u, k) => {
      const end = utterances[k + 1] ?? inter.length; // exclusive
      const future = inter.slice(u + 1, end);
      if (!future.some((i) => i.agent_id === 1 && i.success === 1 && isObjectInteractionId(i.action_id))) return;
      const historyWorld = worldAt(u);
      const futureWorld = worldAt(end - 1);
      const objects = new Map(futureWorld.objects.map((o) => [o.objectId, o]));
      const changes = mainTaskChanges(stateChanges(lightDiff(historyWorld), lightDiff(futureWorld)), task, objects);
      if (Object.keys(changes.objects).length === 0) return;
      const afterHistory = snap(historyWorld);
      const gc = checkTask(evalTaskFromStateChanges(changes), [...afterHistory.byId.values()]);
      // TEACh's GC divides by total - satisfied after the history: an instance solved at its start has no
      // goal condition left to score and a Stop would count as success. None of TEACh's own instances is one.
      if (gc.goalConditionsSatisfied >= gc.goalConditionsTotal) return;
      const history = inter.slice(0, u + 1);
      const historyActions = driverActions(history, true);
      const futureActions = driverActions(future, false);
      const dialog = dialogHistory(history);
      const instanceId = `${game.gameId}.edh${k}`;
      const test = isTestSplit(game.split);
      edh.push({
        fileName: `${instanceId}.json`,
        split: game.split,
        instance: {
          game_id: game.gameId,
          instance_id: instanceId,
          pred_start_idx: u + 1,
          interactions: instanceRows(test ? u + 1 : end),
          dialog_history: dialog.raw,
          dialog_history_cleaned: dialog.cleaned,
          driver_action_history: historyActions,
          driver_image_history: historyActions.map(frameName),
          driver_actions_future: test ? [] : futureActions,
          driver_images_future: test ? [] : futureActions.map(frameName),
          history_subgoals: subgoalsOf(historyActions),
          future_subgoals: subgoalsOf(futureActions),
          init_state_diff: diffFromInitial(afterHistory.taken),
          final_state_diff: diffFromInitial(snap(futureWorld).taken),
          state_changes: changes,
          expected_init_goal_conditions_total: gc.goalConditionsTotal,
          expected_init_goal_conditions_satisfied: gc.goalConditionsSatisfied,
        },
      });
    });
  }

  let tfd: InstanceFile | null = null;
  if (want.tfd) {
    const finalDiff = diffFromInitial(snap(worldAt(inter.length - 1)).taken);
    // Paper 4.2: the reference trajectory is every non-dialogue Follower action (so Text sets no path length).
    const future = driverActions(inter, false);
    const dialog = dialogHistory(inter);
    const gc = checkTask(task, [...initial.values()]);
    tfd = {
      fileName: `${game.gameId}.tfd0.json`,
      split: game.split,
      instance: {
        game_id: game.gameId,
        pred_start_idx: 0,
        interactions: instanceRows(inter.length),
        dialog_history: dialog.raw,
        dialog_history_cleaned: dialog.cleaned,
        driver_action_history: [],
        driver_image_history: [],
        driver_actions_future: future,
        driver_images_future: future.map(frameName),
        history_subgoals: [],
        future_subgoals: subgoalsOf(future),
        init_state_diff: EMPTY,
        final_state_diff: finalDiff,
        state_changes: stateChanges(EMPTY, finalDiff),
        expected_init_goal_conditions_total: gc.goalConditionsTotal,
        expected_init_goal_conditions_satisfied: gc.goalConditionsSatisfied,
      },
    };
  }
  return { edh, tfd, problems: [] };
}
