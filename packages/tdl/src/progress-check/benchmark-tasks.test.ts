/**
 * The 12 benchmark tasks on hand-built object lists: done, not done and partly done, with the
 * Progress Check each one must produce. Outlines read `ok|no sat/total description | steps`.
 */
import { describe, expect, it } from 'vitest';
import { builtinLibrary } from '../library/builtin-library.js';
import { placed, slice, thing, type TestObject } from '../test-support/objects.js';
import { expectChecked, outline } from '../test-support/outline.js';
import { WorldObjects } from '../check/world-objects.js';
import { progressCheck } from './progress-check.js';

interface Case {
  readonly state: 'done' | 'not done' | 'partly done';
  readonly objects: readonly TestObject[];
  readonly success: boolean;
  readonly goalConditions: readonly [satisfied: number, total: number];
  readonly outline: readonly string[];
}

interface TaskCases {
  readonly task: string;
  readonly params: readonly string[];
  readonly cases: readonly Case[];
}

const counter = thing('CounterTop', 1);
const table = thing('DiningTable', 1);
const sink = thing('Sink', 1);
const knife = thing('Knife', 1);

const cleanPlate = thing('Plate', 1);
const dirtyPlate = thing('Plate', 1, { isDirty: true });
const cleanBowl = thing('Bowl', 1);
const dirtyBowl = thing('Bowl', 1, { isDirty: true });
const bread = thing('Bread', 1, { isSliced: true });
const toasted = (n: number) => slice(bread, n, { isCooked: true, simbotIsCooked: true });
const lettuce = thing('Lettuce', 1);
const tomato = thing('Tomato', 1);
const potato = thing('Potato', 1);
const apple = thing('Apple', 1);
const coffeeMug = thing('Mug', 1, { isFilledWithLiquid: true, fillLiquid: 'coffee', simbotIsFilledWithCoffee: true });

const TASKS: readonly TaskCases[] = [
  {
    task: 'Water Plant', params: [],
    cases: [
      {
        state: 'done', objects: [thing('HousePlant', 1, { isFilledWithLiquid: true, fillLiquid: 'water' })],
        success: true, goalConditions: [2, 2],
        outline: ['ok 2/2 A watered plant | +HousePlant|1 The plant is watered: fill a container at the sink and pour the water onto the plant.'],
      },
      { state: 'not done', objects: [counter], success: false, goalConditions: [0, 2], outline: ['no 0/2 A watered plant'] },
      {
        state: 'partly done', objects: [thing('HousePlant', 1)], success: false, goalConditions: [1, 2],
        outline: ['no 1/2 A watered plant | !HousePlant|1 The plant is watered: fill a container at the sink and pour the water onto the plant.'],
      },
    ],
  },
  {
    task: 'Coffee', params: [],
    cases: [
      {
        state: 'done', objects: [coffeeMug], success: true, goalConditions: [3, 3],
        outline: [
          'ok 3/3 A clean mug of coffee | +Mug|1 The mug is clean: rinse it under the faucet in the sink. | +Mug|1 The mug holds coffee: empty out any water, put the mug in the coffee machine and turn the machine on.',
        ],
      },
      {
        state: 'not done', objects: [thing('Mug', 1, { isDirty: true })], success: false, goalConditions: [1, 3],
        outline: [
          'no 1/3 A clean mug of coffee | !Mug|1 The mug is clean: rinse it under the faucet in the sink. | !Mug|1 The mug holds coffee: empty out any water, put the mug in the coffee machine and turn the machine on.',
        ],
      },
      {
        // The clean mug meets more conditions, so it is the one the Progress Check points at.
        state: 'partly done', objects: [thing('Mug', 1, { isDirty: true }), thing('Mug', 2)], success: false, goalConditions: [2, 3],
        outline: [
          'no 2/3 A clean mug of coffee | +Mug|2 The mug is clean: rinse it under the faucet in the sink. | !Mug|2 The mug holds coffee: empty out any water, put the mug in the coffee machine and turn the machine on.',
        ],
      },
    ],
  },
  {
    task: 'Clean All X', params: ['Mug'],
    cases: [
      {
        state: 'done', objects: [sink, thing('Mug', 1), thing('Mug', 2)], success: true, goalConditions: [6, 6],
        outline: ['ok 2/2 A sink to rinse them in', 'ok 4/4 Every mug clean | +Mug|1 This mug is clean: rinse it under the faucet in the sink.'],
      },
      {
        state: 'not done', objects: [sink, thing('Mug', 1, { isDirty: true }), thing('Mug', 2, { isDirty: true })],
        success: false, goalConditions: [4, 6],
        outline: [
          'ok 2/2 A sink to rinse them in',
          'no 2/4 Every mug clean | !Mug|1 This mug is clean: rinse it under the faucet in the sink. | !Mug|2 This mug is clean: rinse it under the faucet in the sink.',
        ],
      },
      {
        state: 'partly done', objects: [sink, thing('Mug', 1), thing('Mug', 2, { isDirty: true })], success: false, goalConditions: [5, 6],
        outline: ['ok 2/2 A sink to rinse them in', 'no 3/4 Every mug clean | !Mug|2 This mug is clean: rinse it under the faucet in the sink.'],
      },
    ],
  },
  {
    // The "all" component has no failure messages, so when it holds it is left out entirely.
    task: 'Put All X On Y', params: ['RemoteControl', 'on', 'Sofa'],
    cases: [
      {
        state: 'done', objects: [thing('Sofa', 1), placed(thing('RemoteControl', 1), thing('Sofa', 1)), placed(thing('RemoteControl', 2), thing('Sofa', 1))],
        success: true, goalConditions: [4, 4],
        outline: ['ok 2/2 A sofa to put them on', 'ok 2/2 Every remote control on a sofa | +RemoteControl|1 This remote control is on a sofa.'],
      },
      {
        state: 'not done', objects: [thing('Sofa', 1), table, placed(thing('RemoteControl', 1), table), placed(thing('RemoteControl', 2), table)],
        success: false, goalConditions: [2, 4],
        outline: [
          'ok 2/2 A sofa to put them on',
          'no 0/2 Every remote control on a sofa | !RemoteControl|1 This remote control is on a sofa. | !RemoteControl|2 This remote control is on a sofa.',
        ],
      },
      {
        state: 'partly done', objects: [thing('Sofa', 1), table, placed(thing('RemoteControl', 1), thing('Sofa', 1)), placed(thing('RemoteControl', 2), table)],
        success: false, goalConditions: [3, 4],
        outline: ['ok 2/2 A sofa to put them on', 'no 1/2 Every remote control on a sofa | !RemoteControl|2 This remote control is on a sofa.'],
      },
    ],
  },
  {
    task: 'Boil X', params: ['Potato'],
    cases: [
      {
        state: 'done', objects: [thing('Potato', 1, { isCooked: true, simbotIsCooked: true, simbotIsBoiled: true })], success: true, goalConditions: [2, 2],
        outline: [
          'ok 2/2 A boiled potato | +Potato|1 The potato is boiled: in a pot of water on a lit stove burner, or in a bowl of water in the microwave.',
        ],
      },
      { state: 'not done', objects: [counter], success: false, goalConditions: [0, 2], outline: ['no 0/2 A boiled potato'] },
      {
        // Cooked dry (say, in the microwave) is not boiled.
        state: 'partly done', objects: [thing('Potato', 1, { isCooked: true, simbotIsCooked: true })], success: false, goalConditions: [1, 2],
        outline: [
          'no 1/2 A boiled potato | !Potato|1 The potato is boiled: in a pot of water on a lit stove burner, or in a bowl of water in the microwave.',
        ],
      },
    ],
  },
  {
    task: 'Plate Of Toast', params: [],
    cases: [
      {
        state: 'done', objects: [sink, knife, counter, placed(cleanPlate, counter), placed(toasted(1), cleanPlate, counter)],
        success: true, goalConditions: [7, 7],
        outline: ['ok 2/2 Toast a slice of bread.', 'ok 4/4 Wash a plate.', 'ok 1/1 The toast on a clean plate'],
      },
      {
        state: 'not done', objects: [sink, knife, counter, thing('Bread', 1), dirtyPlate], success: false, goalConditions: [3, 7],
        outline: [
          'no 0/2 Toast a slice of bread. | !Bread|1 The bread is cut into slices: slice it with a knife. | !Bread|1 A bread slice is toasted: put it in the toaster and turn the toaster on.',
          'no 3/4 Wash a plate. | !Plate|1 The plate is clean: rinse it under the faucet in the sink.',
          'no 0/1 The toast on a clean plate',
        ],
      },
      {
        state: 'partly done', objects: [sink, knife, counter, placed(cleanPlate, counter), placed(toasted(1), counter)],
        success: false, goalConditions: [6, 7],
        outline: [
          'ok 2/2 Toast a slice of bread.',
          'ok 4/4 Wash a plate.',
          'no 0/1 The toast on a clean plate | !Bread|1|BreadSliced_1 The toast is on a clean plate.',
        ],
      },
    ],
  },
  {
    task: 'N Slices Of X In Y', params: ['2', 'Tomato', 'in', 'Bowl'],
    cases: [
      {
        state: 'done', objects: [sink, knife, counter, cleanBowl, placed(slice(tomato, 1), cleanBowl), placed(slice(tomato, 2), cleanBowl)],
        success: true, goalConditions: [9, 9],
        outline: ['ok 3/3 2 x Cut a slice of tomato.', 'ok 4/4 Wash a bowl.', 'ok 2/2 The tomato slices in the bowl'],
      },
      {
        // One whole tomato gives every slice, so only one missing slice is reported.
        state: 'not done', objects: [sink, knife, counter, tomato, dirtyBowl], success: false, goalConditions: [4, 9],
        outline: [
          'no 1/3 2 x Cut a slice of tomato. | !Tomato|1 The tomato is cut into slices: slice it with a knife.',
          'no 3/4 Wash a bowl. | !Bowl|1 The bowl is clean: rinse it under the faucet in the sink.',
          'no 0/2 The tomato slices in the bowl',
        ],
      },
      {
        state: 'partly done', objects: [sink, knife, counter, cleanBowl, placed(slice(tomato, 1), cleanBowl), placed(slice(tomato, 2), counter)],
        success: false, goalConditions: [8, 9],
        outline: [
          'ok 3/3 2 x Cut a slice of tomato.',
          'ok 4/4 Wash a bowl.',
          'no 1/2 The tomato slices in the bowl | !Tomato|1|TomatoSliced_2 Each tomato slice is in the same clean bowl.',
        ],
      },
    ],
  },
  {
    task: 'Put All X In One Y', params: ['RemoteControl', 'on', 'ArmChair'],
    cases: [
      {
        state: 'done', objects: [thing('ArmChair', 1), thing('ArmChair', 2), placed(thing('RemoteControl', 1), thing('ArmChair', 2)), placed(thing('RemoteControl', 2), thing('ArmChair', 2))],
        success: true, goalConditions: [4, 4],
        outline: ['ok 2/2 One arm chair for all of them', 'ok 2/2 Every remote control on one arm chair'],
      },
      {
        state: 'not done', objects: [thing('ArmChair', 1), table, placed(thing('RemoteControl', 1), table), placed(thing('RemoteControl', 2), table)],
        success: false, goalConditions: [2, 4],
        outline: [
          'ok 2/2 One arm chair for all of them',
          'no 0/2 Every remote control on one arm chair | !RemoteControl|1 Every remote control is on the same arm chair. | !RemoteControl|2 Every remote control is on the same arm chair.',
        ],
      },
      {
        // Each remote is on an armchair, but not on the same one.
        state: 'partly done', objects: [thing('ArmChair', 1), thing('ArmChair', 2), placed(thing('RemoteControl', 1), thing('ArmChair', 1)), placed(thing('RemoteControl', 2), thing('ArmChair', 2))],
        success: false, goalConditions: [3, 4],
        outline: [
          'ok 2/2 One arm chair for all of them',
          'no 1/2 Every remote control on one arm chair | !RemoteControl|2 Every remote control is on the same arm chair.',
        ],
      },
    ],
  },
  {
    task: 'N Cooked Slices Of X In Y', params: ['2', 'Potato', 'on', 'Plate'],
    cases: [
      {
        state: 'done',
        objects: [sink, knife, counter, cleanPlate, placed(slice(potato, 1, { simbotIsCooked: true }), cleanPlate), placed(slice(potato, 2, { simbotIsCooked: true }), cleanPlate)],
        success: true, goalConditions: [11, 11],
        outline: ['ok 5/5 2 x Slice a potato and cook one slice.', 'ok 4/4 Wash a plate.', 'ok 2/2 The cooked potato slices on the plate'],
      },
      {
        state: 'not done', objects: [sink, knife, counter, potato, dirtyPlate], success: false, goalConditions: [4, 11],
        outline: [
          'no 1/5 2 x Slice a potato and cook one slice. | !Potato|1 The potato is cut into slices: slice it with a knife. | !Potato|1 A potato slice is cooked: in a pan on a lit stove burner, or in the microwave.',
          'no 3/4 Wash a plate. | !Plate|1 The plate is clean: rinse it under the faucet in the sink.',
          'no 0/2 The cooked potato slices on the plate',
        ],
      },
      {
        // The raw slice on the plate does not count for the relation: it has not completed its subtask.
        state: 'partly done',
        objects: [
          sink, knife, counter, cleanPlate,
          placed(slice(potato, 1, { simbotIsCooked: true }), cleanPlate),
          placed(slice(potato, 2), cleanPlate),
          placed(slice(potato, 3), counter),
        ],
        success: false, goalConditions: [9, 11],
        outline: [
          'no 4/5 2 x Slice a potato and cook one slice. | !Potato|1|PotatoSliced_2 A potato slice is cooked: in a pan on a lit stove burner, or in the microwave.',
          'ok 4/4 Wash a plate.',
          'no 1/2 The cooked potato slices on the plate',
        ],
      },
    ],
  },
  {
    task: 'Sandwich', params: ['1', '1'],
    cases: [
      {
        state: 'done',
        objects: [
          sink, knife, counter, cleanPlate,
          placed(toasted(1), cleanPlate), placed(toasted(2), cleanPlate),
          placed(slice(lettuce, 1), cleanPlate), placed(slice(tomato, 1), cleanPlate),
        ],
        success: true, goalConditions: [16, 16],
        outline: [
          'ok 4/4 2 x Toast a slice of bread.',
          'ok 2/2 1 x Cut a slice of lettuce.',
          'ok 2/2 1 x Cut a slice of tomato.',
          'ok 4/4 Wash a plate.',
          'ok 4/4 The sandwich on one plate',
        ],
      },
      {
        state: 'not done', objects: [sink, knife, counter, thing('Bread', 1), lettuce, tomato, dirtyPlate], success: false, goalConditions: [5, 16],
        outline: [
          'no 0/4 2 x Toast a slice of bread. | !Bread|1 The bread is cut into slices: slice it with a knife. | !Bread|1 A bread slice is toasted: put it in the toaster and turn the toaster on.',
          'no 1/2 1 x Cut a slice of lettuce. | !Lettuce|1 The lettuce is cut into slices: slice it with a knife.',
          'no 1/2 1 x Cut a slice of tomato. | !Tomato|1 The tomato is cut into slices: slice it with a knife.',
          'no 3/4 Wash a plate. | !Plate|1 The plate is clean: rinse it under the faucet in the sink.',
          'no 0/4 The sandwich on one plate',
        ],
      },
      {
        state: 'partly done',
        objects: [
          sink, knife, counter, cleanPlate,
          placed(toasted(1), cleanPlate), placed(slice(bread, 2), cleanPlate),
          placed(slice(lettuce, 1), cleanPlate), placed(slice(tomato, 1), counter),
        ],
        success: false, goalConditions: [13, 16],
        outline: [
          'no 3/4 2 x Toast a slice of bread. | !Bread|1|BreadSliced_2 A bread slice is toasted: put it in the toaster and turn the toaster on.',
          'ok 2/2 1 x Cut a slice of lettuce.',
          'ok 2/2 1 x Cut a slice of tomato.',
          'ok 4/4 Wash a plate.',
          'no 2/4 The sandwich on one plate | !Tomato|1|TomatoSliced_1 Every part of the sandwich is on one clean plate.',
        ],
      },
    ],
  },
  {
    task: 'Salad', params: ['1', '1', '1'],
    cases: [
      {
        state: 'done',
        objects: [
          sink, knife, counter, cleanPlate, placed(slice(lettuce, 1), cleanPlate), placed(slice(tomato, 1), cleanPlate),
          placed(slice(potato, 1, { simbotIsCooked: true }), cleanPlate),
        ],
        success: true, goalConditions: [14, 14],
        outline: [
          'ok 2/2 1 x Cut a slice of lettuce.',
          'ok 2/2 1 x Cut a slice of tomato.',
          'ok 3/3 1 x Slice a potato and cook one slice.',
          'ok 4/4 Wash a plate.',
          'ok 3/3 The salad on one plate',
        ],
      },
      {
        state: 'not done', objects: [sink, knife, counter, lettuce, tomato, potato, dirtyPlate], success: false, goalConditions: [6, 14],
        outline: [
          'no 1/2 1 x Cut a slice of lettuce. | !Lettuce|1 The lettuce is cut into slices: slice it with a knife.',
          'no 1/2 1 x Cut a slice of tomato. | !Tomato|1 The tomato is cut into slices: slice it with a knife.',
          'no 1/3 1 x Slice a potato and cook one slice. | !Potato|1 The potato is cut into slices: slice it with a knife. | !Potato|1 A potato slice is cooked: in a pan on a lit stove burner, or in the microwave.',
          'no 3/4 Wash a plate. | !Plate|1 The plate is clean: rinse it under the faucet in the sink.',
          'no 0/3 The salad on one plate',
        ],
      },
      {
        state: 'partly done',
        objects: [
          sink, knife, counter, cleanPlate, placed(slice(lettuce, 1), cleanPlate), placed(slice(tomato, 1), cleanPlate),
          placed(slice(potato, 1, { simbotIsCooked: true }), counter),
        ],
        success: false, goalConditions: [13, 14],
        outline: [
          'ok 2/2 1 x Cut a slice of lettuce.',
          'ok 2/2 1 x Cut a slice of tomato.',
          'ok 3/3 1 x Slice a potato and cook one slice.',
          'ok 4/4 Wash a plate.',
          'no 2/3 The salad on one plate | !Potato|1|PotatoSliced_1 Every part of the salad is on one clean plate.',
        ],
      },
    ],
  },
  {
    // A coffee, a plate of toast and one apple slice in a bowl, all on the counter.
    task: 'Breakfast', params: ['1', '1', '0', 'Plate', '1', 'Bowl', '0', '1', '1', '0', '1', '1', '1', 'CounterTop'],
    cases: [
      {
        state: 'done',
        objects: [
          sink, knife, counter, table, placed(coffeeMug, counter), placed(cleanPlate, counter), placed(toasted(1), cleanPlate, counter),
          placed(cleanBowl, counter), placed(slice(apple, 1), cleanBowl, counter),
        ],
        success: true, goalConditions: [22, 22],
        outline: [
          'ok 3/3 1 x Make coffee in a clean mug.',
          'ok 7/7 1 x Serve a slice of toast on a plate.',
          'ok 7/7 1 x Put 1 slice(s) of apple on a clean bowl.',
          'ok 2/2 A counter to serve on',
          'ok 3/3 Everything served on the counter | +Mug|1 Every breakfast item is on the counter.',
        ],
      },
      {
        state: 'not done',
        objects: [sink, knife, counter, table, thing('Mug', 1, { isDirty: true }), thing('Bread', 1), dirtyPlate, apple, dirtyBowl],
        success: false, goalConditions: [10, 22],
        outline: [
          'no 1/3 1 x Make coffee in a clean mug. | !Mug|1 The mug is clean: rinse it under the faucet in the sink. | !Mug|1 The mug holds coffee: empty out any water, put the mug in the coffee machine and turn the machine on.',
          'no 3/7 1 x Serve a slice of toast on a plate. | !Bread|1 The bread is cut into slices: slice it with a knife. | !Bread|1 A bread slice is toasted: put it in the toaster and turn the toaster on. | !Plate|1 The plate is clean: rinse it under the faucet in the sink.',
          'no 4/7 1 x Put 1 slice(s) of apple on a clean bowl. | !Apple|1 The apple is cut into slices: slice it with a knife. | !Bowl|1 The bowl is clean: rinse it under the faucet in the sink.',
          'ok 2/2 A counter to serve on',
          'no 0/3 Everything served on the counter',
        ],
      },
      {
        state: 'partly done',
        objects: [
          sink, knife, counter, table, placed(coffeeMug, counter), placed(cleanPlate, table), placed(toasted(1), cleanPlate, table),
          placed(cleanBowl, counter), placed(slice(apple, 1), cleanBowl, counter),
        ],
        success: false, goalConditions: [21, 22],
        outline: [
          'ok 3/3 1 x Make coffee in a clean mug.',
          'ok 7/7 1 x Serve a slice of toast on a plate.',
          'ok 7/7 1 x Put 1 slice(s) of apple on a clean bowl.',
          'ok 2/2 A counter to serve on',
          'no 2/3 Everything served on the counter | !Plate|1 Every breakfast item is on the counter.',
        ],
      },
    ],
  },
];

describe('benchmark tasks', () => {
  it('covers the 12 benchmark task types', () => {
    expect(TASKS.map((t) => t.task)).toHaveLength(12);
  });

  for (const { task, params, cases } of TASKS) {
    describe(task, () => {
      it.each(cases)('$state', ({ objects, success, goalConditions, outline: expected }) => {
        const checked = expectChecked(progressCheck(builtinLibrary(), task, params, objects));
        expect(outline(checked.response)).toEqual(expected);
        expect(checked.response.success).toBe(success ? 1 : 0);
        expect([checked.goalConditions.satisfied, checked.goalConditions.total]).toEqual(goalConditions);
      });
    });
  }

  it('answers the same from one index shared by every check of a list as from the list itself', () => {
    for (const { objects } of TASKS.flatMap((t) => t.cases)) {
      const shared = new WorldObjects(objects);
      for (const { task, params } of TASKS) {
        expect(progressCheck(builtinLibrary(), task, params, shared)).toEqual(progressCheck(builtinLibrary(), task, params, objects));
      }
    }
  });

  it('answers the same from an index derived from another list\'s as from the list itself', () => {
    const lists = TASKS.flatMap((t) => t.cases.map((c) => c.objects));
    let derivedPairs = 0;
    for (const from of lists) {
      const shared = new WorldObjects(from);
      // Every same-length pair: those whose records differ in state only take the derived path, the rest fall back.
      for (const to of lists.filter((l) => l !== from && l.length === from.length)) {
        if (to.every((o, i) => o.objectId === from[i]!.objectId && o.objectType === from[i]!.objectType)) derivedPairs++;
        const derived = shared.withReplaced(to);
        for (const { task, params } of TASKS) {
          expect(progressCheck(builtinLibrary(), task, params, derived)).toEqual(progressCheck(builtinLibrary(), task, params, to));
        }
      }
    }
    expect(derivedPairs).toBeGreaterThan(10);
  });
});
