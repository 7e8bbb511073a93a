import { describe, expect, it } from 'vitest';
import { pickSceneFor } from '../actions/pick-scene.js';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { getObject } from '../world/lookup.js';
import { nextFloat, seedRng } from '../world/prng.js';
import type { World } from '../world/types.js';
import { facingOf } from './facing.js';
import { castRay, entryFace, shownObjectId } from './raycast.js';

const box = { min: { x: 0, y: 0, z: 0 }, max: { x: 1, y: 1, z: 1 } };

describe('entryFace', () => {
  it.each([
    [{ x: 0.5, y: 3, z: 0.5 }, { x: 0, y: -1, z: 0 }, 'y+'],
    [{ x: -2, y: 0.5, z: 0.5 }, { x: 1, y: 0, z: 0 }, 'x-'],
    [{ x: 0.5, y: 0.5, z: 4 }, { x: 0, y: -0.1, z: -1 }, 'z+'],
    [{ x: 0.5, y: 0.5, z: 0.5 }, { x: 1, y: 0, z: 0 }, null],
  ] as const)('a ray from %j along %j enters through %s', (o, d, face) => {
    expect(entryFace(o, d, box)).toBe(face);
  });
});

describe('open containers show their contents only through their opening', () => {
  const kitchen = createDemoKitchen();
  const fridge = kitchen.objects.find((o) => o.objectType === 'Fridge')!;
  const egg = kitchen.objects.find((o) => o.objectType === 'Egg' && o.parentId === fridge.objectId)!;
  const open: World = { ...kitchen, objects: kitchen.objects.map((o) => (o === fridge ? { ...o, isOpen: true, openness: 1 } : o)) };
  const scene = pickSceneFor(open);
  const c = getObject(open, egg.objectId)!.bbox;
  const eggAt = { x: (c.min.x + c.max.x) / 2, y: (c.min.y + c.max.y) / 2, z: (c.min.z + c.max.z) / 2 };
  const from = (o: { x: number; y: number; z: number }) => castRay(scene, o, { x: eggAt.x - o.x, y: eggAt.y - o.y, z: eggAt.z - o.z }).objectId;

  // The demo fridge stands against the east wall with its door towards the room (yaw 270: -x).
  const front = facingOf(fridge.objectType, fridge.rotation.y, fridge.bbox, kitchen.nav, fridge.front);

  it('through the open door (the side facing the room) the ray reaches the egg', () => {
    expect(front).toBe(270);
    expect(from({ x: eggAt.x - 1.2, y: 0.6, z: eggAt.z })).toBe(egg.objectId);
  });

  it('through the fridge\'s side wall it stops at the fridge, as the drawn walls do', () => {
    // From above the garbage can that stands beside the fridge.
    expect(from({ x: eggAt.x + 0.05, y: 1.5, z: fridge.bbox.min.z - 1 })).toBe(fridge.objectId);
  });
});

describe('shownObjectId', () => {
  it('answers as castRay does, ray by ray, into open containers and past them', () => {
    const kitchen = createDemoKitchen();
    // Every container open: rays that enter one take the path that orders what they met.
    const open: World = { ...kitchen, objects: kitchen.objects.map((o) => (o.openable ? { ...o, isOpen: true, openness: 1 } : o)) };
    let rng = seedRng(11);
    const rnd = () => {
      const r = nextFloat(rng);
      rng = r.state;
      return r.value;
    };
    const ids = new Set<string | null>();
    for (const world of [kitchen, open]) {
      const scene = pickSceneFor(world);
      for (const target of world.objects) {
        const c = target.bbox;
        for (let k = 0; k < 4; k++) {
          const origin = { x: c.min.x + (rnd() - 0.5) * 4, y: 0.5 + rnd() * 1.5, z: c.min.z + (rnd() - 0.5) * 4 };
          const to = { x: c.min.x + rnd() * (c.max.x - c.min.x), y: c.min.y + rnd() * (c.max.y - c.min.y), z: c.min.z + rnd() * (c.max.z - c.min.z) };
          const dir = { x: to.x - origin.x, y: to.y - origin.y, z: to.z - origin.z };
          const hit = castRay(scene, origin, dir);
          expect(shownObjectId(scene, origin, dir)).toBe(hit.objectId);
          ids.add(hit.objectId);
        }
      }
    }
    // Rays that met walls, objects and what open containers hold.
    expect(ids.has(null)).toBe(true);
    const parentOf = (id: string | null) => getObject(open, getObject(open, id ?? '')?.parentId ?? '');
    expect([...ids].some((id) => parentOf(id)?.openable)).toBe(true);
    expect(ids.size).toBeGreaterThan(30);
  });
});
