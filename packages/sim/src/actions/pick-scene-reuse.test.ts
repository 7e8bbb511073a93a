/**
 * The pick scene reuses what it made for unchanged records (pickables, facings, the kitchen's
 * bodies). After any sequence of actions it must equal the scene made from scratch for the same
 * world: every record and the nav grid new, so that nothing is reused. (The demo kitchen's counters
 * have cabinets under their whole length, so its kitchen bodies are empty: `counter-body.test.ts`
 * checks their reuse.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_NAMES, type Action } from './action.js';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { findClickPoint, visibleObjectIds } from '../geometry/click-point.js';
import { counterBases, kitchenBodies } from '../geometry/counter-body.js';
import { stoveBodies } from '../geometry/stove-body.js';
import { idOf } from '../testing/helpers.js';
import { step } from '../step.js';
import { getObject } from '../world/lookup.js';
import type { World } from '../world/types.js';
import { pickSceneFor } from './pick-scene.js';

const kitchen = createDemoKitchen(5);

/** The same world with every object record (and its nested values) and the nav grid copied. */
const cold = (w: World): World => ({ ...w, objects: structuredClone(w.objects), nav: structuredClone(w.nav) });

/** `kitchenBodies` computed afresh from its two parts. */
function bodiesAfresh(w: World) {
  const stoves = stoveBodies(w.objects, w.floorY).map((s) => s.box);
  return [...stoves, ...counterBases(w.objects, w.floorY, w.nav, stoves)];
}

function actionFor(world: World, name: (typeof ACTION_NAMES)[number], aim: number): Action {
  const visible = visibleObjectIds(world, 6);
  const target = visible[aim % Math.max(1, visible.length)];
  const click = target ? findClickPoint(world, target) : null;
  return { name, ...(click ?? { x: 0.5, y: 0.5 }) } as Action;
}

describe('pick scene reuse', () => {
  it('equals a scene made from scratch after every step of random sequences', () => {
    const moves = fc.array(fc.record({ name: fc.constantFrom(...ACTION_NAMES), aim: fc.nat(40) }), { minLength: 5, maxLength: 30 });
    fc.assert(fc.property(moves, (seq) => {
      let world = kitchen;
      for (const move of seq) {
        world = step(world, 'follower', actionFor(world, move.name, move.aim)).world;
        expect(pickSceneFor(world)).toEqual(pickSceneFor(cold(world)));
        expect(kitchenBodies(world.objects, world.floorY, world.nav)).toEqual(bodiesAfresh(world));
      }
    }), { seed: 49, numRuns: 40 });
  });

  it('reuses the pickables of records a step left alone, and only those', () => {
    const before = pickSceneFor(kitchen);
    const fridge = kitchen.objects.find((o) => o.objectType === 'Fridge')!;
    const objects = kitchen.objects.map((o) => (o === fridge ? { ...o } : o));
    const after = pickSceneFor({ ...kitchen, objects });
    expect(after.pickables.filter((p) => before.pickables.includes(p))).toHaveLength(after.pickables.length - 1);
    expect(after).toEqual(before);
  });

  it('makes a pickable again when its receptacle chain changed under an unchanged record', () => {
    // A mug on the counter; the counter (not the mug) is made to rest on an open shelf-like receptacle: the mug's chain grows.
    const mug = idOf(kitchen, 'Mug');
    const counter = getObject(kitchen, mug)!.parentId!;
    const holder = kitchen.objects.find((o) => o.receptacle && !o.openable && o.objectId !== counter && o.parentId === null)!.objectId;
    expect(pickSceneFor(kitchen).pickables.find((p) => p.objectId === mug)!.ancestors).toEqual([counter]);
    const moved: World = { ...kitchen, objects: kitchen.objects.map((o) => (o.objectId === counter ? { ...o, parentId: holder } : o)) };
    expect(pickSceneFor(moved).pickables.find((p) => p.objectId === mug)!.ancestors).toEqual([counter, holder]);
    expect(pickSceneFor(moved)).toEqual(pickSceneFor(cold(moved)));
  });
});
