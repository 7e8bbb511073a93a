/** The state changes of one step, as data for logs and for clients that mirror the world. */
import type { WorldDraft } from '../world/draft.js';
import { getObject } from '../world/lookup.js';
import type { CommanderCamera, FollowerState, SimObject, World } from '../world/types.js';
import type { StateChange } from './outcome.js';

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

export function collectChanges(before: World, draft: WorldDraft, after: World): StateChange[] {
  // `draft` holds the objects of `after`; the lookups below reuse its index and the cached one of `before`.
  const changes: StateChange[] = [];
  const created = new Set(draft.createdIds);
  for (const id of draft.changedIds) {
    const next = draft.require(id);
    if (created.has(id)) {
      changes.push({ kind: 'created', objectId: id, objectType: next.objectType });
      continue;
    }
    const prev = getObject(before, id)!;
    for (const key of Object.keys(next) as (keyof SimObject)[]) {
      if (!same(prev[key], next[key])) changes.push({ kind: 'object', objectId: id, property: key, from: prev[key], to: next[key] });
    }
  }
  const agents: ['follower' | 'commander', FollowerState | CommanderCamera, FollowerState | CommanderCamera][] = [
    ['follower', before.follower, after.follower],
    ['commander', before.commander, after.commander],
  ];
  for (const [agent, prev, next] of agents) {
    if (prev === next) continue;
    for (const key of Object.keys(next) as (keyof typeof next)[]) {
      const from: unknown = prev[key];
      const to: unknown = next[key];
      if (!same(from, to)) changes.push({ kind: 'agent', agent, property: key, from, to });
    }
  }
  return changes;
}
