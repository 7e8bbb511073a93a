/**
 * Randomising a scene as TEACh prepared its games (thor-world.md 3.12): movable objects spread
 * over the receptacles their type may start in (AI2-THOR's placement restrictions), 1-3 of each
 * task-relevant type, and starting states drawn with probability one half: dirty dishes,
 * containers filled with water, appliances switched on.
 */
import { capabilityFlagsOf, catalogEntry, thorObjectId, type ObjectSpec, type Surface, type World } from '@chorehouse/sim';
import type { Rect } from '../geometry/raster.js';
import type { SceneFile, SceneObject } from '../scene/scene-file.js';
import { objectSpecOf } from '../scene/scene-world.js';
import { randomSpot, type Size } from './placement.js';
import type { Random } from './random.js';

/** Appliances and fixtures whose switch state is drawn at random; lights stay on so people can see. */
const KEEP_SWITCHED = new Set(['LightSwitch', 'FloorLamp', 'DeskLamp']);

const pickupable = (o: SceneObject) => o.flags?.pickupable ?? capabilityFlagsOf(o.type).pickupable;

export interface RandomizeInput {
  readonly scene: SceneFile;
  /** The scene as imported, for the receptacles' surfaces. */
  readonly base: World;
  readonly taskTypes: ReadonlySet<string>;
  readonly random: Random;
}

export interface Randomized {
  readonly specs: ObjectSpec[];
  /** Ids of the copies added to the scene. */
  readonly spawned: string[];
  /** Objects that found no free receptacle and kept their place in the scene. */
  readonly unmoved: string[];
}

interface Receptacle {
  readonly id: string;
  readonly type: string;
  readonly surfaces: readonly Surface[];
  readonly holder: boolean;
  readonly taken: Rect[];
}

/**
 * Fixed receptacles a Follower can reach (they have viewpoints), by type. What is fixed on them
 * (a toaster or a coffee machine on a counter) takes its room from the start.
 */
function reachableReceptacles(scene: SceneFile, base: World): Receptacle[] {
  const surfaces = new Map(base.objects.map((o) => [o.objectId, o.surfaces]));
  const footprint = (o: SceneObject): Rect => ({ minX: o.box[0], maxX: o.box[3], minZ: o.box[2], maxZ: o.box[5] });
  return scene.objects
    .filter((o) => !pickupable(o) && o.type !== 'Floor' && (o.viewpoints?.length ?? 0) > 0 && (surfaces.get(o.id)?.length ?? 0) > 0)
    .map((o) => ({
      id: o.id, type: o.type, surfaces: surfaces.get(o.id)!, holder: catalogEntry(o.type).holderAccepts !== null,
      taken: scene.objects.filter((c) => c.parent === o.id && !pickupable(c)).map(footprint),
    }));
}

function allowedIn(type: string, r: Receptacle): boolean {
  const entry = catalogEntry(type);
  const holds = catalogEntry(r.type).holderAccepts;
  if (holds) return holds.includes(type) && r.taken.length === 0;
  return entry.placeableIn === null ? catalogEntry(r.type).receptacleKind === 'on' : entry.placeableIn.includes(r.type);
}

function sizeOf(o: SceneObject): Size {
  return { x: o.box[3] - o.box[0], y: o.box[4] - o.box[1], z: o.box[5] - o.box[2] };
}

function randomState(o: SceneObject, random: Random): ObjectSpec['state'] {
  const flags = { ...capabilityFlagsOf(o.type), ...o.flags };
  const state: Record<string, unknown> = { ...o.state };
  if (flags.dirtyable) state['isDirty'] = random.chance(0.5);
  if (flags.canFillWithLiquid) {
    const filled = random.chance(0.5);
    state['isFilledWithLiquid'] = filled;
    state['fillLiquid'] = filled ? 'water' : null;
  }
  if (flags.toggleable && !KEEP_SWITCHED.has(o.type) && !(o.state?.isBroken ?? false)) state['isToggled'] = random.chance(0.5);
  return state as ObjectSpec['state'];
}

/**
 * Receptacles in random order, drawing the type first: a kitchen has twenty cabinets and two
 * counters, and objects should not all end up behind doors.
 */
function receptacleOrder(candidates: readonly Receptacle[], random: Random): Receptacle[] {
  const byType = new Map<string, Receptacle[]>();
  for (const r of candidates) byType.set(r.type, [...(byType.get(r.type) ?? []), r]);
  const order: Receptacle[] = [];
  for (const type of random.shuffled([...byType.keys()].sort())) order.push(...random.shuffled(byType.get(type)!));
  return order;
}

export function randomize({ scene, base, taskTypes, random }: RandomizeInput): Randomized {
  const receptacles = reachableReceptacles(scene, base);
  const movable = scene.objects.filter((o) => pickupable(o) && o.type !== 'Floor');
  const fixed = scene.objects.filter((o) => !movable.includes(o));

  // 1-3 of every task-relevant type present (TEACh: numpy randint(1, 4) copies).
  const copies: { source: SceneObject; copy: number }[] = [];
  for (const type of [...taskTypes].sort()) {
    const source = movable.find((o) => o.type === type);
    if (!source) continue;
    const extra = random.int(0, 2);
    for (let k = 1; k <= extra; k++) copies.push({ source, copy: k });
  }

  // Bigger things first, so pots and pans find room before the cutlery.
  const queue = [...movable.map((o) => ({ source: o, copy: 0 })), ...copies]
    .sort((a, b) => {
      const va = sizeOf(a.source), vb = sizeOf(b.source);
      return vb.x * vb.z - va.x * va.z || (a.source.id < b.source.id ? -1 : a.source.id > b.source.id ? 1 : a.copy - b.copy);
    });

  const specs: ObjectSpec[] = fixed.map((o) => ({ ...objectSpecOf(o), state: randomState(o, random) }));
  const spawned: string[] = [];
  const unmoved: string[] = [];
  const usedIds = new Set(scene.objects.map((o) => o.id));
  for (const { source, copy } of queue) {
    const size = sizeOf(source);
    const state = randomState(source, random);
    let placed = false;
    for (const r of receptacleOrder(receptacles.filter((c) => allowedIn(source.type, c)), random)) {
      const result = randomSpot(r.surfaces, size, r.taken, random.rng);
      random.rng = result.rng;
      if (!result.spot) continue;
      const { center, footprint, size: placedSize } = result.spot;
      r.taken.push(footprint);
      const position = { x: center.x, y: center.y - placedSize.y / 2, z: center.z };
      let objectId = copy === 0 ? source.id : thorObjectId(source.type, position);
      // Ids carry the position to 1 cm; nudge the id (not the object) past a clash.
      for (let nudge = 1; usedIds.has(objectId); nudge++) objectId = thorObjectId(source.type, { ...position, x: position.x + 0.01 * nudge });
      usedIds.add(objectId);
      if (copy > 0) spawned.push(objectId);
      const turned = placedSize.x !== size.x;
      const rotation = turned ? { x: source.rotation[0], y: (source.rotation[1] + 90) % 360, z: source.rotation[2] } : undefined;
      specs.push({ ...objectSpecOf(source), objectId, position, center, size: placedSize, parentId: r.id, state, ...(rotation ? { rotation } : {}) });
      placed = true;
      break;
    }
    if (!placed && copy === 0) {
      unmoved.push(source.id);
      specs.push({ ...objectSpecOf(source), state });
    }
  }
  // Objects that stayed put may rest in a container that moved away: put them on its receptacle's spot.
  const ids = new Set(specs.map((s) => s.objectId));
  return { specs: specs.map((s) => (s.parentId && !ids.has(s.parentId) ? { ...s, parentId: null } : s)), spawned, unmoved };
}
