/**
 * The Commander's Progress Check on a simulator world: the one the game server, the agents, the
 * dataset, the tutorial and the command line all ask. The task is checked against the world's
 * objects as TEACh's metadata (`snapshotObjects`: what the Follower carries where the hand holds
 * it), and equally good candidates are ranked by their distance to the Follower, as TEACh ranks
 * them by distance to an agent.
 *
 * Checks repeat on worlds that share their objects (the Follower walks and looks between them), so
 * the metadata list and the checker's index of it are kept with the world's objects array; only
 * what the Follower carries is made again at each pose. After an object change the new list's
 * index shares where every id, type and class sits with the last one made on the same floor plan
 * (`WorldObjects.withReplaced`).
 */
import {
  descendantsOf, followerCenter, metadataDistance, objectMetadata, snapshotObjects,
  type NavGrid, type SimObject, type ThorObjectMetadata, type Vec3, type World,
} from '@chorehouse/sim';
import type { CheckOptions } from '../check/check-task.js';
import { WorldObjects, type ObjectRecord } from '../check/world-objects.js';
import type { TaskLibrary } from '../library/task-library.js';
import { progressCheck, type ProgressCheckOutcome } from './progress-check.js';

/** A task of the library with its parameters. */
export interface TaskRef {
  readonly taskName: string;
  readonly params: readonly string[];
}

/**
 * The Progress Check of `task` in `world`: what the Commander is told. Candidates are ranked by
 * their distance from `from` (default: the Follower's body centre, as objects' `distance` is).
 */
export function progressCheckInWorld(library: TaskLibrary, task: TaskRef, world: World, from?: Vec3): ProgressCheckOutcome {
  return progressCheck(library, task.taskName, task.params, checkedObjects(world), rankedFrom(world, from));
}

/**
 * Ranking by distance from `from` (default: the Follower), for checks of object lists made from
 * this world's snapshot (a "what if this stood there" copy): the ranking `progressCheckInWorld` uses.
 */
export function rankedFrom(world: World, from: Vec3 = followerCenter(world)): CheckOptions {
  return { distanceToAgent: (o: ObjectRecord) => metadataDistance(from, (o as ThorObjectMetadata).axisAlignedBoundingBox.center) };
}

/** The snapshot first checked for an objects array (its records but the carried ones hold at any pose), and its index. */
interface Kept {
  readonly snapshot: readonly ThorObjectMetadata[];
  readonly index: WorldObjects;
}

/** Kept with the world's objects array, so it lives as long as worlds with those objects. */
const keptFor = new WeakMap<readonly SimObject[], Kept>();
/**
 * The last index made on a floor plan's navigation grid. A map keyed by lists made for one check
 * would hold their indexes alive (a scavenge copies a weak map's values even where their keys die
 * young), so only lists shared by many checks are keys here.
 */
const lastOnGrid = new WeakMap<NavGrid, WorldObjects>();

function checkedObjects(world: World): WorldObjects {
  let kept = keptFor.get(world.objects);
  if (!kept) {
    const snapshot = snapshotObjects(world);
    const index = lastOnGrid.get(world.nav)?.withReplaced(snapshot) ?? new WorldObjects(snapshot);
    kept = { snapshot, index };
    keptFor.set(world.objects, kept);
    lastOnGrid.set(world.nav, index);
  }
  const held = world.follower.heldObjectId;
  if (held === null) return kept.index;
  // What the Follower carries moves with it: those records are made where the hand is now.
  const carried = new Set([held, ...descendantsOf(world, held).map((d) => d.objectId)]);
  return kept.index.withReplaced(kept.snapshot.map((m) => (carried.has(m.objectId) ? objectMetadata(world, m.objectId) ?? m : m)));
}
