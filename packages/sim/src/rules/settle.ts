/** Run the world's rules to a fixed point (DESIGN.md section 2). */
import { WorldDraft } from '../world/draft.js';
import type { World } from '../world/types.js';
import { applyAppliances } from './appliances.js';
import { applySinks } from './sinks.js';
import { applyStoveKnobs } from './stove-knobs.js';

/** Rules are monotone (they only switch states on), so a few passes always suffice. */
const MAX_PASSES = 8;

export function applyRules(draft: WorldDraft): void {
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const before = draft.version;
    applyStoveKnobs(draft);
    applySinks(draft);
    applyAppliances(draft);
    if (draft.version === before) return;
  }
  throw new Error('rules did not reach a fixed point');
}

/** Bring a freshly built world to its rules' fixed point without counting a step. */
export function settle(world: World): { world: World; changedIds: ReadonlySet<string> } {
  const draft = new WorldDraft(world);
  applyRules(draft);
  return { world: draft.finish(false), changedIds: draft.changedIds };
}
