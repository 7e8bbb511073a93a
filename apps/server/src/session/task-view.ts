/** The Commander's side of the task: its description and the Progress Check on the live world. */
import { checkedObjects, type ThorObjectMetadata, type World } from '@chorehouse/sim';
import { builtinLibrary, progressCheck, taskInWords, WorldObjects, type ProgressCheckOutcome } from '@chorehouse/tdl';
import type { TaskView } from '@chorehouse/protocol';

export interface SessionTask {
  readonly taskName: string;
  readonly benchmarkName: string;
  readonly params: readonly string[];
}

/**
 * The Progress Check on the live world, made afresh each time (74-110 us on the demo kitchen). Its
 * answers used to be kept per Follower pose, but the Follower moves between most checks, and an
 * answer kept until then (some kB) lived just long enough to be promoted out of the young
 * generation and die in the old one. What stays the same between checks is shared instead: the
 * objects' resting metadata (the simulator's checkedObjects, the same records at every pose) and
 * the checker's index of them. While the Follower carries something, the carried records are made
 * afresh for each check, and the check reads an index derived from the shared one, which dies with
 * the check (docs/latency-log.md, 2026-11-28, third session).
 */
export function checkProgress(task: SessionTask, world: World): ProgressCheckOutcome {
  // Candidates ranked by distance to the Follower, as the rule-based Commander does.
  const { objects, resting, distanceOf } = checkedObjects(world);
  return progressCheck(builtinLibrary(), task.taskName, task.params, restingIndex(world, resting).withReplaced(objects), { distanceToAgent: distanceOf });
}

/**
 * The checker's index of each resting object list (by id, type and class, receptacle chains), kept
 * with the list until the next object change. Only shared lists are kept here: a list made for one
 * check would hold its index alive in this map, since a scavenge copies a weak map's values even
 * where their keys die young.
 */
const indexed = new WeakMap<readonly ThorObjectMetadata[], WorldObjects>();
/**
 * The last resting index made for worlds on this navigation grid. An object change (a pickup, a
 * door opened) replaces only the changed objects' records, so the next list's index is derived from
 * this one and shares where every id, type and class sits; a slice, which adds objects, gets one afresh.
 */
const lastOnGrid = new WeakMap<World['nav'], WorldObjects>();

function restingIndex(world: World, resting: readonly ThorObjectMetadata[]): WorldObjects {
  let made = indexed.get(resting);
  if (!made) {
    made = lastOnGrid.get(world.nav)?.withReplaced(resting) ?? new WorldObjects(resting);
    indexed.set(resting, made);
    lastOnGrid.set(world.nav, made);
  }
  return made;
}

/** `description`: the library's own words for the task with its parameters in people's words ("Put 2 slices of tomato on a clean plate."). */
export function taskView(task: SessionTask): TaskView {
  const description = taskInWords(builtinLibrary(), task.taskName, task.params) ?? task.benchmarkName;
  return { name: task.taskName, benchmark: task.benchmarkName, params: [...task.params], description };
}
