/** The rule-based planner's front door: the goal's policy decides the next interaction. */
import type { Decision } from './decision.js';
import { fail } from './decision.js';
import type { PlanContext } from './plan-context.js';
import { openOrClose, pickUp, put, toggle } from './policies/basic.js';
import { coffee } from './policies/coffee.js';
import { boil, cook } from './policies/heat.js';
import { slice } from './policies/slice.js';
import { clean, empty, fill } from './policies/water.js';

export function decide(ctx: PlanContext): Decision {
  const goal = ctx.goal;
  const obj = ctx.obj(goal.objectId);
  if (!obj) return fail(`There is no ${goal.objectId}.`);
  if (obj.disabled && goal.verb !== 'Slice') return fail(`The ${obj.objectType} is gone (sliced).`);
  switch (goal.verb) {
    case 'Clean': return clean(ctx, obj);
    case 'Fill': return fill(ctx, obj);
    case 'Empty': return empty(ctx, obj);
    case 'Cook': return cook(ctx, obj);
    case 'Boil': return boil(ctx, obj);
    case 'Slice': return slice(ctx, obj);
    case 'Coffee': return coffee(ctx, obj);
    case 'ToggleOn': return toggle(ctx, obj, true);
    case 'ToggleOff': return toggle(ctx, obj, false);
    case 'Open': return openOrClose(ctx, obj, true);
    case 'Close': return openOrClose(ctx, obj, false);
    case 'Pickup': return pickUp(ctx, obj);
    case 'Put': return put(ctx, obj, goal.destinationId);
  }
}
