/** TEACh's state differences (teach-formats.md 9.3) between object snapshots. */
import type { SnapshotWithBases, ThorObjectMetadata } from '@chorehouse/sim';

export type ObjectsDiff = Record<string, Record<string, unknown>>;
export interface StateDiff {
  /** Always empty, as in TEACh (its code compares the initial agent state with itself). */
  readonly agents: Record<string, never>;
  readonly objects: ObjectsDiff;
}

/** The properties whose changes EDH evaluation checks. */
export const EVALUATED_PROPERTIES = [
  'isToggled', 'isBroken', 'isFilledWithLiquid', 'isDirty', 'isUsedUp', 'isCooked', 'isOpen', 'isPickedUp', 'objectType',
  'simbotLastParentReceptacle', 'simbotIsCooked', 'simbotIsFilledWithWater', 'simbotIsBoiled', 'simbotIsFilledWithCoffee', 'simbotPickedUp',
] as const;

/**
 * Left out of diffs (inferred): `distance` and `visible` describe the Follower's view, not the
 * object, and would put every object into every diff as soon as the Follower moves.
 */
const VIEW_PROPERTIES = new Set(['distance', 'visible']);
const TOLERANCE = 1e-5;

function same(a: unknown, b: unknown): boolean {
  // Snapshots share their unchanged nested values: one is the same as itself unless a number in it is not finite.
  if (a === b) return typeof a === 'number' ? Number.isFinite(a) : typeof a !== 'object' || a === null || allFinite(a);
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= TOLERANCE;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((v, i) => same(v, (b as unknown[])[i]));
  const ka = Object.keys(a), kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Every number in it is finite: what `same(v, v)` answers by walking it. The values walked are small
 * (a position, a box's corners, a list of ids), and a differ (`stateDiffer`) walks each object's once.
 */
function allFinite(v: object): boolean {
  for (const x of Array.isArray(v) ? v : Object.values(v)) {
    if (typeof x === 'number' ? !Number.isFinite(x) : typeof x === 'object' && x !== null && !allFinite(x)) return false;
  }
  return true;
}

/** A slice or cracked egg (`<parent id>|TomatoSliced_0`) is compared against the object it came from. */
export function baseObjectId(objectId: string): string | null {
  const parts = objectId.split('|');
  if (parts.length <= 4 || objectId.endsWith('|SinkBasin') || objectId.endsWith('|BathtubBasin')) return null;
  return parts.slice(0, 4).join('|');
}

export type Snapshot = ReadonlyMap<string, ThorObjectMetadata>;

export function snapshotMap(objects: readonly ThorObjectMetadata[]): Snapshot {
  return new Map(objects.map((o) => [o.objectId, o]));
}

export function stateDiff(initial: Snapshot, current: Snapshot): StateDiff {
  const objects: ObjectsDiff = {};
  for (const [id, now] of current) {
    const changed = objectChange(initial, id, now);
    if (changed) objects[id] = changed;
  }
  return { agents: {}, objects };
}

/** What differs in one object from its entry (or its base object's) in `initial`; null for nothing. */
function objectChange(initial: Snapshot, id: string, now: ThorObjectMetadata): Record<string, unknown> | null {
  const baseId = initial.has(id) ? id : baseObjectId(id);
  const before = baseId ? initial.get(baseId) : undefined;
  let changed: Record<string, unknown> | null = null;
  for (const key in now) { // a snapshot's metadata is a plain record: its own keys, in order
    if (key === 'objectId' || VIEW_PROPERTIES.has(key)) continue;
    const value: unknown = Reflect.get(now, key);
    if (!before || !same(Reflect.get(before, key), value)) (changed ??= {})[key] = value;
  }
  return changed;
}

/**
 * `stateDiff(initial, ·)` for the snapshots of many worlds of one game (sim `snapshotWithBases`): an
 * entry differs from its base only in `distance`, which diffs leave out, so each object's change is
 * made once per base and shared by the diffs of every world that holds it. The changes are read,
 * never changed.
 */
export function stateDiffer(initial: Snapshot): (current: SnapshotWithBases) => StateDiff {
  const perBase = new Map<ThorObjectMetadata, Record<string, unknown> | null>();
  return ({ objects: entries, bases }) => {
    const objects: ObjectsDiff = {};
    entries.forEach((now, i) => {
      const base = bases[i];
      let changed = base ? perBase.get(base) : undefined;
      if (changed === undefined) {
        changed = objectChange(initial, now.objectId, now);
        if (base) perBase.set(base, changed);
      }
      if (changed) objects[now.objectId] = changed;
    });
    return { agents: {}, objects };
  };
}

/** Anything with the evaluated properties: snapshot metadata or the simulator's own objects. */
export type EvaluatedObject = { readonly objectId: string } & { readonly [K in (typeof EVALUATED_PROPERTIES)[number]]: unknown };

/**
 * `stateDiff` restricted to the evaluated properties, read straight from the simulator's objects:
 * all that deciding whether an EDH instance is kept needs, at a fraction of a snapshot's cost.
 * `memo` (for diffs against one `initial`) keeps each object's entry: consecutive worlds of a
 * replay share most of their records, which the simulator never changes in place. The entries are
 * then shared between the diffs; they are read, never changed.
 */
export function evaluatedDiff(
  initial: ReadonlyMap<string, EvaluatedObject>, current: Iterable<EvaluatedObject>, memo?: Map<EvaluatedObject, Record<string, unknown> | null>,
): StateDiff {
  const objects: ObjectsDiff = {};
  for (const now of current) {
    let changed = memo?.get(now);
    if (changed === undefined) {
      changed = evaluatedChange(initial, now);
      memo?.set(now, changed);
    }
    if (changed) objects[now.objectId] = changed;
  }
  return { agents: {}, objects };
}

function evaluatedChange(initial: ReadonlyMap<string, EvaluatedObject>, now: EvaluatedObject): Record<string, unknown> | null {
  const baseId = initial.has(now.objectId) ? now.objectId : baseObjectId(now.objectId);
  const before = baseId ? initial.get(baseId) : undefined;
  let changed: Record<string, unknown> | null = null;
  for (const prop of EVALUATED_PROPERTIES) {
    if (before && before[prop] === now[prop]) continue;
    (changed ??= {})[prop] = now[prop];
  }
  return changed;
}

/**
 * What the future changed, restricted to the evaluated properties (teach-formats.md 9.3), as TEACh's
 * `get_state_diff_changes`: an object that is in both diffs is compared with itself; a slice or
 * cracked egg that the history's diff does not hold is compared with its base object's history
 * values (so slices of a potato cooked during the history carry no cooked-state change); an object
 * with nothing to compare against keeps all of its final values.
 */
export function stateChanges(initDiff: StateDiff, finalDiff: StateDiff): StateDiff {
  const init = evaluatedOnly(initDiff.objects);
  const objects: ObjectsDiff = {};
  for (const [id, finalProps] of evaluatedOnly(finalDiff.objects)) {
    const initProps = init.get(id) ?? init.get(baseObjectId(id) ?? id);
    const kept: Record<string, unknown> = {};
    for (const [prop, value] of Object.entries(finalProps)) {
      if (!initProps || !(prop in initProps) || !same(initProps[prop], value)) kept[prop] = value;
    }
    if (Object.keys(kept).length > 0) objects[id] = kept;
  }
  return { agents: {}, objects };
}

/** Each object's evaluated properties, in `EVALUATED_PROPERTIES` order; objects without any are left out, as TEACh does. */
function evaluatedOnly(objects: ObjectsDiff): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const [id, props] of Object.entries(objects)) {
    const kept: Record<string, unknown> = {};
    for (const prop of EVALUATED_PROPERTIES) if (prop in props) kept[prop] = props[prop];
    if (Object.keys(kept).length > 0) out.set(id, kept);
  }
  return out;
}
