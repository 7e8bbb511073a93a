import { describe, expect, it } from 'vitest';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { actOk, idOf } from '../testing/helpers.js';
import { getObject } from '../world/lookup.js';
import type { World } from '../world/types.js';

const kitchen = createDemoKitchen();
const id = (type: string, k = 0) => idOf(kitchen, type, k);
const obj = (w: World, objectId: string) => getObject(w, objectId)!;
const knobFor = (w: World, burnerId: string) => w.objects.find((o) => o.controlledObjects?.includes(burnerId))!.objectId;

/** Carry an object to a receptacle (opening it first when it has a door). */
function put(w: World, objectId: string, receptacleId: string): World {
  let next = actOk(w, 'Pickup', objectId);
  const r = obj(next, receptacleId);
  if (r.openable && !r.isOpen) next = actOk(next, 'Open', receptacleId);
  return actOk(next, 'Place', receptacleId);
}

/** The dirty mug, washed in the sink and emptied: clean and empty, in hand. */
function cleanEmptyMugInHand(): World {
  let w = put(kitchen, id('Mug'), id('SinkBasin'));
  w = actOk(w, 'ToggleOn', id('Faucet'));
  w = actOk(w, 'Pickup', id('Mug'));
  return actOk(w, 'Pour', id('SinkBasin'));
}

function breadSlice(w: World): { world: World; slice: string } {
  const next = actOk(actOk(actOk(w, 'Pickup', id('Knife')), 'Slice', id('Bread')), 'Place', id('CounterTop'));
  return { world: next, slice: `${id('Bread')}|BreadSliced_3` };
}

describe('sink rule', () => {
  it('cleans and fills what is in the basin once the faucet runs', () => {
    let w = put(kitchen, id('Mug'), id('SinkBasin'));
    expect(obj(w, id('Mug'))).toMatchObject({ isDirty: true, isFilledWithLiquid: false });
    w = actOk(w, 'ToggleOn', id('Faucet'));
    expect(obj(w, id('Mug'))).toMatchObject({ isDirty: false, isFilledWithLiquid: true, fillLiquid: 'water', simbotIsFilledWithWater: 1 });
  });

  it('cleans what is put in while it runs; a plate gets clean but holds no water', () => {
    let w = actOk(kitchen, 'ToggleOn', id('Faucet'));
    w = put(w, id('Plate', 1), id('SinkBasin'));
    expect(obj(w, id('Plate', 1))).toMatchObject({ isDirty: false, isFilledWithLiquid: false });
  });

  it('does nothing with the faucet off', () => {
    const w = put(kitchen, id('Plate', 1), id('SinkBasin'));
    expect(obj(w, id('Plate', 1)).isDirty).toBe(true);
  });
});

describe('coffee', () => {
  it('fills a clean empty mug in a running machine, whichever comes first', () => {
    const mugFirst = actOk(actOk(cleanEmptyMugInHand(), 'Place', id('CoffeeMachine')), 'ToggleOn', id('CoffeeMachine'));
    expect(obj(mugFirst, id('Mug'))).toMatchObject({ fillLiquid: 'coffee', simbotIsFilledWithCoffee: true, temperature: 'Hot', isDirty: false });
    const machineFirst = actOk(actOk(cleanEmptyMugInHand(), 'ToggleOn', id('CoffeeMachine')), 'Place', id('CoffeeMachine'));
    expect(obj(machineFirst, id('Mug'))).toMatchObject({ fillLiquid: 'coffee', simbotIsFilledWithCoffee: true });
  });

  it('leaves a mug of water as water', () => {
    let w = put(kitchen, id('Mug'), id('SinkBasin'));
    w = actOk(w, 'ToggleOn', id('Faucet'));
    w = put(w, id('Mug'), id('CoffeeMachine'));
    w = actOk(w, 'ToggleOn', id('CoffeeMachine'));
    expect(obj(w, id('Mug'))).toMatchObject({ fillLiquid: 'water', simbotIsFilledWithCoffee: false });
  });

  it('clears the coffee flag when the coffee is poured out', () => {
    let w = actOk(actOk(cleanEmptyMugInHand(), 'Place', id('CoffeeMachine')), 'ToggleOn', id('CoffeeMachine'));
    w = actOk(actOk(w, 'ToggleOff', id('CoffeeMachine')), 'Pickup', id('Mug'));
    w = actOk(w, 'Pour', id('SinkBasin'));
    expect(obj(w, id('Mug'))).toMatchObject({ isFilledWithLiquid: false, simbotIsFilledWithCoffee: false });
  });
});

describe('cooking', () => {
  it('toasts a bread slice in a running toaster', () => {
    const { world, slice } = breadSlice(kitchen);
    let w = put(world, slice, id('Toaster'));
    expect(obj(w, slice).isCooked).toBe(false);
    w = actOk(w, 'ToggleOn', id('Toaster'));
    expect(obj(w, slice)).toMatchObject({ isCooked: true, simbotIsCooked: true, temperature: 'Hot', simbotIsBoiled: false });
  });

  it('warms but does not toast bread in the microwave, though TEACh counts it as cooked', () => {
    const { world, slice } = breadSlice(kitchen);
    let w = put(world, slice, id('Microwave'));
    w = actOk(actOk(w, 'Close', id('Microwave')), 'ToggleOn', id('Microwave'));
    expect(obj(w, slice)).toMatchObject({ isCooked: false, simbotIsCooked: true, temperature: 'Hot' });
  });

  it('cooks a potato in the microwave, dry, so it is not boiled', () => {
    let w = put(kitchen, id('Potato'), id('Microwave'));
    w = actOk(actOk(w, 'Close', id('Microwave')), 'ToggleOn', id('Microwave'));
    expect(obj(w, id('Potato'))).toMatchObject({ isCooked: true, simbotIsCooked: true, simbotIsBoiled: false });
  });

  it('cooks a potato in a dry pot on a lit burner without boiling it', () => {
    const burner = obj(kitchen, id('Pot')).parentId!;
    let w = put(kitchen, id('Potato'), id('Pot'));
    w = actOk(w, 'ToggleOn', knobFor(w, burner));
    expect(obj(w, burner).isToggled).toBe(true);
    expect(obj(w, id('Potato'))).toMatchObject({ isCooked: true, simbotIsCooked: true, simbotIsBoiled: false });
  });

  it('boils a potato in a pot of water on a lit burner', () => {
    const burner = obj(kitchen, id('Pot')).parentId!;
    let w = put(kitchen, id('Mug'), id('SinkBasin'));
    w = actOk(actOk(w, 'ToggleOn', id('Faucet')), 'Pickup', id('Mug'));
    w = actOk(w, 'Pour', id('Pot'));
    w = actOk(w, 'Place', id('CounterTop'));
    w = put(w, id('Potato'), id('Pot'));
    expect(obj(w, id('Potato')).isCooked).toBe(false);
    w = actOk(w, 'ToggleOn', knobFor(w, burner));
    expect(obj(w, id('Potato'))).toMatchObject({ isCooked: true, simbotIsBoiled: true });
  });

  it('cannot boil a potato that was already cooked dry', () => {
    let w = put(kitchen, id('Potato'), id('Microwave'));
    w = actOk(actOk(w, 'Close', id('Microwave')), 'ToggleOn', id('Microwave'));
    w = actOk(actOk(w, 'ToggleOff', id('Microwave')), 'Open', id('Microwave'));
    w = put(w, id('Mug'), id('SinkBasin'));
    w = actOk(actOk(w, 'ToggleOn', id('Faucet')), 'Pickup', id('Mug'));
    w = actOk(actOk(w, 'Pour', id('Pot')), 'Place', id('CounterTop'));
    w = put(w, id('Potato'), id('Pot'));
    w = actOk(w, 'ToggleOn', knobFor(w, obj(w, id('Pot')).parentId!));
    expect(obj(w, id('Potato')).simbotIsBoiled).toBe(false);
  });

  it('passes a cooked potato on to its slices; the whole potato keeps no TEACh flags', () => {
    let w = put(kitchen, id('Potato'), id('Microwave'));
    w = actOk(actOk(w, 'Close', id('Microwave')), 'ToggleOn', id('Microwave'));
    w = actOk(actOk(w, 'ToggleOff', id('Microwave')), 'Open', id('Microwave'));
    w = actOk(actOk(w, 'Pickup', id('Knife')), 'Slice', id('Potato'));
    const slices = w.objects.filter((o) => o.objectType === 'PotatoSliced');
    expect(slices).toHaveLength(7);
    for (const s of slices) expect(s).toMatchObject({ isCooked: true, simbotIsCooked: true, parentId: id('Microwave') });
    expect(obj(w, id('Potato'))).toMatchObject({ isSliced: true, simbotIsCooked: false });
  });
});

describe('temperature', () => {
  it('the fridge makes things cold', () => {
    const w = put(kitchen, id('Tomato'), id('Fridge'));
    expect(obj(w, id('Tomato')).temperature).toBe('Cold');
    expect(obj(kitchen, id('Lettuce')).temperature).toBe('Cold');
  });
});
