import { getObject, type ObjectActionName, type World } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { idOfType, runGoals } from '../test-support/run-goals.js';
import { smallKitchen } from '../test-support/small-kitchen.js';

const o = (w: World, id: string) => getObject(w, id)!;

/** Three small chores, and the goals the rule-based Follower is given in each. */
const CHORES = {
  wash: () => {
    const w = smallKitchen({ fixtures: ['sink', 'table'], items: [{ type: 'Mug', in: 'DiningTable', state: { isDirty: true } }] });
    return runGoals(w, [{ verb: 'Clean', objectId: idOfType(w, 'Mug') }]);
  },
  coffee: () => {
    const w = smallKitchen({ fixtures: ['sink', 'coffee', 'table'], items: [{ type: 'Mug', in: 'DiningTable', state: { isDirty: true } }] });
    return runGoals(w, [{ verb: 'Clean', objectId: idOfType(w, 'Mug') }, { verb: 'Coffee', objectId: idOfType(w, 'Mug') }]);
  },
  slice: () => {
    const w = smallKitchen({ fixtures: ['fridge', 'cabinet', 'table'], items: [{ type: 'Knife', in: 'Cabinet' }, { type: 'Lettuce', in: 'Fridge' }] });
    return runGoals(w, [{ verb: 'Slice', objectId: idOfType(w, 'Lettuce') }]);
  },
};

/**
 * The chore in which the rule-based Follower uses each object action: a new action is a compile
 * error here until some goal of the Follower's (goal.ts, policy.ts) uses it and a chore shows it.
 */
const CHORE_USING: Readonly<Record<ObjectActionName, keyof typeof CHORES>> = {
  Pickup: 'wash', Place: 'wash', ToggleOn: 'wash', ToggleOff: 'wash', Pour: 'coffee', Open: 'slice', Close: 'slice', Slice: 'slice',
};

describe('Follower policies on small worlds (one per problem key, with the chores around it)', () => {
  it('uses every object action the Follower has in some chore', () => {
    const used = Object.fromEntries(Object.entries(CHORES).map(([chore, run]) => {
      const r = run();
      expect(r.statuses.every((st) => st === 'done'), chore).toBe(true);
      return [chore, r.interactions.map((i) => i.split(' ')[0])];
    }));
    for (const [action, chore] of Object.entries(CHORE_USING)) expect(used[chore], `${action} in ${chore}`).toContain(action);
  });

  it('isDirty: washes a mug at the sink and turns the water off again', () => {
    const w = smallKitchen({ fixtures: ['sink', 'table'], items: [{ type: 'Mug', in: 'DiningTable', state: { isDirty: true } }] });
    const mug = idOfType(w, 'Mug');
    const r = runGoals(w, [{ verb: 'Clean', objectId: mug }]);
    expect(r.statuses).toEqual(['done']);
    expect(r.failedActions).toBe(0);
    expect(o(r.world, mug).isDirty).toBe(false);
    expect(o(r.world, idOfType(w, 'Faucet')).isToggled).toBe(false);
    expect(r.interactions).toEqual(['Pickup Mug', 'Place SinkBasin', 'ToggleOn Faucet', 'ToggleOff Faucet']);
  });

  it('isDirty: clears a full sink first', () => {
    const w = smallKitchen({
      fixtures: ['sink', 'table'],
      items: [
        { type: 'Bowl', in: 'SinkBasin', dx: -0.11 }, { type: 'Cup', in: 'SinkBasin', dx: 0.11 },
        { type: 'Plate', in: 'DiningTable', state: { isDirty: true } },
      ],
    });
    const plate = idOfType(w, 'Plate');
    const r = runGoals(w, [{ verb: 'Clean', objectId: plate }]);
    expect(r.statuses).toEqual(['done']);
    expect(o(r.world, plate)).toMatchObject({ isDirty: false, parentId: idOfType(w, 'SinkBasin') });
    expect(r.interactions.filter((i) => i.startsWith('Pickup') && !i.endsWith('Plate')).length).toBeGreaterThan(0);
    expect(r.failedActions).toBe(0);
  });

  it('simbotIsFilledWithCoffee: pours out the water a washed mug holds, then uses the machine', () => {
    const w = smallKitchen({ fixtures: ['sink', 'coffee', 'table'], items: [{ type: 'Mug', in: 'DiningTable', state: { isDirty: true } }] });
    const mug = idOfType(w, 'Mug');
    const r = runGoals(w, [{ verb: 'Clean', objectId: mug }, { verb: 'Coffee', objectId: mug }]);
    expect(r.statuses).toEqual(['done', 'done']);
    expect(o(r.world, mug)).toMatchObject({ isDirty: false, simbotIsFilledWithCoffee: true, parentId: idOfType(w, 'CoffeeMachine') });
    const pour = r.interactions.indexOf('Pour SinkBasin');
    expect(pour).toBeGreaterThan(r.interactions.indexOf('ToggleOn Faucet'));
    expect(pour).toBeLessThan(r.interactions.indexOf('Place CoffeeMachine'));
  });

  it('simbotIsFilledWithCoffee: takes another mug out of the machine first (it holds one mug)', () => {
    const w = smallKitchen({ fixtures: ['coffee', 'table'], items: [{ type: 'Mug', in: 'CoffeeMachine' }, { type: 'Mug', in: 'DiningTable' }] });
    const [inMachine, mug] = [idOfType(w, 'Mug', 0), idOfType(w, 'Mug', 1)];
    const r = runGoals(w, [{ verb: 'Coffee', objectId: mug }]);
    expect(r.statuses).toEqual(['done']);
    expect(o(r.world, mug)).toMatchObject({ simbotIsFilledWithCoffee: true, parentId: idOfType(w, 'CoffeeMachine') });
    expect(o(r.world, inMachine).simbotIsFilledWithCoffee).toBe(false);
    expect(o(r.world, inMachine).parentId).not.toBe(idOfType(w, 'CoffeeMachine'));
    expect(r.failedActions).toBe(0);
  });

  it('simbotIsBoiled: fills the pot before the potato goes in, lights the burner by its knob and puts it out', () => {
    const w = smallKitchen({
      fixtures: ['sink', 'stove', 'table'],
      items: [{ type: 'Pot', in: 'StoveBurner' }, { type: 'Potato', in: 'DiningTable', dx: -0.3 }, { type: 'Cup', in: 'DiningTable', dx: 0.3 }],
    });
    const potato = idOfType(w, 'Potato');
    const r = runGoals(w, [{ verb: 'Boil', objectId: potato }]);
    expect(r.statuses).toEqual(['done']);
    expect(o(r.world, potato)).toMatchObject({ simbotIsBoiled: true, parentId: idOfType(w, 'Pot') });
    expect(o(r.world, idOfType(w, 'StoveKnob')).isToggled).toBe(false);
    expect(r.interactions.indexOf('Pour Pot')).toBeLessThan(r.interactions.indexOf('Place Pot'));
    expect(r.interactions).toContain('ToggleOn StoveKnob');
    expect(r.interactions.at(-1)).toBe('ToggleOff StoveKnob');
  });

  it('simbotIsBoiled: does not cook the potato dry on a burner that is already on', () => {
    const w = smallKitchen({
      fixtures: ['sink', 'stove', 'table'],
      items: [{ type: 'Pot', in: 'StoveBurner' }, { type: 'Potato', in: 'DiningTable', dx: -0.3 }, { type: 'Cup', in: 'DiningTable', dx: 0.3 }],
      states: { StoveKnob: { isToggled: true } },
    });
    const potato = idOfType(w, 'Potato');
    const r = runGoals(w, [{ verb: 'Boil', objectId: potato }]);
    expect(r.statuses).toEqual(['done']);
    expect(o(r.world, potato).simbotIsBoiled).toBe(true);
    // The burner was on before; the Follower leaves it as it found it.
    expect(o(r.world, idOfType(w, 'StoveKnob')).isToggled).toBe(true);
  });

  it('simbotIsBoiled: uses a bowl of water in the microwave when there is no stove', () => {
    const w = smallKitchen({ fixtures: ['sink', 'microwave', 'table'], items: [{ type: 'Bowl', in: 'DiningTable', dx: 0.3 }, { type: 'Potato', in: 'DiningTable', dx: -0.3 }] });
    const potato = idOfType(w, 'Potato');
    const r = runGoals(w, [{ verb: 'Boil', objectId: potato }]);
    expect(r.statuses).toEqual(['done']);
    expect(o(r.world, potato).simbotIsBoiled).toBe(true);
    expect(o(r.world, idOfType(w, 'Microwave'))).toMatchObject({ isToggled: false });
  });

  it('isCooked (toast): the toaster takes one bread slice, so a slice already in it is taken out', () => {
    const w = smallKitchen({
      fixtures: ['toaster', 'table'],
      items: [{ type: 'BreadSliced', in: 'Toaster' }, { type: 'BreadSliced', in: 'DiningTable' }],
    });
    const slice = w.objects.filter((x) => x.objectType === 'BreadSliced').find((x) => x.parentId !== idOfType(w, 'Toaster'))!.objectId;
    const r = runGoals(w, [{ verb: 'Cook', objectId: slice }]);
    expect(r.statuses).toEqual(['done']);
    expect(o(r.world, slice)).toMatchObject({ isCooked: true, simbotIsCooked: true, parentId: idOfType(w, 'Toaster') });
    expect(o(r.world, idOfType(w, 'Toaster')).isToggled).toBe(false);
  });

  it('simbotIsCooked: the microwave is opened to load, closed to run, switched off and closed after', () => {
    const w = smallKitchen({ fixtures: ['microwave', 'table'], items: [{ type: 'PotatoSliced', in: 'DiningTable' }] });
    const slice = idOfType(w, 'PotatoSliced');
    const r = runGoals(w, [{ verb: 'Cook', objectId: slice }]);
    expect(r.statuses).toEqual(['done']);
    expect(o(r.world, slice)).toMatchObject({ isCooked: true, simbotIsCooked: true });
    expect(o(r.world, idOfType(w, 'Microwave'))).toMatchObject({ isOpen: false, isToggled: false });
    expect(r.interactions).toEqual([
      'Pickup PotatoSliced', 'Open Microwave', 'Place Microwave', 'Close Microwave', 'ToggleOn Microwave', 'ToggleOff Microwave',
    ]);
  });

  it('simbotIsCooked: a running microwave is switched off before it can be opened', () => {
    const w = smallKitchen({ fixtures: ['microwave', 'table'], items: [{ type: 'PotatoSliced', in: 'DiningTable' }], states: { Microwave: { isToggled: true } } });
    const slice = idOfType(w, 'PotatoSliced');
    const r = runGoals(w, [{ verb: 'Cook', objectId: slice }]);
    expect(r.statuses).toEqual(['done']);
    expect(r.interactions.indexOf('ToggleOff Microwave')).toBeLessThan(r.interactions.indexOf('Open Microwave'));
    expect(r.failedActions).toBe(0);
  });

  it('slicing: fetches the knife from a closed cabinet and takes the lettuce out of the fridge, closing both', () => {
    const w = smallKitchen({ fixtures: ['fridge', 'cabinet', 'table'], items: [{ type: 'Knife', in: 'Cabinet' }, { type: 'Lettuce', in: 'Fridge' }] });
    const lettuce = idOfType(w, 'Lettuce');
    const r = runGoals(w, [{ verb: 'Slice', objectId: lettuce }]);
    expect(r.statuses).toEqual(['done']);
    expect(r.world.objects.filter((x) => x.objectType === 'LettuceSliced')).toHaveLength(7);
    expect(o(r.world, idOfType(w, 'Fridge')).isOpen).toBe(false);
    expect(o(r.world, idOfType(w, 'Cabinet')).isOpen).toBe(false);
    expect(r.world.follower.heldObjectId).toBe(idOfType(w, 'Knife'));
  });

  it('isFilledWithLiquid: waters a plant from a cup filled at the sink, or from a watering can that holds water', () => {
    const kitchen = smallKitchen({ fixtures: ['sink', 'plant', 'table'], items: [{ type: 'Cup', in: 'DiningTable' }] });
    const plant = idOfType(kitchen, 'HousePlant');
    const r = runGoals(kitchen, [{ verb: 'Fill', objectId: plant }]);
    expect(r.statuses).toEqual(['done']);
    expect(o(r.world, plant).isFilledWithLiquid).toBe(true);
    expect(r.interactions).toEqual(['Pickup Cup', 'Place SinkBasin', 'ToggleOn Faucet', 'ToggleOff Faucet', 'Pickup Cup', 'Pour HousePlant']);
    const living = smallKitchen({
      fixtures: ['plant', 'table'],
      items: [{ type: 'WateringCan', in: 'DiningTable', state: { isFilledWithLiquid: true, fillLiquid: 'water', simbotIsFilledWithWater: 1 } }],
    });
    const r2 = runGoals(living, [{ verb: 'Fill', objectId: idOfType(living, 'HousePlant') }]);
    expect(r2.interactions).toEqual(['Pickup WateringCan', 'Pour HousePlant']);
  });

  it('isFilledWithLiquid 0: pours a mug out into the sink', () => {
    const w = smallKitchen({ fixtures: ['sink', 'table'], items: [{ type: 'Mug', in: 'DiningTable', state: { isFilledWithLiquid: true, fillLiquid: 'water' } }] });
    const r = runGoals(w, [{ verb: 'Empty', objectId: idOfType(w, 'Mug') }]);
    expect(r.interactions).toEqual(['Pickup Mug', 'Pour SinkBasin']);
  });

  it('parentReceptacles: puts down what it holds first, opens the fridge to put the apple in, and closes it', () => {
    const w = smallKitchen({ fixtures: ['fridge', 'table'], items: [{ type: 'Apple', in: 'DiningTable', dx: 0.3 }, { type: 'Knife', in: 'DiningTable', dx: -0.3 }] });
    const apple = idOfType(w, 'Apple');
    const r = runGoals(w, [{ verb: 'Pickup', objectId: idOfType(w, 'Knife') }, { verb: 'Put', objectId: apple, destinationId: idOfType(w, 'Fridge') }]);
    expect(r.statuses).toEqual(['done', 'done']);
    expect(r.interactions).toEqual(['Pickup Knife', 'Place DiningTable', 'Pickup Apple', 'Open Fridge', 'Place Fridge', 'Close Fridge']);
    expect(o(r.world, apple)).toMatchObject({ parentId: idOfType(w, 'Fridge'), temperature: 'Cold' });
  });

  it('isToggled: a burner is switched through its knob; burners take only pots, pans and kettles', () => {
    const w = smallKitchen({ fixtures: ['stove', 'table'], items: [{ type: 'Pan', in: 'DiningTable' }, { type: 'Apple', in: 'DiningTable', dx: 0.3 }] });
    const burner = idOfType(w, 'StoveBurner');
    const r = runGoals(w, [{ verb: 'ToggleOn', objectId: burner }]);
    expect(r.interactions).toEqual(['ToggleOn StoveKnob']);
    expect(o(r.world, burner).isToggled).toBe(true);
    const refused = runGoals(w, [{ verb: 'Put', objectId: idOfType(w, 'Apple'), destinationId: burner }]);
    expect(refused.statuses[0]).toMatch(/^failed: .*does not fit/);
    expect(refused.steps).toBe(0);
  });

  it('reports what it cannot do instead of wandering: no knife, no coffee machine', () => {
    const w = smallKitchen({ fixtures: ['table'], items: [{ type: 'Tomato', in: 'DiningTable' }, { type: 'Mug', in: 'DiningTable', dx: 0.3 }] });
    const r = runGoals(w, [{ verb: 'Slice', objectId: idOfType(w, 'Tomato') }, { verb: 'Coffee', objectId: idOfType(w, 'Mug') }]);
    expect(r.statuses).toEqual(['failed: There is no knife I can reach.', 'failed: There is no coffee machine I can reach.']);
    expect(r.steps).toBe(0);
  });

  it('parentReceptacles: clears a given destination of unrelated things, and never sets them down there again', () => {
    const w = smallKitchen({
      fixtures: ['table', 'cabinet'],
      items: [{ type: 'Box', in: 'Cabinet' }, { type: 'Pot', in: 'CounterTop', dx: 0.9 }],
      states: { Cabinet: { isOpen: true } },
    });
    const pot = idOfType(w, 'Pot');
    const cabinet = idOfType(w, 'Cabinet');
    const r = runGoals(w, [{ verb: 'Put', objectId: pot, destinationId: cabinet }]);
    expect(r.statuses).toEqual(['done']);
    expect(o(r.world, pot).parentId).toBe(cabinet);
    expect(o(r.world, idOfType(w, 'Box')).parentId).not.toBe(cabinet);
    expect(r.failedActions).toBe(0);
  });

  it('parentReceptacles: repacks a shelf where one plate in the middle leaves no room for a second', () => {
    const w = smallKitchen({
      fixtures: ['table', 'cabinet'],
      items: [{ type: 'Plate', in: 'Cabinet' }, { type: 'Plate', in: 'DiningTable' }],
      states: { Cabinet: { isOpen: true } },
    });
    const [inside, plate] = [idOfType(w, 'Plate', 0), idOfType(w, 'Plate', 1)];
    const cabinet = idOfType(w, 'Cabinet');
    const r = runGoals(w, [{ verb: 'Put', objectId: plate, destinationId: cabinet }]);
    expect(r.statuses).toEqual(['done']);
    expect(o(r.world, plate).parentId).toBe(cabinet);
    expect(o(r.world, inside).parentId).toBe(cabinet);
    expect(r.interactions).toContain('Pickup Plate');
    expect(r.interactions.filter((i) => i === 'Place Cabinet').length).toBe(2);
    expect(r.failedActions).toBe(0);
  });
});
