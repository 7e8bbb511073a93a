/** Run the rule-based Follower through goals with `step`, for tests: the final world and what it did. */
import { getObject, step, type World } from '@chorehouse/sim';
import { RuleBasedFollower } from '../follower/follower.js';
import type { Goal } from '../follower/goal.js';

export interface GoalRun {
  readonly world: World;
  /** Object interactions as "Action Type" (e.g. "ToggleOn Faucet"), in order. */
  readonly interactions: readonly string[];
  readonly steps: number;
  readonly failedActions: number;
  readonly statuses: readonly string[];
}

export function runGoals(world: World, goals: readonly Goal[], maxSteps = 600): GoalRun {
  const follower = new RuleBasedFollower();
  const interactions: string[] = [];
  const statuses: string[] = [];
  let w = world, steps = 0, failed = 0;
  for (const goal of goals) {
    follower.assign(goal);
    for (;;) {
      const move = follower.next(w);
      if (move.kind !== 'act') {
        statuses.push(move.kind === 'done' ? 'done' : `failed: ${move.reason}`);
        break;
      }
      const r = step(w, 'follower', move.action);
      follower.observe(r.outcome);
      steps++;
      if (!r.outcome.success) failed++;
      if ('x' in move.action && r.outcome.success) interactions.push(`${move.action.name} ${getObject(w, r.outcome.objectId!)?.objectType ?? '?'}`);
      w = r.world;
      if (steps > maxSteps) throw new Error(`runGoals: more than ${maxSteps} steps on ${goal.verb} ${goal.objectId}`);
    }
  }
  return { world: w, interactions, steps, failedActions: failed, statuses };
}

export const idOfType = (world: World, type: string, k = 0): string => {
  const ids = world.objects.filter((o) => o.objectType === type && !o.disabled).map((o) => o.objectId);
  const id = ids[k];
  if (!id) throw new Error(`no ${type} #${k}`);
  return id;
};
