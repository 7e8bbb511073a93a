/**
 * An 80-object kitchen midway through a full breakfast: coffee made, toast on a plate, a sandwich
 * half built, potatoes and apple sliced but not served. Every part of the Breakfast check has work.
 */
import { placed, slice, thing, type TestObject } from '../src/test-support/objects.js';

export const BREAKFAST_PARAMS = ['1', '1', '1', 'Plate', '1', 'Bowl', '1', '1', '1', '1', '1', '1', '1', 'CounterTop'];

export function breakfastKitchen(): TestObject[] {
  const counters = [1, 2, 3].map((k) => thing('CounterTop', k));
  const [counter, counter2] = counters as [TestObject, TestObject, TestObject];
  const table = thing('DiningTable', 1);
  const fixtures = [
    ...counters, table, thing('Floor', 1),
    ...Array.from({ length: 10 }, (_, k) => thing('Cabinet', k + 1)),
    ...Array.from({ length: 8 }, (_, k) => thing('Drawer', k + 1)),
    thing('Sink', 1), thing('SinkBasin', 'Sink|1|SinkBasin'), thing('Faucet', 1),
    ...[1, 2, 3, 4].flatMap((k) => [thing('StoveBurner', k), thing('StoveKnob', k)]),
    thing('Fridge', 1), thing('Microwave', 1), thing('Toaster', 1), thing('CoffeeMachine', 1),
    thing('Window', 1), thing('LightSwitch', 1), thing('GarbageCan', 1), thing('Chair', 1), thing('Chair', 2), thing('Shelf', 1),
  ];
  const plate1 = placed(thing('Plate', 1), counter);
  const plate2 = placed(thing('Plate', 2), table);
  const plate3 = placed(thing('Plate', 3, { isDirty: true }), counter2);
  const bowl = placed(thing('Bowl', 1), counter);
  const bread = placed(thing('Bread', 1, { isSliced: true }), counter2);
  const lettuce = placed(thing('Lettuce', 1, { isSliced: true }), counter2);
  const tomato = placed(thing('Tomato', 1, { isSliced: true }), counter2);
  const potato = placed(thing('Potato', 1, { isSliced: true }), counter2);
  const apple = placed(thing('Apple', 1, { isSliced: true }), counter2);
  const items = [
    placed(thing('Mug', 1, { simbotIsFilledWithCoffee: true, isFilledWithLiquid: true }), counter),
    placed(thing('Mug', 2, { isDirty: true }), counter2), placed(thing('Cup', 1), counter2),
    plate1, plate2, plate3, bowl, placed(thing('Bowl', 2, { isDirty: true }), counter2),
    placed(thing('Pot', 1), counter2), placed(thing('Pan', 1), counter2), placed(thing('Kettle', 1), counter2),
    placed(thing('Knife', 1), counter2), placed(thing('ButterKnife', 1), counter2), placed(thing('Fork', 1), counter2),
    placed(thing('Spoon', 1), counter2), placed(thing('Spatula', 1), counter2),
    bread, lettuce, tomato, potato, apple,
    placed(slice(bread, 1, { isCooked: true, simbotIsCooked: true }), plate1, counter),
    placed(slice(bread, 2, { isCooked: true, simbotIsCooked: true }), plate2, table),
    placed(slice(bread, 3, { isCooked: true, simbotIsCooked: true }), plate2, table),
    placed(slice(bread, 4), counter2),
    placed(slice(lettuce, 1), plate2, table), placed(slice(lettuce, 2), counter2),
    placed(slice(tomato, 1), counter2), placed(slice(tomato, 2), counter2),
    placed(slice(potato, 1, { simbotIsCooked: true }), counter2), placed(slice(potato, 2), counter2),
    placed(slice(apple, 1), bowl, counter),
    placed(thing('Egg', 1), counter2), placed(thing('SaltShaker', 1), counter2), placed(thing('PepperShaker', 1), counter2),
    placed(thing('SoapBottle', 1), counter2), placed(thing('DishSponge', 1), counter2), placed(thing('HousePlant', 1), counter2),
    placed(thing('Vase', 1), counter2), placed(thing('CreditCard', 1), table), placed(thing('Book', 1), table),
  ];
  return [...fixtures, ...items];
}
