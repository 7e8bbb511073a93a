/**
 * Tasks a drawn world cannot support, whatever the Follower does: watering a plant with no water
 * to carry (no sink or bathtub, no container holding water), boiling a potato when every potato
 * is already cooked (cooked food never boils). Such a draw is discarded and drawn again.
 */
import { catalogEntry, type World } from '@chorehouse/sim';

export function hasWaterSource(world: World): boolean {
  const live = world.objects.filter((o) => !o.disabled);
  const faucet = live.some((o) => o.objectType === 'Faucet');
  if (faucet && live.some((o) => catalogEntry(o.objectType).isBasin && !o.pickupable)) return true;
  return live.some((o) => o.pickupable && o.canFillWithLiquid && o.isFilledWithLiquid && o.fillLiquid === 'water' && o.objectType !== 'HousePlant');
}

/** Why the task cannot be done in this world, or null. */
export function infeasibility(world: World, taskName: string, params: readonly string[]): string | null {
  if (taskName === 'Water Plant' && !hasWaterSource(world)) return 'there is no water to carry: no sink or bathtub, and no container holds water';
  if (taskName === 'Boil X') {
    const type = params[0];
    const candidates = world.objects.filter((o) => !o.disabled && o.objectType === type);
    if (candidates.length > 0 && candidates.every((o) => o.isCooked)) return `every ${type} is already cooked and cannot be boiled`;
  }
  return null;
}
