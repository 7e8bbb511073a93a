/**
 * A door that would swing into the Follower (AI2-THOR resets it, thor-world.md 3.1) is a dead end
 * unless the Follower is told a move that clears it. This finds the shortest such move: one or
 * two steps (back, left, right) after which the object is still in view, within reach and its
 * door swings free, so the reason the Follower reads names a move that works.
 */
import { displayName } from '../catalog/catalog.js';
import { findClickPoint } from '../geometry/click-point.js';
import { doorSwingHitsFollower } from '../geometry/doors.js';
import type { SimObject, World } from '../world/types.js';
import type { MotionActionName } from './action.js';
import { moveFollower } from './motion.js';
import { resolveClick } from './resolve-click.js';

export type ClearingStep = Extract<MotionActionName, 'Backward' | 'Pan Left' | 'Pan Right'>;

/** Tried in this order, so the advice is the smallest change: one step, back before sideways. */
const CANDIDATES: readonly (readonly ClearingStep[])[] = [
  ['Backward'], ['Pan Left'], ['Pan Right'],
  ['Backward', 'Backward'], ['Backward', 'Pan Left'], ['Backward', 'Pan Right'], ['Pan Left', 'Pan Left'], ['Pan Right', 'Pan Right'],
];

/** The world after the steps, or null when one of them is blocked. */
function walked(world: World, steps: readonly ClearingStep[]): World | null {
  let w = world;
  for (const s of steps) {
    const moved = moveFollower(w, s);
    if ('code' in moved) return null;
    w = { ...w, follower: moved.follower };
  }
  return w;
}

/** Whether the object can be opened from this pose: seen, clicked within reach, its door free. */
export function opensFromHere(world: World, objectId: string): boolean {
  const click = findClickPoint(world, objectId);
  if (!click) return false;
  const r = resolveClick(world, 'Open', click.x, click.y);
  return r.ok && r.target.object.objectId === objectId && !doorSwingHitsFollower(world, r.target.object);
}

/** The shortest steps after which the object opens, or null when none of the candidates works. */
export function clearingSteps(world: World, obj: SimObject): readonly ClearingStep[] | null {
  for (const steps of CANDIDATES) {
    const w = walked(world, steps);
    if (w && opensFromHere(w, obj.objectId)) return steps;
  }
  return null;
}

/** The words of the navigation buttons the Follower presses (apps/web nav-panel: Back, Step left, Step right). */
const STEP_WORDS: Readonly<Record<ClearingStep, string>> = { Backward: 'step back', 'Pan Left': 'step left', 'Pan Right': 'step right' };

function phrase(steps: readonly ClearingStep[]): string {
  const [a, b] = steps;
  if (!a) return '';
  if (!b) return `${STEP_WORDS[a]} once`;
  return a === b ? `${STEP_WORDS[a]} twice` : `${STEP_WORDS[a]}, then ${STEP_WORDS[b].replace('step ', '')}`;
}

/** Why the door cannot open from here, naming the move that clears it when there is one. */
export function blockedDoorReason(obj: SimObject, steps: readonly ClearingStep[] | null): string {
  const door = `The ${displayName(obj.objectType)}'s door would hit you.`;
  if (!steps) return `${door} Stand clear of where it swings open, then open it.`;
  const p = phrase(steps);
  return `${door} ${p.charAt(0).toUpperCase()}${p.slice(1)}, then open it.`;
}
