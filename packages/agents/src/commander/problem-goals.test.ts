import { createDemoKitchen, idOf, getObject, type SimObject } from '@chorehouse/sim';
import type { ProblemKey } from '@chorehouse/tdl';
import { describe, expect, it } from 'vitest';
import { goalsForProblem } from './problem-goals.js';

const k = createDemoKitchen();
const obj = (type: string): SimObject => getObject(k, idOf(k, type))!;
const key = (property_name: string, desired_property_value: string | number): ProblemKey => ({ objectType: 'x', determiner: 'a', property_name, desired_property_value });

describe('problem keys to goals', () => {
  it.each([
    ['Mug', [key('isDirty', 0), key('simbotIsFilledWithCoffee', 1)], ['Clean', 'Coffee']],
    ['Mug', [key('simbotIsFilledWithCoffee', 1), key('isDirty', 0)], ['Clean', 'Coffee']],
    ['Potato', [key('objectType', 'PotatoSliced'), key('simbotIsCooked', 1)], ['Cook', 'Slice']],
    ['Bread', [key('objectType', 'BreadSliced'), key('isCooked', 1)], ['Slice']],
    ['Potato', [key('simbotIsBoiled', 1)], ['Boil']],
    ['HousePlant', [key('isFilledWithLiquid', 1)], ['Fill']],
    ['Faucet', [key('isToggled', 0)], ['ToggleOff']],
    ['Fridge', [key('isOpen', 1)], ['Open']],
    ['Tomato', [key('parentReceptacles', 'Plate')], ['Put']],
    ['Tomato', [key('objectType', 'TomatoSliced'), key('parentReceptacles', 'Plate')], ['Slice', 'Put']],
    ['Mug', [key('objectType', 'PotatoSliced')], []],
    ['SinkBasin', [key('receptacle', 1)], []],
    ['Bread', [key('isCooked', 1)], []],
  ] as const)('%s %j', (type, keys, verbs) => {
    expect(goalsForProblem(obj(type), keys).map((g) => g.verb)).toEqual(verbs);
  });

  it('carries the wanted receptacle type for Put', () => {
    expect(goalsForProblem(obj('Tomato'), [key('parentReceptacles', 'Plate')])).toEqual([{ verb: 'Put', objectId: idOf(k, 'Tomato'), receptacleType: 'Plate' }]);
  });
});
