import { createDemoKitchen } from '@chorehouse/sim';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSceneFixture } from './scene-fixture.js';

/** Answers every fetch with `body` as JSON. */
const serve = (body: unknown) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })));

describe('loadSceneFixture', () => {
  afterEach(() => { vi.unstubAllGlobals(); });

  it('gives back the simulator world the file holds', async () => {
    const world = JSON.parse(JSON.stringify(createDemoKitchen()));
    serve({ floorPlan: 1, roomType: 'Kitchen', world });
    const fixture = await loadSceneFixture('FloorPlan1');
    expect(fixture.floorPlan).toBe(1);
    expect(fixture.world.objects.length).toBe(world.objects.length);
    expect(fixture.world).toEqual(world);
  });

  it('refuses a world without what the renderer reads, and a name that is not a scene', async () => {
    const world = JSON.parse(JSON.stringify(createDemoKitchen()));
    const { nav: _nav, ...withoutNav } = world;
    serve({ floorPlan: 1, roomType: 'Kitchen', world: withoutNav });
    await expect(loadSceneFixture('FloorPlan1')).rejects.toThrow(/not a simulator world/);
    serve({ floorPlan: 1, roomType: 'Kitchen', world: { ...world, objects: [] } });
    await expect(loadSceneFixture('FloorPlan1')).rejects.toThrow(/not a simulator world/);
    await expect(loadSceneFixture('../secrets')).rejects.toThrow(/not a scene name/);
  });
});
