/**
 * Making every imported scene playable. The two reference sources disagree in places, and a few
 * objects in the dumps float (a vase listed on the floor at 1.2 m, a statue on a shelf that is
 * not a receptacle) or sit where no pose can reach them. Such objects move to the nearest free
 * spot on a reachable receptacle their type may stand on; fixtures outside the room's outline (a
 * light switch on the far side of a wall) are dropped.
 */
import { capabilityFlagsOf, catalogEntry, type World } from '@chorehouse/sim';
import type { SceneFile, SceneObject } from '../scene/scene-file.js';
import { restsIn } from '../scene/sanity.js';
import { findViewpoints } from '../scene/viewpoints.js';
import { nearestSpot } from '../episodes/placement.js';

const pickupable = (o: SceneObject) => o.flags?.pickupable ?? capabilityFlagsOf(o.type).pickupable;
const round3 = (v: number) => Math.round(v * 1000) / 1000;

export interface RepairReport {
  readonly moved: string[];
  readonly dropped: string[];
}

function insideFloor(scene: SceneFile, o: SceneObject): boolean {
  const x = (o.box[0] + o.box[3]) / 2, z = (o.box[2] + o.box[5]) / 2;
  return scene.floor.some((r) => x >= r.minX && x <= r.maxX && z >= r.minZ && z <= r.maxZ);
}

function mayStandOn(type: string, receptacle: SceneObject): boolean {
  const entry = catalogEntry(type);
  const rec = catalogEntry(receptacle.type);
  if (rec.holderAccepts) return false;
  return entry.placeableIn === null ? rec.receptacleKind === 'on' : entry.placeableIn.includes(receptacle.type) && receptacle.type !== 'Floor';
}

export function repairScene(scene: SceneFile, world: World): { scene: SceneFile; report: RepairReport } {
  const dropped = scene.objects.filter((o) => o.type !== 'Floor' && !pickupable(o) && !insideFloor(scene, o)).map((o) => o.id);
  const droppedSet = new Set(dropped);
  let objects = scene.objects
    .filter((o) => !droppedSet.has(o.id))
    .map((o) => (o.parent && droppedSet.has(o.parent) ? { ...o, parent: null } : o))
    .map((o) => (o.controls ? { ...o, controls: o.controls.filter((c) => !droppedSet.has(c)) } : o));
  const byId = new Map(objects.map((o) => [o.id, o]));
  const reachable = (o: SceneObject) => (o.viewpoints?.length ?? 0) > 0;
  const misplaced = objects.filter((o) => {
    if (!pickupable(o)) return false;
    const parent = o.parent ? byId.get(o.parent) : undefined;
    if (!parent || !restsIn(o, parent)) return true;
    if (pickupable(parent) || parent.type === 'Floor' || reachable(parent)) return false;
    return findViewpoints(world, o.id, 1).length === 0;
  });
  const surfaces = new Map(world.objects.map((o) => [o.objectId, o.surfaces]));
  const moved: string[] = [];
  for (const o of misplaced) {
    const size = { x: o.box[3] - o.box[0], y: o.box[4] - o.box[1], z: o.box[5] - o.box[2] };
    const cx = (o.box[0] + o.box[3]) / 2, cz = (o.box[2] + o.box[5]) / 2;
    const gap = (r: SceneObject) => Math.hypot(Math.max(r.box[0] - cx, 0, cx - r.box[3]), Math.max(r.box[2] - cz, 0, cz - r.box[5]));
    const fixtures = objects.filter((r) => !pickupable(r) && reachable(r) && r.type !== 'Floor');
    const allowed = fixtures.filter((r) => mayStandOn(o.type, r));
    // A towel whose only holder is out of reach goes on (or in) some other reachable furniture.
    const candidates = (allowed.length > 0 ? allowed : fixtures.filter((r) => catalogEntry(r.type).receptacleKind !== null && !catalogEntry(r.type).holderAccepts))
      .sort((a, b) => gap(a) - gap(b) || (a.id < b.id ? -1 : 1));
    for (const r of candidates) {
      const taken = objects.filter((c) => c.parent === r.id && c.id !== o.id).map((c) => ({ minX: c.box[0], maxX: c.box[3], minZ: c.box[2], maxZ: c.box[5] }));
      const spot = nearestSpot(surfaces.get(r.id) ?? [], size, taken, { x: cx, z: cz });
      if (!spot) continue;
      const c = spot.center;
      const size2 = spot.size;
      const box: SceneObject['box'] = [round3(c.x - size2.x / 2), round3(c.y - size2.y / 2), round3(c.z - size2.z / 2), round3(c.x + size2.x / 2), round3(c.y + size2.y / 2), round3(c.z + size2.z / 2)];
      const updated: SceneObject = { ...o, parent: r.id, box, position: [round3(c.x), box[1], round3(c.z)] };
      objects = objects.map((x) => (x.id === o.id ? updated : x));
      byId.set(o.id, updated);
      moved.push(o.id);
      break;
    }
  }
  return { scene: { ...scene, objects }, report: { moved, dropped } };
}
