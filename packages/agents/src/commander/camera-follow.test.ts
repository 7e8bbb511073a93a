import { cellOf, commanderCamera, createDemoKitchen, idOf, isWalkableCell, step, type World } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { runTatc } from '../tatc/run-tatc.js';
import { cameraGoal, cameraMovesTowards, MAX_CAMERA_MOVES } from './camera-follow.js';

const apply = (w: World, names: readonly string[]) => names.reduce((v, name) => {
  const r = step(v, 'commander', { name } as Parameters<typeof step>[2]);
  expect(r.outcome.success).toBe(true);
  return r.world;
}, w);

describe('the bot Commander\'s camera keeps the Follower and the object it names in view', () => {
  it('turns to face from the Follower towards the object and stands behind them, by ordinary camera moves', () => {
    const k = createDemoKitchen();
    const machine = idOf(k, 'CoffeeMachine');
    const goal = cameraGoal(k, machine);
    expect(goal.yaw % 90).toBe(0);
    const moves = cameraMovesTowards(k, goal, 100);
    expect(moves.length).toBeGreaterThan(0);
    const after = apply(k, moves);
    expect(after.commander.yaw).toBe(goal.yaw);
    expect(Math.hypot(after.commander.x - goal.x, after.commander.z - goal.z)).toBeLessThanOrEqual(0.25 * Math.SQRT1_2 + 1e-9);
    // Already there: nothing to do.
    expect(cameraMovesTowards(after, goal)).toEqual([]);
    // Over the room's floor, or right above the Follower; the Follower not behind it and the object in front (the camera looks along its yaw).
    const { i, j } = cellOf(k.nav, goal.x, goal.z);
    expect(isWalkableCell(k.nav, i, j) || (goal.x === k.follower.x && goal.z === k.follower.z)).toBe(true);
    const rad = (after.commander.yaw * Math.PI) / 180;
    const ahead = (x: number, z: number) => (x - after.commander.x) * Math.sin(rad) + (z - after.commander.z) * Math.cos(rad);
    expect(ahead(k.follower.x, k.follower.z)).toBeGreaterThanOrEqual(0);
    const m = k.objects.find((o) => o.objectId === machine)!;
    expect(ahead(m.position.x, m.position.z)).toBeGreaterThan(0);
  });

  it('makes at most MAX_CAMERA_MOVES moves at a time', () => {
    const k = createDemoKitchen();
    const far = { ...k, commander: { ...k.commander, x: k.commander.x + 6 } };
    expect(cameraMovesTowards(far, cameraGoal(far, null)).length).toBeLessThanOrEqual(MAX_CAMERA_MOVES);
  });

  it('over a played game the Commander\'s camera moves, and each move is a logged Commander action', () => {
    const r = runTatc(createDemoKitchen(), { taskName: 'Plate Of Toast', params: [] }, { recordEvents: true });
    const camera = r.events!.filter((e) => e.kind === 'camera');
    expect(camera.length).toBeGreaterThan(3);
    expect(camera.every((e) => e.agent === 'Commander' && e.outcome.success)).toBe(true);
    // Replaying the logged moves from the start gives as many distinct camera poses as there were instructions that needed a move.
    let w = createDemoKitchen();
    const poses = new Set([JSON.stringify(commanderCamera(w))]);
    for (const e of r.events!) {
      if (e.kind === 'camera' || e.kind === 'action') w = step(w, e.kind === 'camera' ? 'commander' : 'follower', e.action).world;
      poses.add(JSON.stringify(commanderCamera(w)));
    }
    expect(poses.size).toBeGreaterThan(3);
    expect(w.commander).toEqual(r.world.commander);
  });
});
