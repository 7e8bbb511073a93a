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

export class WorldObjects {
  private readonly byIdMap = new Map<string, ObjectRecord>();
  private readonly chains = new Map<ObjectRecord, readonly unknown[] | null>();
  private readonly indexByType = new Map<string, number[]>();
  private classIndex: { byClass: Map<string, number[]>; irregular: number[] } | null = null;
  private readonly narrowed = new Map<string, readonly ObjectRecord[]>();

  constructor(readonly all: readonly ObjectRecord[]) {
    all.forEach((obj, i) => {
      // TEACh scans the list and takes the first match, so the first object with an id wins.
      if (!this.byIdMap.has(obj.objectId)) this.byIdMap.set(obj.objectId, obj);
      const list = this.indexByType.get(obj.objectType);
      if (list) list.push(i);
      else this.indexByType.set(obj.objectType, [i]);
    });
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
    for (const type of types) {
      indexes.push(...(this.indexByType.get(type) ?? []));
      const alias = TYPE_ALIASES[type];
      if (alias) indexes.push(...(this.indexByType.get(alias) ?? []));
    }
    if (classes.length > 0) {
      const { byClass, irregular } = this.classes();
      for (const name of classes) indexes.push(...(byClass.get(name) ?? []));
      indexes.push(...irregular);
    }
    const result = [...new Set(indexes)].sort((a, b) => a - b).map((i) => this.all[i] as ObjectRecord);
    this.narrowed.set(key, result);
    return result;
  }

  /** Class -> objects, for objects whose simbotObjectClass is a list; any other value is "irregular". */
  private classes(): { byClass: Map<string, number[]>; irregular: number[] } {
    if (this.classIndex) return this.classIndex;
    const byClass = new Map<string, number[]>();
    const irregular: number[] = [];
    this.all.forEach((obj, i) => {
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
    this.classIndex = { byClass, irregular };
    return this.classIndex;
  }

  byId(id: unknown): ObjectRecord | undefined {
    return typeof id === 'string' ? this.byIdMap.get(id) : undefined;
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
