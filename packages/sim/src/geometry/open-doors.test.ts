/** A click on an open door selects its object (issue 17: the open fridge door selected nothing, or the cabinet behind it). */
import { describe, expect, it } from 'vitest';
import { pickSceneFor } from '../actions/pick-scene.js';
import { resolveClick } from '../actions/resolve-click.js';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { step } from '../step.js';
import { actOk, idOf } from '../testing/helpers.js';
import { getObject } from '../world/lookup.js';
import { cellPosition, isWalkableCell } from '../world/nav.js';
import type { Box3, World } from '../world/types.js';
import { cameraBasis, followerCamera, projectPoint, rayDirection } from './camera.js';
import { openDoorBox } from './open-doors.js';
import { castRay } from './raycast.js';

const kitchen = createDemoKitchen();
const fridgeId = idOf(kitchen, 'Fridge');
const inside = (b: Box3, p: { x: number; z: number }) => p.x >= b.min.x && p.x <= b.max.x && p.z >= b.min.z && p.z <= b.max.z;

/** Frame points on the door's middle that the Follower can see, from where it stands. */
function doorClicks(w: World): { x: number; y: number }[] {
  const door = openDoorBox(getObject(w, fridgeId)!, w.nav)!;
  const cam = cameraBasis(followerCamera(w));
  const out: { x: number; y: number }[] = [];
  for (const fy of [0.3, 0.5, 0.7]) {
    for (const f of [0.25, 0.5, 0.75]) {
      const p = { x: door.min.x + (door.max.x - door.min.x) * f, y: door.min.y + (door.max.y - door.min.y) * fy, z: door.min.z + (door.max.z - door.min.z) * f };
      const uv = projectPoint(cam, p);
      if (uv && uv.u > 0 && uv.u < 1 && uv.v > 0 && uv.v < 1) out.push({ x: uv.u, y: uv.v });
    }
  }
  return out;
}

/** The nearest walkable pose from which the Follower sees most of the open door. */
function facingTheDoor(w: World): World {
  const door = openDoorBox(getObject(w, fridgeId)!, w.nav)!;
  const c = { x: (door.min.x + door.max.x) / 2, z: (door.min.z + door.max.z) / 2 };
  const poses: { world: World; d: number }[] = [];
  for (let j = 0; j < w.nav.rows; j++) {
    for (let i = 0; i < w.nav.cols; i++) {
      if (!isWalkableCell(w.nav, i, j)) continue;
      const p = cellPosition(w.nav, i, j);
      for (const yaw of [0, 90, 180, 270] as const) {
        const at = { ...w, follower: { ...w.follower, x: p.x, z: p.z, yaw, horizon: 0 as const } };
        if (doorClicks(at).length === 9) poses.push({ world: at, d: Math.hypot(p.x - c.x, p.z - c.z) });
      }
    }
  }
  poses.sort((a, b) => a.d - b.d);
  if (!poses[0]) throw new Error('no pose sees the open door');
  return poses[0].world;
}

describe('open doors', () => {
  it('a closed fridge has no door outside its box; an open one has, in front of it', () => {
    const fridge = getObject(kitchen, fridgeId)!;
    expect(openDoorBox(fridge, kitchen.nav)).toBeNull();
    const open = getObject(actOk(kitchen, 'Open', fridgeId), fridgeId)!;
    const door = openDoorBox(open, kitchen.nav)!;
    const centre = { x: (door.min.x + door.max.x) / 2, z: (door.min.z + door.max.z) / 2 };
    expect(inside(fridge.bbox, centre)).toBe(false);
    expect(door.max.y).toBe(fridge.bbox.max.y);
  });

  it('a click anywhere on the open door resolves to the fridge, and Close on it closes the fridge', () => {
    const w = facingTheDoor(actOk(kitchen, 'Open', fridgeId));
    const clicks = doorClicks(w);
    expect(clicks.length).toBeGreaterThanOrEqual(6);
    const scene = pickSceneFor(w);
    const cam = cameraBasis(followerCamera(w));
    for (const c of clicks) {
      expect(castRay(scene, cam.position, rayDirection(cam, c.x, c.y)).objectId, `ray at ${c.x.toFixed(2)},${c.y.toFixed(2)}`).toBe(fridgeId);
      const r = resolveClick(w, 'Close', c.x, c.y);
      expect(r.ok && r.target.object.objectId).toBe(fridgeId);
    }
    const closed = step(w, 'follower', { name: 'Close', x: clicks[0]!.x, y: clicks[0]!.y });
    expect(closed.outcome.success).toBe(true);
    expect(getObject(closed.world, fridgeId)?.isOpen).toBe(false);
  });
});
