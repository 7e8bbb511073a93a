/**
 * Heat, cold and coffee (thor-world.md 3.5, 3.7, 3.9, 3.10): what an object's receptacle chain
 * does to it. The chain is transitive, so a potato in a pot on a lit burner is "on the burner".
 */
import { catalogEntry } from '../catalog/catalog.js';
import type { WorldDraft } from '../world/draft.js';
import type { SimObject } from '../world/types.js';

interface ChainEffects {
  stove: boolean;
  microwave: boolean;
  toaster: boolean;
  coffee: boolean;
  fridge: boolean;
  /** Some receptacle in the chain holds liquid (or once held water, TEACh's stale flag). */
  liquid: boolean;
}

function chainEffects(draft: WorldDraft, obj: SimObject): ChainEffects {
  const fx: ChainEffects = { stove: false, microwave: false, toaster: false, coffee: false, fridge: false, liquid: false };
  const seen = new Set<string>();
  let parentId = obj.parentId;
  while (parentId !== null && !seen.has(parentId)) {
    seen.add(parentId);
    const p = draft.get(parentId);
    if (!p) break;
    if (p.isFilledWithLiquid || p.simbotIsFilledWithWater === 1) fx.liquid = true;
    if (p.isToggled) {
      switch (p.objectType) {
        case 'StoveBurner': fx.stove = true; break;
        case 'Microwave': fx.microwave = true; break;
        case 'Toaster': fx.toaster = true; break;
        case 'CoffeeMachine': fx.coffee = true; break;
      }
    }
    if (p.objectType === 'Fridge') fx.fridge = true;
    parentId = p.parentId;
  }
  return fx;
}

export function applyAppliances(draft: WorldDraft): void {
  for (const obj of draft.current) {
    if (obj.disabled || obj.parentId === null) continue;
    const fx = chainEffects(draft, obj);
    const heated = fx.stove || fx.microwave || fx.toaster;
    const patch: Parameters<WorldDraft['update']>[1] = {};

    // AI2-THOR's microwave heat zone cannot toast bread: BreadSliced gets hot but not isCooked.
    const cooks = obj.cookable && !obj.isCooked &&
      (fx.stove || fx.toaster || (fx.microwave && obj.objectType !== 'BreadSliced'));
    if (cooks) {
      patch.isCooked = true;
      // simbotIsBoiled: the native cooked flag turns on while the chain holds water.
      if (fx.liquid) patch.simbotIsBoiled = true;
    }
    // TEACh's simbotIsCooked also counts any cookable in a running microwave or on a lit burner.
    if (!obj.simbotIsCooked && (cooks || obj.isCooked || (obj.cookable && (fx.microwave || fx.stove)))) {
      patch.simbotIsCooked = true;
    }
    if (fx.coffee && obj.canFillWithLiquid && !obj.isFilledWithLiquid && catalogEntry(obj.objectType).liquidsAccepted.includes('coffee')) {
      patch.isFilledWithLiquid = true;
      patch.fillLiquid = 'coffee';
      patch.simbotIsFilledWithCoffee = true;
      patch.temperature = 'Hot';
    }
    const temperature = heated ? 'Hot' : fx.fridge ? 'Cold' : (patch.temperature ?? obj.temperature);
    if (temperature !== obj.temperature) patch.temperature = temperature;
    if (Object.keys(patch).length > 0) draft.update(obj.objectId, patch);
  }
}
