import { describe, expect, it } from 'vitest';
import { isWalkable } from '@chorehouse/sim';
import { FLOOR_PLANS, roomTypeOfFloorPlan } from './room-types.js';
import { loadScene, parseSceneFile } from './load-scene.js';
import { sanityProblems } from './sanity.js';
import { sceneWorld } from './scene-world.js';

describe('the 120 committed scenes', () => {
  it.each(FLOOR_PLANS)('FloorPlan%i loads and passes the sanity check', (floorPlan) => {
    const scene = loadScene(floorPlan);
    expect(scene.roomType).toBe(roomTypeOfFloorPlan(floorPlan));
    const world = sceneWorld(scene);
    expect(sanityProblems(scene, world)).toEqual([]);
    expect(isWalkable(world.nav, scene.start.x, scene.start.z)).toBe(true);
    expect(world.objects.filter((o) => o.pickupable).length).toBeGreaterThan(5);
  });

  it('kitchens have what the cooking tasks need, each reachable', () => {
    for (const fp of FLOOR_PLANS.filter((f) => f <= 30)) {
      const scene = loadScene(fp);
      for (const type of ['Fridge', 'Microwave', 'Toaster', 'CoffeeMachine', 'SinkBasin', 'StoveKnob', 'Faucet']) {
        expect(scene.objects.some((o) => o.type === type && (o.viewpoints?.length ?? 0) > 0), `FloorPlan${fp} ${type}`).toBe(true);
      }
    }
  });

  it('rejects a malformed scene file with the file name and the problem', () => {
    expect(() => parseSceneFile('{"format":"chorehouse-scene","version":1}', 'x.json')).toThrow(/x\.json: not a scene file: floorPlan/);
    expect(() => parseSceneFile('{', 'y.json')).toThrow(/y\.json: not JSON/);
    expect(() => loadScene(31)).toThrow(/not one of the 120/);
  });
});
