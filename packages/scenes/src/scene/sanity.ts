/**
 * The checks every imported scene must pass: objects rest in or on something, the start cell is
 * walkable, receptacles that hold objects can be reached and seen, walls close the room.
 */
import { capabilityFlagsOf, catalogEntry, isWalkable, type World } from '@chorehouse/sim';
import type { SceneFile, SceneObject } from './scene-file.js';
import { sceneWorld } from './scene-world.js';
import { findViewpoints, viewpointWorks } from './viewpoints.js';

export interface SanityProblem {
  readonly check: 'rests-on' | 'start' | 'receptacle-reach' | 'walls-closed' | 'inside-room';
  readonly objectId?: string;
  readonly message: string;
}

const pickupable = (o: SceneObject) => o.flags?.pickupable ?? capabilityFlagsOf(o.type).pickupable;

/** Horizontal and vertical slack when checking that an object rests in or on its parent (m). */
const SLACK_XZ = 0.1, SLACK_Y = 0.15;

export function restsIn(o: SceneObject, p: SceneObject): boolean {
  if (catalogEntry(p.type).holderAccepts?.includes(o.type)) return true;
  const cx = (o.box[0] + o.box[3]) / 2, cz = (o.box[2] + o.box[5]) / 2;
  const parts = p.shape ?? [p.box];
  return parts.some((b) => cx >= b[0] - SLACK_XZ && cx <= b[3] + SLACK_XZ && cz >= b[2] - SLACK_XZ && cz <= b[5] + SLACK_XZ) &&
    o.box[1] >= p.box[1] - SLACK_Y && o.box[1] <= p.box[4] + SLACK_Y;
}

/** Every wall endpoint must join an even number of segments: the outline is closed. */
function wallsClosed(scene: SceneFile): boolean {
  const degree = new Map<string, number>();
  for (const s of scene.walls) {
    for (const k of [`${s.x0},${s.z0}`, `${s.x1},${s.z1}`]) degree.set(k, (degree.get(k) ?? 0) + 1);
  }
  return [...degree.values()].every((d) => d % 2 === 0);
}

function insideFloor(scene: SceneFile, x: number, z: number): boolean {
  return scene.floor.some((r) => x >= r.minX - 1e-6 && x <= r.maxX + 1e-6 && z >= r.minZ - 1e-6 && z <= r.maxZ + 1e-6);
}

export function sanityProblems(scene: SceneFile, world: World = sceneWorld(scene)): SanityProblem[] {
  const problems: SanityProblem[] = [];
  const byId = new Map(scene.objects.map((o) => [o.id, o]));
  for (const o of scene.objects) {
    if (o.type !== 'Floor' && !insideFloor(scene, (o.box[0] + o.box[3]) / 2, (o.box[2] + o.box[5]) / 2)) {
      problems.push({ check: 'inside-room', objectId: o.id, message: `${o.id} stands outside the room's floor` });
    }
    if (!pickupable(o)) continue;
    const parent = o.parent === null ? undefined : byId.get(o.parent);
    if (!parent) problems.push({ check: 'rests-on', objectId: o.id, message: `${o.id} rests on nothing` });
    else if (!restsIn(o, parent)) problems.push({ check: 'rests-on', objectId: o.id, message: `${o.id} is not in or on its parent ${parent.id}` });
  }
  if (!isWalkable(world.nav, scene.start.x, scene.start.z)) problems.push({ check: 'start', message: `the start (${scene.start.x}, ${scene.start.z}) is not walkable` });
  // A receptacle is reachable when a pose can click it, or (a burner under its pot, a towel
  // holder behind its towel) when every object it holds can be clicked.
  for (const o of scene.objects) {
    if (pickupable(o) || o.type === 'Floor') continue;
    const held = scene.objects.filter((c) => c.parent === o.id && pickupable(c));
    if (held.length === 0) continue;
    const vp = o.viewpoints?.[0];
    if (vp && viewpointWorks(world, o.id, vp)) continue;
    if (held.every((c) => findViewpoints(world, c.id, 1).length > 0)) continue;
    problems.push({ check: 'receptacle-reach', objectId: o.id, message: `${o.id} holds objects but no pose within reach can see it or them` });
  }
  if (!wallsClosed(scene)) problems.push({ check: 'walls-closed', message: 'the walls do not close the room' });
  return problems;
}
