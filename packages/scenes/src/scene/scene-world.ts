/** A scene file as the simulator's world specification, and the derived wall boxes. */
import { createWorld, type Box3, type ObjectSpec, type Surface, type World, type WorldSpec } from '@chorehouse/sim';
import type { Box6, SceneFile, SceneObject, WallSegment } from './scene-file.js';

/** Wall thickness (m); walls stand outside the room's outline. */
export const WALL_THICKNESS = 0.1;

export const boxOf = (b: Box6): Box3 => ({ min: { x: b[0], y: b[1], z: b[2] }, max: { x: b[3], y: b[4], z: b[5] } });

export function wallBox(s: WallSegment, floorY: number, ceilingY: number): Box3 {
  const t = WALL_THICKNESS;
  const minX = Math.min(s.x0, s.x1), maxX = Math.max(s.x0, s.x1);
  const minZ = Math.min(s.z0, s.z1), maxZ = Math.max(s.z0, s.z1);
  const y0 = floorY, y1 = ceilingY;
  switch (s.outward) {
    case 'x-': return { min: { x: minX - t, y: y0, z: minZ - t }, max: { x: minX, y: y1, z: maxZ + t } };
    case 'x+': return { min: { x: maxX, y: y0, z: minZ - t }, max: { x: maxX + t, y: y1, z: maxZ + t } };
    case 'z-': return { min: { x: minX - t, y: y0, z: minZ - t }, max: { x: maxX + t, y: y1, z: minZ } };
    case 'z+': return { min: { x: minX - t, y: y0, z: maxZ }, max: { x: maxX + t, y: y1, z: maxZ + t } };
  }
}

export function objectSpecOf(o: SceneObject): ObjectSpec {
  const box = boxOf(o.box);
  const surfaces: Surface[] | undefined = o.surfaces?.map(([minX, maxX, minZ, maxZ, y, maxHeight]) => ({ minX, maxX, minZ, maxZ, y, maxHeight }));
  return {
    objectId: o.id,
    objectType: o.type,
    position: { x: o.position[0], y: o.position[1], z: o.position[2] },
    rotation: { x: o.rotation[0], y: o.rotation[1], z: o.rotation[2] },
    center: { x: (box.min.x + box.max.x) / 2, y: (box.min.y + box.max.y) / 2, z: (box.min.z + box.max.z) / 2 },
    size: { x: box.max.x - box.min.x, y: box.max.y - box.min.y, z: box.max.z - box.min.z },
    parentId: o.parent,
    ...(o.shape ? { shape: o.shape.map(boxOf) } : {}),
    ...(surfaces ? { surfaces } : {}),
    ...(o.controls ? { controlledObjects: o.controls } : {}),
    ...(o.front !== undefined ? { front: o.front } : {}),
    ...(o.flags ? { flags: o.flags } : {}),
    ...(o.state ? { state: o.state } : {}),
  };
}

export function sceneWorldSpec(scene: SceneFile, seed = 0): WorldSpec {
  return {
    floorY: scene.floorY,
    objects: scene.objects.map(objectSpecOf),
    walls: scene.walls.map((s) => wallBox(s, scene.floorY, scene.ceilingY)),
    nav: scene.nav,
    follower: { x: scene.start.x, z: scene.start.z, yaw: scene.start.yaw, horizon: 30 },
    seed,
  };
}

/** The scene as it was imported: default object placement and states, the default start pose. */
export function sceneWorld(scene: SceneFile, seed = 0): World {
  return createWorld(sceneWorldSpec(scene, seed));
}
