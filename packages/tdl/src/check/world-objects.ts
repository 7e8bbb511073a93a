/**
 * The object list the checker reads: AI2-THOR/TEACh metadata records, read loosely (any field may
 * be missing or oddly typed), indexed by id, with receptacle chains computed once per check.
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
  return Object.hasOwn(obj, name) ? (obj as unknown as Readonly<Record<string, unknown>>)[name] : undefined;
}

export class WorldObjects {
  private readonly byIdMap = new Map<string, ObjectRecord>();
  private readonly chains = new Map<ObjectRecord, readonly unknown[] | null>();

  constructor(readonly all: readonly ObjectRecord[]) {
    // TEACh scans the list and takes the first match, so the first object with an id wins.
    for (const obj of all) if (!this.byIdMap.has(obj.objectId)) this.byIdMap.set(obj.objectId, obj);
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
