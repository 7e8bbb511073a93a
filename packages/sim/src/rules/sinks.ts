/**
 * TEACh's deterministic sink rule (thor-world.md 3.3): for every sink or bathtub basin whose
 * nearest faucet runs, everything in it is cleaned and, if it can hold liquid, filled with water.
 * TEACh sets `simbotIsFilledWithWater` on every fillable there, even one the fill leaves as it
 * was because it is already full (of water or coffee): that flag is what boiling reads.
 */
import { catalogEntry } from '../catalog/catalog.js';
import { boxCenter } from '../geometry/box.js';
import { distance } from '../geometry/vec.js';
import type { WorldDraft } from '../world/draft.js';
import type { SimObject } from '../world/types.js';

function nearestFaucet(basin: SimObject, faucets: readonly SimObject[]): SimObject | undefined {
  let best: SimObject | undefined;
  let bestD = Infinity;
  const c = boxCenter(basin.bbox);
  for (const f of faucets) {
    const d = distance(c, boxCenter(f.bbox));
    if (d < bestD) [best, bestD] = [f, d];
  }
  return best;
}

function isInside(draft: WorldDraft, obj: SimObject, receptacleId: string): boolean {
  const seen = new Set<string>();
  let parentId = obj.parentId;
  while (parentId !== null && !seen.has(parentId)) {
    if (parentId === receptacleId) return true;
    seen.add(parentId);
    parentId = draft.get(parentId)?.parentId ?? null;
  }
  return false;
}

export function applySinks(draft: WorldDraft): void {
  const faucets = draft.current.filter((o) => o.objectType === 'Faucet' && !o.disabled);
  if (faucets.length === 0) return;
  const running = draft.current.filter((o) => catalogEntry(o.objectType).isBasin && nearestFaucet(o, faucets)?.isToggled);
  if (running.length === 0) return;
  for (const obj of draft.current) {
    if (obj.disabled || obj.parentId === null) continue;
    if (!running.some((b) => isInside(draft, obj, b.objectId))) continue;
    const patch: Parameters<WorldDraft['update']>[1] = {};
    if (obj.dirtyable && obj.isDirty) patch.isDirty = false;
    if (obj.canFillWithLiquid && !obj.isFilledWithLiquid && catalogEntry(obj.objectType).liquidsAccepted.includes('water')) {
      patch.isFilledWithLiquid = true;
      patch.fillLiquid = 'water';
    }
    if (obj.canFillWithLiquid && obj.simbotIsFilledWithWater !== 1) patch.simbotIsFilledWithWater = 1;
    if (Object.keys(patch).length > 0) draft.update(obj.objectId, patch);
  }
}
