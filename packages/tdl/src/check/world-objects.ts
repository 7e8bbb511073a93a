/**
 * The object list the checker reads: AI2-THOR/TEACh metadata records, read loosely (any field may
 * be missing or oddly typed), indexed by id, with receptacle chains computed once per list. The
 * list and its records must not change while its WorldObjects is used (checks may share one).
 */

/** Only the id and the type are required; every other field is looked up by name. */
export interface ObjectRecord {
  readonly objectId: string;
  readonly objectType: string;
}

export function hasField(obj: ObjectRecord, name: string): boolean {
  return Object.hasOwn(obj, name);
}

export function field(obj: ObjectRecord, name: string): unknown {
  return Object.hasOwn(obj, name) ? Reflect.get(obj, name) : undefined;
}

/** Sinks and bathtubs exist as a fixture and a basin object; a task may name either. */
export const TYPE_ALIASES: Readonly<Record<string, string>> = {
  Sink: 'SinkBasin', SinkBasin: 'Sink', Bathtub: 'BathtubBasin', BathtubBasin: 'Bathtub',
};

/**
 * Where each id, type and class sits in a list: all an index needs of the list that does not depend
 * on the records' states, so lists of the same shape (the same ids, types and classes at the same
 * places) share it.
 */
class Shape {
  /** Each id's first place: TEACh scans the list and takes the first match. */
  readonly firstIndex = new Map<string, number>();
  readonly indexesByType = new Map<string, number[]>();
  private classIndex: { readonly byClass: Map<string, number[]>; readonly irregular: number[] } | null = null;

  constructor(of: readonly ObjectRecord[]) {
    of.forEach((obj, i) => {
      if (!this.firstIndex.has(obj.objectId)) this.firstIndex.set(obj.objectId, i);
      const list = this.indexesByType.get(obj.objectType);
      if (list) list.push(i);
      else this.indexesByType.set(obj.objectType, [i]);
    });
  }

  /**
   * Class -> places, for objects whose simbotObjectClass is a list; any other value is "irregular".
   * Made once, from the first list of this shape that asks (all have the same classes at each place).
   */
  classes(of: readonly ObjectRecord[]): { readonly byClass: ReadonlyMap<string, readonly number[]>; readonly irregular: readonly number[] } {
    if (this.classIndex) return this.classIndex;
    const byClass = new Map<string, number[]>();
    const irregular: number[] = [];
    of.forEach((obj, i) => {
      const classes = field(obj, 'simbotObjectClass');
      if (!Array.isArray(classes)) {
        if (hasField(obj, 'simbotObjectClass')) irregular.push(i);
        return;
      }
      for (const name of classes) {
        if (typeof name !== 'string') continue;
        const list = byClass.get(name);
        if (list) list.push(i);
        else byClass.set(name, [i]);
      }
    });
    return (this.classIndex = { byClass, irregular });
  }
}

export class WorldObjects {
  private readonly chains = new Map<ObjectRecord, readonly unknown[] | null>();
  private readonly narrowed = new Map<string, readonly ObjectRecord[]>();
  private shaped: Shape | null = null;

  constructor(readonly all: readonly ObjectRecord[]) {}

  private get shape(): Shape {
    return (this.shaped ??= new Shape(this.all));
  }

  /**
   * The index of `all`, a list made from this one's by replacing records with records of the same
   * id, type and classes: an object changed (opened, filled, moved to another receptacle) or carried
   * (made afresh where the hand holds it, at each pose). It shares where ids, types and classes sit
   * with this index, so a check after such a change indexes nothing of the whole list again; its
   * receptacle chains and narrowed lists are its own, made as checks ask. A list of another shape
   * (another length, or another id, type or class list somewhere) is indexed afresh, as
   * `new WorldObjects(all)` would.
   */
  withReplaced(all: readonly ObjectRecord[]): WorldObjects {
    if (all === this.all) return this;
    const next = new WorldObjects(all);
    if (all.length !== this.all.length) return next;
    for (let i = 0; i < all.length; i++) {
      const now = all[i]!;
      const was = this.all[i]!;
      if (now !== was && (now.objectId !== was.objectId || now.objectType !== was.objectType || !sameClasses(now, was))) return next;
    }
    next.shaped = this.shape;
    return next;
  }

  /**
   * A superset, in list order, of the objects whose `objectType` equals one of `types` (with the
   * Sink/Bathtub aliases) or whose class list holds one of `classes`. Checking only these gives
   * the same answer as scanning every object, much faster; the rest fail the primary condition.
   */
  narrowTo(types: readonly string[], classes: readonly string[]): readonly ObjectRecord[] {
    const key = `${types.join('\u0000')}\u0001${classes.join('\u0000')}`;
    const cached = this.narrowed.get(key);
    if (cached) return cached;
    const indexes: number[] = [];
    const { indexesByType } = this.shape;
    for (const type of types) {
      indexes.push(...(indexesByType.get(type) ?? []));
      const alias = TYPE_ALIASES[type];
      if (alias) indexes.push(...(indexesByType.get(alias) ?? []));
    }
    if (classes.length > 0) {
      const { byClass, irregular } = this.shape.classes(this.all);
      for (const name of classes) indexes.push(...(byClass.get(name) ?? []));
      indexes.push(...irregular);
    }
    const result = [...new Set(indexes)].sort((a, b) => a - b).map((i) => this.all[i] as ObjectRecord);
    this.narrowed.set(key, result);
    return result;
  }

  byId(id: unknown): ObjectRecord | undefined {
    const i = typeof id === 'string' ? this.shape.firstIndex.get(id) : undefined;
    return i === undefined ? undefined : this.all[i];
  }

  /**
   * The ids an object sits in (2.5.1 step 4): its own `parentReceptacles` when not null, else
   * its `simbotLastParentReceptacle` followed by that parent's chain; null when neither is known.
   */
  receptacleChain(obj: ObjectRecord): readonly unknown[] | null {
    return this.chainOf(obj, new Set());
  }

  private chainOf(obj: ObjectRecord, visiting: Set<ObjectRecord>): readonly unknown[] | null {
    const cached = this.chains.get(obj);
    if (cached !== undefined) return cached;
    let chain: readonly unknown[] | null = null;
    const own = field(obj, 'parentReceptacles');
    if (hasField(obj, 'parentReceptacles') && own !== null) {
      // A non-list value here is malformed; Python would iterate it, which matches nothing useful.
      chain = Array.isArray(own) ? own : [];
    } else if (hasField(obj, 'simbotLastParentReceptacle')) {
      const parentId = field(obj, 'simbotLastParentReceptacle');
      if (parentId !== null && parentId !== undefined && parentId !== obj.objectId) {
        const parent = this.byId(parentId);
        visiting.add(obj);
        // TEACh stops only at a self-reference; a longer loop would recurse forever, we cut it.
        const further = parent && !visiting.has(parent) ? this.chainOf(parent, visiting) : null;
        chain = further ? [parentId, ...further] : [parentId];
      }
    }
    this.chains.set(obj, chain);
    return chain;
  }
}

/** Whether two records have the same `simbotObjectClass` (absent, a list of the same strings, or the same other value). */
function sameClasses(a: ObjectRecord, b: ObjectRecord): boolean {
  if (hasField(a, 'simbotObjectClass') !== hasField(b, 'simbotObjectClass')) return false;
  const x = field(a, 'simbotObjectClass');
  const y = field(b, 'simbotObjectClass');
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((c, i) => c === y[i]);
  return x === y;
}
