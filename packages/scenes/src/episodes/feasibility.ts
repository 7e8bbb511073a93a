/**
 * Tasks a drawn world cannot support, whatever the Follower does: watering a plant with no water
 * to carry (no sink or bathtub, no container holding water), boiling a potato when every potato
 * is already cooked (cooked food never boils), putting things where they do not fit (a pot in a
 * 10 cm drawer: the task library derives variants from what a room holds, not from sizes). Such a
 * draw is discarded and drawn again.
 */
import { catalogEntry, couldFit, type SimObject, type World } from '@chorehouse/sim';

const PUT_ALL_TASKS: ReadonlySet<string> = new Set(['Put All X On Y', 'Put All X In One Y']);

/** An object type or a TEACh object class ("Tables"), as task parameters name them. */
const isA = (o: SimObject, name: string) => o.objectType === name || o.simbotObjectClass.includes(name);

export function hasWaterSource(world: World): boolean {
  const live = world.objects.filter((o) => !o.disabled);
  const faucet = live.some((o) => o.objectType === 'Faucet');
  if (faucet && live.some((o) => catalogEntry(o.objectType).isBasin && !o.pickupable)) return true;
  return live.some((o) => o.pickupable && o.canFillWithLiquid && o.isFilledWithLiquid && o.fillLiquid === 'water' && o.objectType !== 'HousePlant');
}

/**
 * A receptacle the parameters name (a serving spot, a destination) of which no instance has
 * anywhere to put things (a side table under a counter's overhang), or null. Static per scene, so
 * generation drops such variants before drawing.
 */
export function unusableReceptacle(world: World, params: readonly string[]): string | null {
  const live = world.objects.filter((o) => !o.disabled && o.receptacle);
  for (const name of params) {
    const named = live.filter((o) => isA(o, name));
    if (named.length > 0 && named.every((o) => o.surfaces.length === 0 && !catalogEntry(o.objectType).holderAccepts)) return name;
  }
  return null;
}

/** Why the task cannot be done in this world, or null. */
export function infeasibility(world: World, taskName: string, params: readonly string[]): string | null {
  if (taskName === 'Water Plant' && !hasWaterSource(world)) return 'there is no water to carry: no sink or bathtub, and no container holds water';
  if (taskName === 'Boil X') {
    const type = params[0];
    const candidates = world.objects.filter((o) => !o.disabled && o.objectType === type);
    if (candidates.length > 0 && candidates.every((o) => o.isCooked)) return `every ${type} is already cooked and cannot be boiled`;
  }
  const unusable = unusableReceptacle(world, params);
  if (unusable) return `no ${unusable} has room on or in it`;
  const live = world.objects.filter((o) => !o.disabled);
  if (PUT_ALL_TASKS.has(taskName)) {
    const [what, , where] = params;
    const destinations = live.filter((o) => where !== undefined && isA(o, where));
    const misfit = live.find((o) => what !== undefined && o.pickupable && isA(o, what) && !destinations.some((d) => d.objectId !== o.objectId && couldFit(o, d, true)));
    if (misfit && destinations.length > 0) return `the ${misfit.objectType} fits in or on no ${where}`;
  }
  return null;
}
