/**
 * A door that would swing into the Follower (AI2-THOR resets it, thor-world.md 3.1) is a dead end
 * unless the Follower is told a move that clears it. This finds the fewest moves (steps, turns,
 * looks) after which the object is in view, within reach and its door swings free, so the reason
 * the Follower reads names a move that works.
 */
import { displayName } from '../catalog/catalog.js';
import { findClickPoint } from '../geometry/click-point.js';
import { withinReach } from '../geometry/reach.js';
import { doorSwingHitsFollower } from '../geometry/doors.js';
import type { SimObject, World } from '../world/types.js';
import type { MotionActionName } from './action.js';
import { moveFollower } from './motion.js';
import { resolveClick } from './resolve-click.js';

/** Moves tried, in this order at each depth, so the advice is the smallest change: steps before turns and looks. */
const MOVES: readonly MotionActionName[] = ['Backward', 'Pan Left', 'Pan Right', 'Turn Left', 'Turn Right', 'Look Down', 'Look Up', 'Forward'];
/** The longest advice given; beyond it the Follower is told to stand clear of the swing. */
const MAX_MOVES = 3;

/** Whether the object can be opened from this pose: seen, clicked within reach, its door free. */
export function opensFromHere(world: World, objectId: string): boolean {
  const click = findClickPoint(world, objectId);
  if (!click) return false;
  const r = resolveClick(world, 'Open', click.x, click.y);
  return r.ok && r.target.object.objectId === objectId && !doorSwingHitsFollower(world, r.target.object);
}

/**
 * The fewest moves (breadth first, at most three) after which the object opens, or null. Poses are
 * screened by the cheap tests (the door swings free, the object within reach) before the view is
 * ray-cast, so a refusal costs a few hundred box tests and a handful of views.
 */
export function clearingMoves(world: World, obj: SimObject): readonly MotionActionName[] | null {
  const key = (w: World) => `${w.follower.x},${w.follower.z},${w.follower.yaw},${w.follower.horizon}`;
  const seen = new Set<string>([key(world)]);
  let frontier: { world: World; moves: MotionActionName[] }[] = [{ world, moves: [] }];
  for (let depth = 1; depth <= MAX_MOVES; depth++) {
    const next: typeof frontier = [];
    for (const { world: from, moves } of frontier) {
      for (const m of MOVES) {
        const moved = moveFollower(from, m);
        if ('code' in moved) continue;
        const w = { ...from, follower: moved.follower };
        if (seen.has(key(w))) continue;
        seen.add(key(w));
        const path = [...moves, m];
        if (!doorSwingHitsFollower(w, obj) && withinReach(w, obj) && opensFromHere(w, obj.objectId)) return path;
        next.push({ world: w, moves: path });
      }
    }
    frontier = next;
  }
  return null;
}

/** The words of the navigation buttons the Follower presses (apps/web nav-panel). */
const MOVE_WORDS: Readonly<Record<MotionActionName, string>> = {
  Backward: 'step back', 'Pan Left': 'step left', 'Pan Right': 'step right', Forward: 'step forward',
  'Turn Left': 'turn left', 'Turn Right': 'turn right', 'Look Down': 'look down', 'Look Up': 'look up',
};
const TIMES = ['', '', ' twice', ' three times'];

/** "step back twice, then turn left": repeated moves counted, in order. */
function phrase(moves: readonly MotionActionName[]): string {
  const runs: { move: MotionActionName; n: number }[] = [];
  for (const m of moves) {
    const last = runs.at(-1);
    if (last?.move === m) last.n++;
    else runs.push({ move: m, n: 1 });
  }
  return runs.map(({ move, n }) => `${MOVE_WORDS[move]}${TIMES[n]}`).join(', then ');
}

/** Why the door cannot open from here, naming the move that clears it when there is one. */
export function blockedDoorReason(obj: SimObject, moves: readonly MotionActionName[] | null): string {
  const door = `The ${displayName(obj.objectType)}'s door would hit you.`;
  if (!moves) return `${door} Stand clear of where it swings open, then open it.`;
  const p = phrase(moves);
  return `${door} ${p.charAt(0).toUpperCase()}${p.slice(1)}, then open it.`;
}
