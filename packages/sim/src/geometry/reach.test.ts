import { describe, expect, it } from 'vitest';
import { pickSceneFor } from '../actions/pick-scene.js';
import { resolveClick } from '../actions/resolve-click.js';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { actOk, idOf, standBefore } from '../testing/helpers.js';
import { getObject } from '../world/lookup.js';
import type { World } from '../world/types.js';
import { cameraBasis, followerCamera, projectedRect, rayDirection } from './camera.js';
import { castRay } from './raycast.js';
import { distanceToBox, reachDistance, withinReach } from './reach.js';

const kitchen = createDemoKitchen();
const box = { min: { x: 0, y: 0, z: 0 }, max: { x: 1, y: 1, z: 1 } };

describe('distanceToBox', () => {
  it.each([
    { p: { x: 0.5, y: 0.5, z: 0.5 }, d: 0 },
    { p: { x: 2, y: 0.5, z: 0.5 }, d: 1 },
    { p: { x: 2, y: 2, z: 0.5 }, d: Math.SQRT2 },
    { p: { x: -3, y: 1, z: 5 }, d: 5 },
  ])('$p -> $d', ({ p, d }) => expect(distanceToBox(p, box)).toBeCloseTo(d, 9));
});

/** Every pixel (on a 30x30 grid) that shows the object, with what a click there resolves to for the action. */
function clicksOn(w: World, objectId: string, action: 'ToggleOn' | 'Place') {
  const cam = cameraBasis(followerCamera(w));
  const rect = projectedRect(cam, getObject(w, objectId)!.bbox)!;
  const out: { y: number; ok: boolean }[] = [];
  for (let i = 0; i < 30; i++) {
    for (let j = 0; j < 30; j++) {
      const u = rect.u0 + ((i + 0.5) / 30) * (rect.u1 - rect.u0), v = rect.v0 + ((j + 0.5) / 30) * (rect.v1 - rect.v0);
      if (u < 0 || u >= 1 || v < 0 || v >= 1) continue;
      if (castRay(pickSceneFor(w), cam.position, rayDirection(cam, u, v)).objectId !== objectId) continue;
      out.push({ y: v, ok: resolveClick(w, action, u, v).ok });
    }
  }
  return out;
}

describe('reach is measured to the object, so every pixel of it answers alike', () => {
  it("the faucet's top and its base: both within reach, or both not", () => {
    const faucet = idOf(kitchen, 'Faucet');
    let answered = 0;
    for (const back of [0, 0.25, 0.5, 0.75]) {
      const near = standBefore(kitchen, faucet);
      const w = { ...near, follower: { ...near.follower, x: near.follower.x - back * Math.sin((near.follower.yaw * Math.PI) / 180), z: near.follower.z - back * Math.cos((near.follower.yaw * Math.PI) / 180) } };
      const clicks = clicksOn(w, faucet, 'ToggleOn');
      if (clicks.length === 0) continue;
      answered++;
      const expected = withinReach(w, getObject(w, faucet)!);
      for (const c of clicks) expect(c.ok, `${back} m back, y ${c.y.toFixed(2)}`).toBe(expected);
    }
    expect(answered).toBeGreaterThan(1);
  });

  it("a click on the sink's rim places into its basin (the rim is no receptacle; a person means the basin)", () => {
    const sink = idOf(kitchen, 'Sink');
    const basin = `${sink}|SinkBasin`;
    expect(getObject(kitchen, sink)!.receptacle).toBe(false);
    const holding = actOk(kitchen, 'Pickup', idOf(kitchen, 'Mug'));
    const at = standBefore(holding, sink);
    const rim = clicksOn(at, sink, 'Place');
    expect(rim.length).toBeGreaterThan(0);
    expect(reachDistance(at, getObject(at, basin)!)).toBeLessThanOrEqual(1.5);
    for (const c of rim) expect(c.ok).toBe(true);
  });
});
