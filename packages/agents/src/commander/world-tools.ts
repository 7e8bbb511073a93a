/**
 * The Commander's tools over an in-process world (headless harnesses and tests): Progress Check by
 * the task library, SearchObject by free text (type or display name, as the game server's search)
 * or by id. Each use is counted, as TATC counts Commander actions.
 */
import { displayName, getObject, type World } from '@chorehouse/sim';
import { builtinLibrary, progressCheckInWorld, type TaskLibrary } from '@chorehouse/tdl';
import type { CommanderTools, ProgressCheckView, SearchHit } from '../seats/seat.js';
import type { TaskRef } from './what-if.js';

const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const MAX_HITS = 8;

export interface CountedCommanderTools extends CommanderTools {
  readonly uses: { progressChecks: number; searches: number };
}

export function worldCommanderTools(world: () => World, task: TaskRef, library: TaskLibrary = builtinLibrary()): CountedCommanderTools {
  const uses = { progressChecks: 0, searches: 0 };
  return {
    uses,
    progressCheck(): ProgressCheckView {
      uses.progressChecks++;
      const r = progressCheckInWorld(library, task, world());
      if (!r.ok) throw new Error(`The task does not instantiate: ${r.errors.map((e) => e.message).join('; ')}`);
      return { success: r.result.success, goalConditions: r.goalConditions, response: r.response };
    },
    search(query: string): readonly SearchHit[] {
      uses.searches++;
      const w = world();
      const hit = (o: { objectId: string; objectType: string; position: { x: number; y: number; z: number } }): SearchHit => ({ objectId: o.objectId, objectType: o.objectType, position: { ...o.position } });
      const byId = getObject(w, query);
      if (byId) return byId.disabled ? [] : [hit(byId)];
      const q = fold(query);
      if (!q) return [];
      const live = w.objects.filter((o) => !o.disabled);
      const exact = live.filter((o) => fold(o.objectType) === q || fold(displayName(o.objectType)) === q);
      const loose = exact.length ? exact : live.filter((o) => fold(o.objectType).includes(q));
      return loose.slice(0, MAX_HITS).map(hit);
    },
  };
}
