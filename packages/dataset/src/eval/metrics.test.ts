import { describe, expect, it } from 'vitest';
import { aggregateMetrics, evaluateTrajectory, type TrajectoryInput } from './metrics.js';

const base: TrajectoryInput = {
  instanceId: 'g.edh0', gameId: 'g', success: true, trajLen: 10, gtPathLen: 5, initGc: { total: 8, satisfied: 4 }, finalGc: { total: 8, satisfied: 8 },
  predictedStop: true, numApiFails: 0, error: false, initSuccess: true, predActions: [],
};

describe('TEACh metrics, by hand', () => {
  it('a success in twice the reference length', () => {
    const m = evaluateTrajectory(base);
    // total = 8 - 4 = 4; remaining 0; GC = 1. Weight = min(1, 5 / max(10, 5)) = 0.5.
    expect(m).toMatchObject({
      success: 1, goal_condition_success: 1, success_spl: 0.5, goal_condition_spl: 0.5,
      path_len_weighted_success_spl: 2.5, path_len_weighted_goal_condition_spl: 2.5, completed_goal_conditions: 4, total_goal_conditions: 4, gt_path_len: 5,
    });
  });

  it('a partial failure, a state made worse, nothing to do, a failed start', () => {
    const partial = evaluateTrajectory({ ...base, success: false, trajLen: 4, finalGc: { total: 8, satisfied: 7 } });
    // remaining 1 of 4: GC = 0.75; shorter than the reference, so weight 1.
    expect(partial).toMatchObject({ success: 0, goal_condition_success: 0.75, success_spl: 0, goal_condition_spl: 0.75, path_len_weighted_goal_condition_spl: 3.75, completed_goal_conditions: 3 });
    const worse = evaluateTrajectory({ ...base, success: false, finalGc: { total: 8, satisfied: 2 } });
    expect(worse.goal_condition_success).toBe(-0.5); // 1 - 6/4
    const clipped = evaluateTrajectory({ ...base, initGc: { total: 3, satisfied: 5 }, finalGc: { total: 3, satisfied: 3 } });
    expect(clipped).toMatchObject({ goal_condition_success: 1, total_goal_conditions: 0 });
    expect(evaluateTrajectory({ ...base, initSuccess: false })).toMatchObject({ success: 0, goal_condition_success: 0, total_goal_conditions: 0, init_success: false });
  });

  it('aggregates as micro averages, and goal-condition success as the paper\'s macro average too', () => {
    const a = evaluateTrajectory(base); // completed 4 / 4, weighted success 2.5, gt 5
    const b = evaluateTrajectory({ ...base, instanceId: 'g.edh1', success: false, trajLen: 4, gtPathLen: 3, initGc: { total: 2, satisfied: 0 }, finalGc: { total: 2, satisfied: 1 }, predictedStop: false, numApiFails: 30 });
    // b: total 2, completed 1, GC 0.5, weight min(1, 3/4) = 0.75, weighted GC spl = 0.5 * 0.75 * 3 = 1.125
    const agg = aggregateMetrics([a, b]);
    expect(agg.success).toEqual({ num_successes: 1, num_evals: 2, success_rate: 0.5 });
    expect(agg.goal_condition_success).toEqual({
      completed_goal_conditions: 5, total_goal_conditions: 6, goal_condition_success_rate: 5 / 6,
      micro_goal_condition_success_rate: 5 / 6, macro_goal_condition_success_rate: (1 + 0.5) / 2,
    });
    expect(agg.path_length_weighted_success_rate).toBeCloseTo(2.5 / 8, 12);
    expect(agg.path_length_weighted_goal_condition_success_rate).toBeCloseTo((2.5 + 1.125) / 8, 12);
    expect(agg).toMatchObject({ num_predicted_stops: 1, num_fails_by_api_limit: 1, num_fails_by_traj_len_limit: 0, num_fails_by_error: 0 });
    expect(Object.keys(agg.traj_stats)).toEqual(['g.edh0', 'g.edh1']);
  });
});
