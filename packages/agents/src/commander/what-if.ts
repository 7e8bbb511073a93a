/**
 * "What if this object stood there?": the Commander asks the checker itself which receptacle a
 * relation wants (which of several clean plates already holds the sandwich, which cabinet holds the
 * most books). It moves the object in a copy of the snapshot (its receptacle chain, and its
 * contents' chains) and compares goal conditions.
 */
import { ancestorsOf, descendantsOf, type ThorObjectMetadata, type World } from '@chorehouse/sim';
import { progressCheck, type TaskLibrary } from '@chorehouse/tdl';

export interface TaskRef {
  readonly taskName: string;
  readonly params: readonly string[];
}

/** Distance to the Follower ranks the checker's candidates, as TEACh does with a simulator. */
export const byDistance = { distanceToAgent: (o: { objectId: string }) => (o as Partial<ThorObjectMetadata>).distance ?? 0 };

export function goalConditionsSatisfied(library: TaskLibrary, task: TaskRef, objects: readonly ThorObjectMetadata[]): number {
  const r = progressCheck(library, task.taskName, task.params, objects, byDistance);
  return r.ok ? r.goalConditions.satisfied : 0;
}

/** The snapshot with `objectId` (and what it carries) moved into or onto `destinationId`. */
export function relocated(world: World, snapshot: readonly ThorObjectMetadata[], objectId: string, destinationId: string): ThorObjectMetadata[] {
  const destChain = [destinationId, ...ancestorsOf(world, destinationId).map((a) => a.objectId)];
  const moved = new Map<string, readonly string[]>([[objectId, destChain]]);
  for (const d of descendantsOf(world, objectId)) {
    const up: string[] = [];
    for (const a of ancestorsOf(world, d.objectId)) {
      up.push(a.objectId);
      if (a.objectId === objectId) break;
    }
    moved.set(d.objectId, [...up, ...destChain]);
  }
  return snapshot.map((o) => {
    const chain = moved.get(o.objectId);
    if (!chain) return o;
    return { ...o, parentReceptacles: [...chain], simbotLastParentReceptacle: chain[0] ?? null };
  });
}
