import { cellPosition, createDemoKitchen, idOf, isWalkableCell, step, type ObjectActionName, type World } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { smallKitchen } from '../test-support/small-kitchen.js';
import { DistanceField } from './astar.js';
import { clickCandidates } from './click-search.js';
import { HORIZONS, YAWS, navStateOf, posed } from './nav-state.js';
import { findViewpoint } from './viewpoint.js';

/** Walk the viewpoint's moves with `step`, then do the action at its click. */
function walkAndAct(world: World, objectId: string, action: ObjectActionName) {
  const r = findViewpoint(world, objectId, action);
  if (!r.ok) throw new Error(`${action} ${objectId}: ${r.reason} ${r.message}`);
  let w = world;
  for (const name of r.viewpoint.moves) {
    const s = step(w, 'follower', { name });
    expect(s.outcome.success, `${name} on the way to ${objectId}`).toBe(true);
    w = s.world;
  }
  expect(w.follower).toMatchObject({ x: r.viewpoint.pose.x, z: r.viewpoint.pose.z, yaw: r.viewpoint.pose.yaw, horizon: r.viewpoint.pose.horizon });
  return { viewpoint: r.viewpoint, ...step(w, 'follower', { name: action, ...r.viewpoint.click }) };
}

describe('findViewpoint', () => {
  const kitchen = createDemoKitchen();

  it.each([
    ['Mug', 'Pickup'], ['Faucet', 'ToggleOn'], ['Fridge', 'Open'], ['Microwave', 'Open'], ['Knife', 'Pickup'],
    ['Apple', 'Pickup'], ['Plate', 'Pickup'], ['Cabinet', 'Open'], ['StoveKnob', 'ToggleOn'], ['Toaster', 'ToggleOn'],
  ] as const)('finds a pose and a click for %s (%s) that the simulator accepts', (type, action) => {
    const id = idOf(kitchen, type);
    const { outcome } = walkAndAct(kitchen, id, action);
    expect(outcome).toMatchObject({ success: true, objectId: id });
  });

  it('reaches into an open upper cabinet, and looks up at a high shelf', () => {
    const inUpper = kitchen.objects.find((o) => o.pickupable && o.parentId?.startsWith('Cabinet') && o.bbox.min.y > 1.4)!;
    const opened = walkAndAct(kitchen, inUpper.parentId!, 'Open');
    expect(opened.outcome.success).toBe(true);
    expect(walkAndAct(opened.world, inUpper.objectId, 'Pickup').outcome).toMatchObject({ success: true, objectId: inUpper.objectId });
    const w = smallKitchen({ fixtures: ['shelf'], items: [{ type: 'Vase', in: 'Shelf' }] });
    const vase = w.objects.find((o) => o.objectType === 'Vase')!.objectId;
    const taken = walkAndAct(w, vase, 'Pickup');
    expect(taken.outcome).toMatchObject({ success: true, objectId: vase });
    expect(taken.viewpoint.pose.horizon).toBeLessThanOrEqual(0);
    expect(taken.viewpoint.moves).toContain('Look Up');
  });

  it('says why there is no viewpoint: hidden in a closed fridge, walled off, or the action itself fails', () => {
    const lettuce = idOf(kitchen, 'Lettuce');
    expect(findViewpoint(kitchen, lettuce, 'Pickup')).toMatchObject({ ok: false, reason: 'not_visible' });
    expect(findViewpoint(kitchen, 'Nothing|1|2|3', 'Pickup')).toMatchObject({ ok: false, reason: 'no_object' });
    expect(findViewpoint(kitchen, idOf(kitchen, 'SinkBasin'), 'Place')).toMatchObject({ ok: false, reason: 'action_fails' });
    // A room whose only walkable cells are far from the counter.
    const far = smallKitchen({ fixtures: ['sink'], items: [{ type: 'Mug', in: 'CounterTop', dx: 0.5 }] });
    const walledOff = { ...far, nav: { ...far.nav, walkable: far.nav.walkable.split('').map((c, k) => (Math.floor(k / far.nav.cols) < 2 ? c : '0')).join('') } };
    const mug = far.objects.find((o) => o.objectType === 'Mug')!.objectId;
    expect(findViewpoint({ ...walledOff, follower: { ...walledOff.follower, x: -1.75, z: -1.25 } }, mug, 'Pickup')).toMatchObject({ ok: false, reason: 'unreachable' });
  });

  it('picks the cheapest pose: no pose that works costs fewer actions (brute force over every pose)', () => {
    const w = smallKitchen({
      fixtures: ['sink', 'table', 'fridge'],
      items: [{ type: 'Mug', in: 'CounterTop', dx: 0.4 }, { type: 'Apple', in: 'DiningTable', dx: 0.3 }],
      follower: { x: -1.5, z: -0.5, yaw: 90 },
    });
    const field = new DistanceField(w.nav, navStateOf(w));
    for (const [type, action] of [['Mug', 'Pickup'], ['Apple', 'Pickup'], ['Fridge', 'Open'], ['Faucet', 'ToggleOn']] as const) {
      const id = w.objects.find((o) => o.objectType === type)!.objectId;
      let cheapest = Infinity;
      for (let j = 0; j < w.nav.rows; j++) {
        for (let i = 0; i < w.nav.cols; i++) {
          if (!isWalkableCell(w.nav, i, j)) continue;
          for (const yaw of YAWS) {
            for (const horizon of HORIZONS) {
              const cost = field.costTo({ i, j, yaw }) + Math.abs(horizon - w.follower.horizon) / 30;
              if (cost >= cheapest) continue;
              const there = posed(w, { ...cellPosition(w.nav, i, j), yaw, horizon });
              const works = clickCandidates(there, id, action).some((c) => {
                const o = step(there, 'follower', { name: action, x: c.x, y: c.y }).outcome;
                return o.success && o.objectId === id;
              });
              if (works) cheapest = cost;
            }
          }
        }
      }
      const found = findViewpoint(w, id, action);
      expect(found.ok, `${type}`).toBe(true);
      if (found.ok) expect(found.viewpoint.moves.length, `${type}`).toBe(cheapest);
    }
  });
});
