import { describe, expect, it } from 'vitest';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { step } from '../step.js';
import type { World } from '../world/types.js';
import type { Action } from './action.js';

const kitchen = createDemoKitchen();
const at = (w: World, f: Partial<World['follower']>): World => ({ ...w, follower: { ...w.follower, ...f } });

describe('Follower motion', () => {
  it.each([
    // [start, action, expected follower fields]
    [{ x: 0, z: 0, yaw: 0 }, 'Forward', { x: 0, z: 0.25 }],
    [{ x: 0, z: 0, yaw: 0 }, 'Backward', { x: 0, z: -0.25 }],
    [{ x: 0, z: 0, yaw: 90 }, 'Forward', { x: 0.25, z: 0 }],
    [{ x: 0, z: 0, yaw: 0 }, 'Pan Right', { x: 0.25, z: 0 }],
    [{ x: 0, z: 0, yaw: 0 }, 'Pan Left', { x: -0.25, z: 0 }],
    [{ x: 0, z: 0, yaw: 180 }, 'Pan Left', { x: 0.25, z: 0 }],
    [{ yaw: 0 }, 'Turn Left', { yaw: 270 }],
    [{ yaw: 270 }, 'Turn Right', { yaw: 0 }],
    [{ horizon: 30 }, 'Look Up', { horizon: 0 }],
    [{ horizon: 30 }, 'Look Down', { horizon: 60 }],
  ] as const)('%o %s -> %o', (start, name, expected) => {
    const r = step(at(kitchen, start as Partial<World['follower']>), 'follower', { name } as Action);
    expect(r.outcome).toMatchObject({ success: true, code: 'ok' });
    expect(r.world.follower).toMatchObject(expected);
  });

  it.each([
    [{ horizon: -30 }, 'Look Up', 'motion/look_limit'],
    [{ horizon: 60 }, 'Look Down', 'motion/look_limit'],
    // Facing the counter from the nearest cell: the cabinets block the way.
    [{ x: -1, z: 1, yaw: 0 }, 'Forward', 'motion/blocked'],
    // The west wall.
    [{ x: -2.25, z: 0.25, yaw: 270 }, 'Forward', 'motion/blocked'],
  ] as const)('%o %s fails with %s and changes nothing', (start, name, code) => {
    const w = at(kitchen, start as Partial<World['follower']>);
    const r = step(w, 'follower', { name } as Action);
    expect(r.outcome).toMatchObject({ success: false, code, changes: [] });
    expect(r.outcome.message.length).toBeGreaterThan(5);
    expect(r.world.follower).toEqual(w.follower);
    expect(r.world.objects).toBe(w.objects);
  });

  it('reports its pose change and counts the step', () => {
    const r = step(kitchen, 'follower', { name: 'Turn Right' });
    expect(r.outcome.changes).toEqual([{ kind: 'agent', agent: 'follower', property: 'yaw', from: 0, to: 90 }]);
    expect(r.world.stepCount).toBe(kitchen.stepCount + 1);
  });
});

describe('Commander camera', () => {
  it('starts 1 m above the Follower head, pitched 30 degrees down', () => {
    expect(kitchen.commander).toMatchObject({ x: kitchen.follower.x, z: kitchen.follower.z, pitch: 30, yaw: 0 });
    expect(kitchen.commander.y).toBeCloseTo(2.575);
  });

  it('flies through walls, and Look Up/Down move it up and down', () => {
    let w: World = { ...kitchen, commander: { ...kitchen.commander, x: -2.25, z: 0.25, yaw: 270 } };
    w = step(w, 'commander', { name: 'Forward' }).world;
    expect(w.commander.x).toBeCloseTo(-2.5);
    w = step(w, 'commander', { name: 'Look Up' }).world;
    expect(w.commander.y).toBeCloseTo(2.825);
    expect(w.commander.pitch).toBe(30);
    w = step(w, 'commander', { name: 'Look Down' }).world;
    expect(w.commander.y).toBeCloseTo(2.575);
    expect(w.follower).toEqual(kitchen.follower);
  });

  it('stops at the edge of the flying area', () => {
    let w: World = { ...kitchen, commander: { ...kitchen.commander, y: 5 } };
    const r = step(w, 'commander', { name: 'Look Up' });
    expect(r.outcome.code).toBe('motion/out_of_bounds');
    w = { ...kitchen, commander: { ...kitchen.commander, x: -4.25, yaw: 270 } };
    expect(step(w, 'commander', { name: 'Forward' }).outcome.code).toBe('motion/out_of_bounds');
  });

  it('cannot touch objects', () => {
    const r = step(kitchen, 'commander', { name: 'Pickup', x: 0.5, y: 0.5 });
    expect(r.outcome).toMatchObject({ success: false, code: 'action/not_your_role' });
  });
});

describe('bad input', () => {
  it.each([
    [null, 'action/unknown'],
    ['Forward', 'action/unknown'],
    [{}, 'action/unknown'],
    [{ name: 'Fly' }, 'action/unknown'],
    [{ name: 'Pickup' }, 'action/bad_click'],
    [{ name: 'Pickup', x: Number.NaN, y: 0.5 }, 'action/bad_click'],
    [{ name: 'Pickup', x: 1, y: 0.5 }, 'action/bad_click'],
    [{ name: 'Pickup', x: -0.1, y: 0.5 }, 'action/bad_click'],
    [{ name: 'Place', x: '0.5', y: 0.5 }, 'action/bad_click'],
  ])('%o fails with %s without throwing', (input, code) => {
    const r = step(kitchen, 'follower', input as Action);
    expect(r.outcome).toMatchObject({ success: false, code });
    expect(r.world.objects).toBe(kitchen.objects);
  });

  it('Stop succeeds and changes nothing', () => {
    const r = step(kitchen, 'follower', { name: 'Stop' });
    expect(r.outcome).toMatchObject({ success: true, changes: [] });
  });
});
