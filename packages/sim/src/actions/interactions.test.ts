import { describe, expect, it } from 'vitest';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { findClickPoint } from '../geometry/click-point.js';
import { step } from '../step.js';
import { act, actOk, idOf, standBefore } from '../testing/helpers.js';
import { getObject } from '../world/lookup.js';
import type { World } from '../world/types.js';

const kitchen = createDemoKitchen();
const obj = (w: World, id: string) => getObject(w, id)!;
const id = (type: string, k = 0) => idOf(kitchen, type, k);

/** Holding something: pick it up first. */
const holding = (w: World, objectId: string) => actOk(w, 'Pickup', objectId);

describe('Pickup', () => {
  it('takes an object into the hand and records TEACh custom properties', () => {
    const mug = id('Mug');
    const r = act(kitchen, 'Pickup', mug);
    expect(r.outcome).toMatchObject({ success: true, code: 'ok', objectId: mug, message: 'Picked up the mug.' });
    expect(r.world.follower.heldObjectId).toBe(mug);
    expect(obj(r.world, mug)).toMatchObject({ parentId: null, isPickedUp: true, simbotPickedUp: 1, simbotLastParentReceptacle: null });
    expect(r.outcome.changes).toContainEqual({ kind: 'object', objectId: mug, property: 'isPickedUp', from: false, to: true });
    expect(r.outcome.changes).toContainEqual(expect.objectContaining({ kind: 'agent', agent: 'follower', property: 'heldObjectId', to: mug }));
  });

  it('carries the contents of a container along, and puts them down with it', () => {
    let w = holding(kitchen, id('Potato'));
    w = actOk(w, 'Place', id('Pot'));
    w = holding(w, id('Pot'));
    w = actOk(w, 'Place', id('StoveBurner', 1));
    const pot = obj(w, id('Pot'));
    const potato = obj(w, id('Potato'));
    expect(potato.parentId).toBe(pot.objectId);
    const burner = obj(w, id('StoveBurner', 1));
    expect((pot.bbox.min.x + pot.bbox.max.x) / 2).toBeCloseTo((burner.bbox.min.x + burner.bbox.max.x) / 2);
    expect(potato.bbox.min.x).toBeGreaterThanOrEqual(pot.bbox.min.x - 1e-9);
    expect(potato.bbox.max.x).toBeLessThanOrEqual(pot.bbox.max.x + 1e-9);
  });

  it('cannot see or take what is inside a closed fridge, until it is opened', () => {
    const egg = id('Egg');
    expect(() => standBefore(kitchen, egg)).toThrow(/no pose/);
    const w = actOk(kitchen, 'Open', id('Fridge'));
    expect(act(w, 'Pickup', egg).outcome.success).toBe(true);
  });
});

describe('Place', () => {
  it('rests the object on the surface near the click, and records the receptacle', () => {
    const apple = id('Apple');
    const table = id('DiningTable');
    let w = holding(kitchen, apple);
    const r = act(w, 'Place', id('CounterTop'));
    expect(r.outcome).toMatchObject({ success: true, objectId: id('CounterTop'), message: 'Placed the apple on the counter.' });
    w = r.world;
    const a = obj(w, apple);
    expect(a).toMatchObject({ parentId: id('CounterTop'), isPickedUp: false, simbotLastParentReceptacle: id('CounterTop') });
    expect(a.bbox.min.y).toBeCloseTo(obj(w, id('CounterTop')).bbox.max.y);
    expect(obj(w, id('CounterTop')).simbotIsReceptacleOf).toEqual([apple]);
    expect(w.follower.heldObjectId).toBeNull();
    // Taking it again removes it from the receptacle's list.
    w = holding(w, apple);
    expect(obj(w, id('CounterTop')).simbotIsReceptacleOf).toEqual([]);
    expect(obj(actOk(w, 'Place', table), apple).parentId).toBe(table);
  });

  it('finds free room beside what is already there instead of overlapping it', () => {
    let w = holding(kitchen, id('Apple'));
    w = actOk(w, 'Place', id('Bowl'));
    w = holding(w, id('Potato', 1));
    const r = act(w, 'Place', id('DiningTable'));
    expect(r.outcome.success).toBe(true);
    const placed = obj(r.world, id('Potato', 1)).bbox;
    for (const other of r.world.objects.filter((o) => o.parentId === id('DiningTable') && o.objectId !== id('Potato', 1))) {
      const overlap = placed.min.x < other.bbox.max.x - 0.002 && other.bbox.min.x < placed.max.x - 0.002 &&
        placed.min.z < other.bbox.max.z - 0.002 && other.bbox.min.z < placed.max.z - 0.002;
      expect(overlap, other.objectId).toBe(false);
    }
  });

  it.each([
    ['nothing in hand', (w: World) => w, 'DiningTable', 'place/hand_empty', 'You are not holding anything to place.'],
    ['into the closed fridge', (w: World) => holding(w, id('Apple')), 'Fridge', 'place/closed', 'The fridge is closed. Open it first.'],
    ['a cup into the coffee machine', (w: World) => holding(w, id('Cup')), 'CoffeeMachine', 'place/wrong_type', 'The coffee machine only takes a mug.'],
    ['bread into the toaster', (w: World) => holding(w, id('Bread')), 'Toaster', 'place/wrong_type', 'The toaster only takes a bread slice.'],
    ['a tomato onto a burner', (w: World) => holding(w, id('Tomato')), 'StoveBurner', 'place/wrong_type', 'The stove burner only takes a pot, a pan or a kettle.'],
    ['a pan onto a burner with a pot', (w: World) => holding(w, id('Pan')), 'StoveBurner', 'place/holder_full', 'There is already a pot in the stove burner.'],
    ['the pot into a mug', (w: World) => holding(w, id('Pot')), 'Mug', 'place/no_room', 'The pot is too big for the mug.'],
  ] as const)('fails with %s', (_label, setup, targetType, code, message) => {
    const w = setup(kitchen);
    const r = act(w, 'Place', id(targetType));
    expect(r.outcome).toMatchObject({ success: false, code, message });
    expect(r.world.objects).toBe(w.objects);
    expect(r.world.follower.heldObjectId).toBe(w.follower.heldObjectId);
  });

  it('fails when a container is too full for one more thing', () => {
    let w = holding(kitchen, id('Apple'));
    w = actOk(w, 'Place', id('Bowl'));
    w = holding(w, id('Tomato'));
    expect(act(w, 'Place', id('Bowl')).outcome).toMatchObject({ code: 'place/no_room', message: 'The bowl is too full to place the tomato.' });
  });
});

describe('Open, Close, ToggleOn, ToggleOff', () => {
  it('opens and closes, and refuses to open what is open', () => {
    let w = actOk(kitchen, 'Open', id('Fridge'));
    expect(obj(w, id('Fridge'))).toMatchObject({ isOpen: true, openness: 1 });
    expect(act(w, 'Open', id('Fridge')).outcome).toMatchObject({ code: 'target/not_found', message: 'The fridge is already open.' });
    w = actOk(w, 'Close', id('Fridge'));
    expect(obj(w, id('Fridge'))).toMatchObject({ isOpen: false, openness: 0 });
  });

  it('keeps the microwave interlocks: no opening while running, no running while open', () => {
    const on = actOk(kitchen, 'ToggleOn', id('Microwave'));
    expect(act(on, 'Open', id('Microwave')).outcome).toMatchObject({ success: false, code: 'open/running' });
    const open = actOk(kitchen, 'Open', id('Microwave'));
    expect(act(open, 'ToggleOn', id('Microwave')).outcome).toMatchObject({ success: false, code: 'toggle/open' });
  });

  it('cannot pick up a fixture', () => {
    expect(act(kitchen, 'Pickup', id('Fridge')).outcome).toMatchObject({ code: 'target/not_found', message: "The fridge can't be picked up." });
  });

  it('refuses what is out of reach', () => {
    const far = { ...kitchen, follower: { ...kitchen.follower, x: -1.5, z: -0.5, horizon: 30 as const } };
    const click = findClickPoint(far, id('Mug'))!;
    expect(step(far, 'follower', { name: 'Pickup', ...click }).outcome).toMatchObject({ code: 'target/too_far', objectId: id('Mug') });
  });

  it('switches a burner through its knob only', () => {
    const knob = kitchen.objects.find((o) => o.objectType === 'StoveKnob')!;
    const burner = knob.controlledObjects![0]!;
    const w = actOk(kitchen, 'ToggleOn', knob.objectId);
    expect(obj(w, burner).isToggled).toBe(true);
    expect(act(kitchen, 'ToggleOn', burner).outcome.code).toBe('target/not_found');
    expect(obj(actOk(w, 'ToggleOff', knob.objectId), burner).isToggled).toBe(false);
  });
});

describe('Slice', () => {
  it('needs a knife in hand', () => {
    expect(act(kitchen, 'Slice', id('Bread')).outcome).toMatchObject({ code: 'slice/no_knife', message: 'You need to hold a knife to slice.' });
    const w = holding(kitchen, id('Fork'));
    expect(act(w, 'Slice', id('Bread')).outcome.code).toBe('slice/no_knife');
  });

  it('turns bread into an end piece and slices, with TEACh ids, in the same place', () => {
    const bread = id('Bread');
    const w = actOk(holding(kitchen, id('ButterKnife')), 'Slice', bread);
    expect(obj(w, bread)).toMatchObject({ isSliced: true, disabled: true, parentId: null });
    const pieces = w.objects.filter((o) => o.objectId.startsWith(`${bread}|`));
    expect(pieces.map((p) => p.objectId)).toEqual([`${bread}|Bread_0`, ...Array.from({ length: 9 }, (_, k) => `${bread}|BreadSliced_${k + 1}`)]);
    expect(pieces[0]).toMatchObject({ objectType: 'Bread', sliceable: false, cookable: false });
    for (const p of pieces) expect(p.parentId).toBe(id('CounterTop'));
    // TEACh copies the loaf's custom data, class list included, and drops the loaf's own.
    expect(pieces[1]).toMatchObject({ objectType: 'BreadSliced', cookable: true, simbotObjectClass: ['Bread', 'Food'] });
    expect(obj(w, bread).simbotObjectClass).toEqual([]);
    // The whole loaf is gone from the room: nothing can click it any more.
    expect(() => standBefore(w, bread)).toThrow(/no pose/);
  });

  it('cracks an egg into one cracked egg', () => {
    let w = actOk(kitchen, 'Open', id('Fridge'));
    w = actOk(holding(w, id('Knife')), 'Slice', id('Egg'));
    expect(w.objects.filter((o) => o.objectType === 'EggCracked').map((o) => o.objectId)).toEqual([`${id('Egg')}|EggCracked_0`]);
  });
});

describe('Pour', () => {
  const withWaterInMug = (): World => {
    let w = holding(kitchen, id('Mug'));
    w = actOk(w, 'Place', id('SinkBasin'));
    w = actOk(w, 'ToggleOn', id('Faucet'));
    return holding(w, id('Mug'));
  };

  it('needs a filled container in hand', () => {
    expect(act(kitchen, 'Pour', id('SinkBasin')).outcome.code).toBe('pour/nothing_to_pour');
    expect(act(holding(kitchen, id('Cup')), 'Pour', id('SinkBasin')).outcome).toMatchObject({ code: 'pour/nothing_to_pour', message: 'The cup is empty.' });
  });

  it('a knife holds nothing to pour, and the reason says what would', () => {
    expect(act(holding(kitchen, id('Knife')), 'Pour', id('SinkBasin')).outcome).toMatchObject({
      code: 'pour/nothing_to_pour', message: 'You can only pour from something that holds water or coffee, like a cup; the knife holds none.',
    });
  });

  it('empties into the sink', () => {
    const w = actOk(withWaterInMug(), 'Pour', id('SinkBasin'));
    expect(obj(w, id('Mug'))).toMatchObject({ isFilledWithLiquid: false, fillLiquid: null, simbotIsFilledWithWater: 1 });
  });

  it('fills an empty pot, and waters the plant', () => {
    const w = actOk(withWaterInMug(), 'Pour', id('Pot'));
    expect(obj(w, id('Pot'))).toMatchObject({ isFilledWithLiquid: true, fillLiquid: 'water' });
    const watered = actOk(withWaterInMug(), 'Pour', id('HousePlant'));
    expect(obj(watered, id('HousePlant')).isFilledWithLiquid).toBe(true);
    expect(obj(watered, id('Mug')).isFilledWithLiquid).toBe(false);
  });

  it('will not pour into a full container', () => {
    let w = actOk(withWaterInMug(), 'Pour', id('Pot'));
    w = actOk(w, 'Place', id('CounterTop'));
    w = actOk(w, 'Pickup', id('Mug'));
    w = actOk(w, 'Place', id('SinkBasin'));
    w = holding(w, id('Mug'));
    expect(act(w, 'Pour', id('Pot')).outcome).toMatchObject({ success: false, code: 'target/not_found' });
  });
});
