/**
 * A copy-on-write working copy of a world, used inside one step: action handlers and rules update
 * objects through it, and `finish` yields the next immutable world. The input world is never
 * touched, so `step` stays a pure function.
 */
import { translateBox } from '../geometry/box.js';
import { snap6 } from '../geometry/vec.js';
import type { Vec3 } from './metadata.js';
import { adoptPositions, positionsOf, type Positions } from './lookup.js';
import type { CommanderCamera, FollowerState, SimObject, World } from './types.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type ObjectPatch = Partial<Mutable<Omit<SimObject, 'objectId' | 'objectType'>>>;

export class WorldDraft {
  private objects: SimObject[] | null = null;
  /** Positions of `current`'s ids: the base's own index until an object is added, then a copy. */
  private index: Positions | null = null;
  private ownIndex: Map<string, number> | null = null;
  private readonly created: string[] = [];
  readonly changedIds = new Set<string>();
  /** Increases with every object update; rules compare it to detect their fixed point. */
  version = 0;
  follower: FollowerState;
  commander: CommanderCamera;

  constructor(readonly base: World) {
    this.follower = base.follower;
    this.commander = base.commander;
  }

  get current(): readonly SimObject[] {
    return this.objects ?? this.base.objects;
  }

  private ensureIndex(): Positions {
    return (this.index ??= positionsOf(this.base.objects));
  }

  get(objectId: string): SimObject | undefined {
    const i = this.ensureIndex().get(objectId);
    return i === undefined ? undefined : this.current[i];
  }

  require(objectId: string): SimObject {
    const o = this.get(objectId);
    if (!o) throw new Error(`WorldDraft: no object ${objectId}`);
    return o;
  }

  update(objectId: string, patch: ObjectPatch): void {
    const i = this.ensureIndex().get(objectId);
    if (i === undefined) throw new Error(`WorldDraft: no object ${objectId}`);
    if (!this.objects) this.objects = [...this.base.objects];
    this.objects[i] = { ...this.objects[i]!, ...patch };
    this.changedIds.add(objectId);
    this.version++;
  }

  add(obj: SimObject): void {
    if (this.get(obj.objectId)) throw new Error(`WorldDraft: duplicate object ${obj.objectId}`);
    if (!this.objects) this.objects = [...this.base.objects];
    if (!this.ownIndex) this.index = this.ownIndex = new Map(this.ensureIndex());
    this.ownIndex.set(obj.objectId, this.objects.length);
    this.objects.push(obj);
    this.created.push(obj.objectId);
    this.changedIds.add(obj.objectId);
    this.version++;
  }

  get createdIds(): readonly string[] {
    return this.created;
  }

  childrenOf(objectId: string): SimObject[] {
    return this.current.filter((o) => o.parentId === objectId);
  }

  /** Move an object and everything it carries by the same offset. */
  moveSubtree(objectId: string, delta: Vec3): void {
    if (delta.x === 0 && delta.y === 0 && delta.z === 0) return;
    const stack = [objectId];
    while (stack.length > 0) {
      const id = stack.pop()!;
      const o = this.require(id);
      this.update(id, {
        position: { x: snap6(o.position.x + delta.x), y: snap6(o.position.y + delta.y), z: snap6(o.position.z + delta.z) },
        bbox: translateBox(o.bbox, delta),
        surfaces: o.surfaces.map((s) => ({
          ...s, minX: snap6(s.minX + delta.x), maxX: snap6(s.maxX + delta.x), minZ: snap6(s.minZ + delta.z), maxZ: snap6(s.maxZ + delta.z), y: snap6(s.y + delta.y),
        })),
      });
      for (const c of this.childrenOf(id)) stack.push(c.objectId);
    }
  }

  /** The resulting world; `countStep` is false when only settling a freshly built world. */
  finish(countStep = true): World {
    // The result holds the base's ids at the same places (and what was added after them), so its
    // index is the one kept here: the next step's lookups need not make it again.
    if (this.objects) adoptPositions(this.objects, this.ensureIndex());
    return {
      ...this.base,
      objects: this.objects ?? this.base.objects,
      follower: this.follower,
      commander: this.commander,
      stepCount: this.base.stepCount + (countStep ? 1 : 0),
    };
  }
}

