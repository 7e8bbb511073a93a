/** TEACh's metrics (teach-formats.md 11.2, 11.3): per trajectory, then aggregated over a split. */

export interface TrajectoryInput {
  readonly instanceId: string;
  readonly gameId: string;
  readonly success: boolean;
  /** Model steps taken, the final Stop and failed actions included. */
  readonly trajLen: number;
  /** `len(driver_actions_future)`. */
  readonly gtPathLen: number;
  readonly initGc: { readonly total: number; readonly satisfied: number };
  readonly finalGc: { readonly total: number; readonly satisfied: number };
  readonly predictedStop: boolean;
  readonly numApiFails: number;
  readonly error: boolean;
  readonly initSuccess: boolean;
  readonly predActions: readonly { readonly action: string; readonly obj_relative_coord: readonly number[] | null }[];
}

export interface TrajectoryMetrics {
  readonly instance_id: string;
  readonly game_id: string;
  readonly success: 0 | 1;
  readonly goal_condition_success: number;
  readonly success_spl: number;
  readonly goal_condition_spl: number;
  readonly path_len_weighted_success_spl: number;
  readonly path_len_weighted_goal_condition_spl: number;
  readonly gt_path_len: number;
  readonly completed_goal_conditions: number;
  readonly total_goal_conditions: number;
  readonly traj_len: number;
  readonly predicted_stop: 0 | 1;
  readonly num_api_fails: number;
  readonly error: 0 | 1;
  readonly init_success: boolean;
  readonly reward: 0;
  /** `(action, obj_relative_coord)` pairs, as TEACh's runner appends them (tuples, so JSON arrays in its files). */
  readonly pred_actions: readonly (readonly [string, readonly number[] | null])[];
}

/**
 * One trajectory's record, keys in the order TEACh's `create_new_traj_metrics` makes them (its files keep
 * that order). A start that failed is returned as TEACh's runner returns it, before `evaluate_traj`: all
 * zeros, `gt_path_len` included.
 */
export function evaluateTrajectory(t: TrajectoryInput): TrajectoryMetrics {
  const record = (m: Omit<TrajectoryMetrics, 'instance_id' | 'game_id' | 'reward' | 'predicted_stop' | 'num_api_fails' | 'error' | 'init_success' | 'pred_actions'>): TrajectoryMetrics => ({
    instance_id: t.instanceId, game_id: t.gameId,
    completed_goal_conditions: m.completed_goal_conditions, total_goal_conditions: m.total_goal_conditions,
    goal_condition_success: m.goal_condition_success, success_spl: m.success_spl, path_len_weighted_success_spl: m.path_len_weighted_success_spl,
    goal_condition_spl: m.goal_condition_spl, path_len_weighted_goal_condition_spl: m.path_len_weighted_goal_condition_spl,
    gt_path_len: m.gt_path_len, reward: 0, success: m.success, traj_len: m.traj_len,
    predicted_stop: t.predictedStop ? 1 : 0, num_api_fails: t.numApiFails, error: t.error ? 1 : 0, init_success: t.initSuccess,
    pred_actions: t.predActions.map((p) => [p.action, p.obj_relative_coord] as const),
  });
  if (!t.initSuccess) {
    return record({ success: 0, goal_condition_success: 0, success_spl: 0, goal_condition_spl: 0, path_len_weighted_success_spl: 0, path_len_weighted_goal_condition_spl: 0, completed_goal_conditions: 0, total_goal_conditions: 0, gt_path_len: 0, traj_len: 0 });
  }
  const initSat = Math.min(t.initGc.total, t.initGc.satisfied);
  const finalSat = Math.min(t.finalGc.total, t.finalGc.satisfied);
  const totalGc = t.initGc.total - initSat;
  const remaining = t.finalGc.total - finalSat;
  const gc = totalGc === 0 ? 1 : 1 - remaining / totalGc;
  const success = t.success ? 1 : 0;
  const gt = t.gtPathLen;
  const weight = Math.min(1, gt / Math.max(t.trajLen, gt));
  const pathWeight = Number.isFinite(weight) ? weight : 0; // 0/0 when both lengths are 0
  const successSpl = success * pathWeight;
  const gcSpl = gc * pathWeight;
  return record({
    success, goal_condition_success: gc, success_spl: successSpl, goal_condition_spl: gcSpl,
    path_len_weighted_success_spl: successSpl * gt, path_len_weighted_goal_condition_spl: gcSpl * gt,
    completed_goal_conditions: totalGc - remaining, total_goal_conditions: totalGc, gt_path_len: gt, traj_len: t.trajLen,
  });
}

export const MAX_TRAJ_STEPS = 1000;
export const MAX_API_FAILS = 30;

export interface AggregateMetrics {
  readonly success: { readonly num_successes: number; readonly num_evals: number; readonly success_rate: number };
  /**
   * `goal_condition_success_rate` is TEACh's own key (its evaluator's micro average); the paper reports the
   * macro average (footnote 2, as ALFRED). Both are written, named as such.
   */
  readonly goal_condition_success: {
    readonly completed_goal_conditions: number; readonly total_goal_conditions: number; readonly goal_condition_success_rate: number;
    readonly micro_goal_condition_success_rate: number; readonly macro_goal_condition_success_rate: number;
  };
  readonly path_length_weighted_success_rate: number;
  readonly path_length_weighted_goal_condition_success_rate: number;
  readonly num_predicted_stops: number;
  readonly num_fails_by_api_limit: number;
  readonly num_fails_by_traj_len_limit: number;
  readonly num_fails_by_error: number;
  readonly traj_stats: Record<string, TrajectoryMetrics>;
}

/**
 * Micro averages, as TEACh's evaluator: sums of completed over sums of total; path-weighted sums over the
 * summed ground-truth lengths. Goal-condition success also as the paper's macro average: the mean of each
 * trajectory's own rate.
 */
export function aggregateMetrics(trajectories: readonly TrajectoryMetrics[]): AggregateMetrics {
  const sum = (f: (t: TrajectoryMetrics) => number) => trajectories.reduce((n, t) => n + f(t), 0);
  const evals = trajectories.length;
  const successes = sum((t) => t.success);
  const completed = sum((t) => t.completed_goal_conditions);
  const total = sum((t) => t.total_goal_conditions);
  const gtSum = sum((t) => t.gt_path_len);
  const micro = total === 0 ? 0 : completed / total;
  return {
    success: { num_successes: successes, num_evals: evals, success_rate: evals === 0 ? 0 : successes / evals },
    goal_condition_success: {
      completed_goal_conditions: completed, total_goal_conditions: total, goal_condition_success_rate: micro,
      micro_goal_condition_success_rate: micro, macro_goal_condition_success_rate: evals === 0 ? 0 : sum((t) => t.goal_condition_success) / evals,
    },
    path_length_weighted_success_rate: gtSum === 0 ? 0 : sum((t) => t.path_len_weighted_success_spl) / gtSum,
    path_length_weighted_goal_condition_success_rate: gtSum === 0 ? 0 : sum((t) => t.path_len_weighted_goal_condition_spl) / gtSum,
    num_predicted_stops: sum((t) => t.predicted_stop),
    num_fails_by_api_limit: trajectories.filter((t) => t.num_api_fails >= MAX_API_FAILS).length,
    num_fails_by_traj_len_limit: trajectories.filter((t) => t.traj_len >= MAX_TRAJ_STEPS).length,
    num_fails_by_error: sum((t) => t.error),
    traj_stats: Object.fromEntries(trajectories.map((t) => [t.instance_id, t])),
  };
}
