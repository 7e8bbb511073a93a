/** Each subtlety of TEACh's checking semantics (teach-formats.md 2.3-2.9, 13), on small object lists. */
import { describe, expect, it } from 'vitest';
import { builtinLibrary } from '../library/builtin-library.js';
import { placed, slice, thing, type TestObject } from '../test-support/objects.js';
import { expectChecked, outline } from '../test-support/outline.js';
import { progressCheck } from './progress-check.js';

const check = (task: string, params: readonly string[], objects: readonly TestObject[], options = {}) =>
  expectChecked(progressCheck(builtinLibrary(), task, params, objects, options));

const sink = thing('Sink', 1);
const knife = thing('Knife', 1);
const counter = thing('CounterTop', 1);
const bread = thing('Bread', 1, { isSliced: true });
const toast = (n: number, ...on: TestObject[]) => placed(slice(bread, n, { isCooked: true, simbotIsCooked: true }), ...on);
const lettuce = thing('Lettuce', 1);
const tomato = thing('Tomato', 1);

/** Breakfast with only `n` sandwiches (one lettuce and one tomato slice each) on the counter. */
const sandwichesOnly = (n: string) => ['0', '0', '0', 'Plate', '0', 'Plate', n, '1', '1', '0', '1', '1', '1', 'CounterTop'];

function sandwichOn(plateKey: number, toastKeys: readonly number[], sliceKey: number): TestObject[] {
  const plate = placed(thing('Plate', plateKey), counter);
  return [
    plate,
    ...toastKeys.map((k) => toast(k, plate, counter)),
    placed(slice(lettuce, sliceKey), plate, counter),
    placed(slice(tomato, sliceKey), plate, counter),
  ];
}

describe('determiners multiply down the hierarchy', () => {
  it('two sandwiches need four toast slices on two plates', () => {
    const two = check('Breakfast', sandwichesOnly('2'), [sink, knife, counter, ...sandwichOn(1, [1, 2], 1), ...sandwichOn(2, [3, 4], 2)]);
    expect(two.response.success).toBe(1);
    expect(two.response.subgoals[0]?.description).toBe('2 x Assemble a sandwich on a plate.');
    // Toast is checked for 2 x 2 = 4 instances (2 conditions each: 8); the relation asks 2 toasts per plate.
    expect(two.response.subgoals[0]?.goal_conditions_total).toBe(8 + 3 + 3 + 6 + 8);

    const three = check('Breakfast', sandwichesOnly('2'), [sink, knife, counter, ...sandwichOn(1, [1, 2], 1), ...sandwichOn(2, [3], 2)]);
    expect(three.response.success).toBe(0);
    // TEACh points at a toast already on the first plate rather than asking for a fourth slice.
    expect(outline(three.response)[0]).toBe(
      'no 25/28 2 x Assemble a sandwich on a plate. | !Bread|1|BreadSliced_1 Every part of the sandwich is on one clean plate.');
  });

  it('one sandwich needs only two', () => {
    const one = check('Breakfast', sandwichesOnly('1'), [sink, knife, counter, ...sandwichOn(1, [1, 2], 1)]);
    expect(one.response.success).toBe(1);
  });

  it('a shareable component needs one object however many instances are asked for', () => {
    // One knife serves both sandwiches' lettuce slices: 1 knife condition + 2 x 1 slice condition.
    const two = check('Breakfast', sandwichesOnly('2'), [sink, knife, counter, ...sandwichOn(1, [1, 2], 1), ...sandwichOn(2, [3, 4], 2)]);
    const sandwich = two.result.subgoals[0];
    expect(sandwich?.kind).toBe('task');
    expect(two.goalConditions).toEqual({ satisfied: 32, total: 32 });
    const sandwichTask = check('Sandwich', ['1', '1'], [sink, knife, counter, ...sandwichOn(1, [1, 2], 1)]);
    expect(sandwichTask.response.subgoals.map((s) => s.goal_conditions_total)).toEqual([4, 2, 2, 4, 4]);
    expect(two.response.subgoals[0]?.goal_conditions_total).toBe(8 + (1 + 2) + (1 + 2) + (2 + 4) + 8);
  });

  it('"0" switches a component off and skips its relation head', () => {
    const plate = placed(thing('Plate', 1), counter);
    const noLettuce = check('Sandwich', ['0', '1'], [sink, knife, counter, plate, toast(1, plate), toast(2, plate), placed(slice(tomato, 1), plate)]);
    expect(outline(noLettuce.response)).toEqual(['ok 4/4 2 x Toast a slice of bread.', 'ok 2/2 1 x Cut a slice of tomato.', 'ok 4/4 Wash a plate.', 'ok 3/3 The sandwich on one plate']);
  });
});

describe('relation tails: "a" vs "the"', () => {
  const sofas = [thing('Sofa', 1), thing('Sofa', 2)];
  const split = [...sofas, placed(thing('Pillow', 1), thing('Sofa', 1)), placed(thing('Pillow', 2), thing('Sofa', 2))];
  it('"a": each head may sit in any tail', () => {
    expect(check('Put All X On Y', ['Pillow', 'on', 'Sofa'], split).response.success).toBe(1);
  });
  it('"the": all heads must share one tail', () => {
    const one = check('Put All X In One Y', ['Pillow', 'on', 'Sofa'], split);
    expect(one.response.success).toBe(0);
    expect(one.response.subgoals[1]?.problem_keys).toEqual({
      'Pillow|2': [{ determiner: 'all', property_name: 'parentReceptacles', desired_property_value: 'Sofa', objectType: 'Pillow' }],
    });
  });
  it('"the" with several task instances needs that many distinct tails', () => {
    const plate = placed(thing('Plate', 1), counter);
    // Two sandwiches' worth of parts on a single plate still counts as one sandwich.
    const onePlate = check('Breakfast', sandwichesOnly('2'), [
      sink, knife, counter, plate, ...[1, 2, 3, 4].map((k) => toast(k, plate, counter)),
      ...[1, 2].flatMap((k) => [placed(slice(lettuce, k), plate, counter), placed(slice(tomato, k), plate, counter)]),
    ]);
    expect(onePlate.response.success).toBe(0);
  });
  it('an "a" relation counts every satisfied head, even past what it needs (GC is clipped later)', () => {
    const mugs = [1, 2].map((k) => placed(thing('Mug', k, { simbotIsFilledWithCoffee: true }), counter));
    const coffeeOnly = ['1', '0', '0', 'Plate', '0', 'Plate', '0', '1', '1', '0', '1', '1', '1', 'CounterTop'];
    const r = check('Breakfast', coffeeOnly, [counter, ...mugs]);
    expect(outline(r.response).at(-1)).toBe('ok 2/1 Everything served on the counter | +Mug|1 Every breakfast item is on the counter.');
  });
});

describe('"all" components', () => {
  it('are vacuously true with no matching object, and then left out of the Progress Check', () => {
    const r = check('Clean All X', ['Mug'], [sink, thing('Cup', 1, { isDirty: true })]);
    expect(r.response.success).toBe(1);
    expect(outline(r.response)).toEqual(['ok 2/2 A sink to rinse them in']);
    expect(r.goalConditions).toEqual({ satisfied: 2, total: 2 });
  });
  it('as a relation head with nothing to move, ask for nothing', () => {
    const r = check('Put All X On Y', ['Newspaper', 'on', 'Sofa'], [thing('Sofa', 1)]);
    expect(r.response.success).toBe(1);
    expect(outline(r.response)).toEqual(['ok 2/2 A sofa to put them on', 'ok 0/0 Every newspaper on a sofa']);
  });
  it('count every object of the kind, anywhere', () => {
    const lamps = [thing('DeskLamp', 1, { isToggled: true }), thing('FloorLamp', 1, { isToggled: false })];
    expect(outline(check('Toggle X All Y', ['on', '1', 'Lamps'], lamps).response)).toEqual([
      'no 3/4 Every lamp switched on | !FloorLamp|1 This lamp is switched on.',
    ]);
  });
});

describe('parameter substitution', () => {
  it('reorders renamed components: the sink comes before the object it cleans', () => {
    const r = check('Clean X', ['Plate'], [thing('Plate', 1, { isDirty: true })]);
    expect(r.response.subgoals.map((s) => s.goal_conditions_total)).toEqual([2, 2]);
    expect(outline(r.response)).toEqual(['no 0/2 A sink to rinse it in', 'no 1/2 A clean plate | !Plate|1 The plate is clean: rinse it under the faucet in the sink.']);
    const nested = check('Plate Of Toast', [], [thing('Plate', 1, { isDirty: true })]);
    expect(nested.response.subgoals[1]?.step_successes).toEqual([0, 0]);
  });

  it('makes a digit parameter an int condition: a truthiness test, echoed as a number', () => {
    const off = check('Toggle X All Y', ['off', '0', 'Television'], [thing('Television', 1, { isToggled: null }), thing('Television', 2, { isToggled: 1 })]);
    expect(off.response.subgoals[0]?.problem_keys).toEqual({
      'Television|2': [{ objectType: 'Television', determiner: 'all', property_name: 'isToggled', desired_property_value: 0 }],
    });
    const on = check('Toggle X All Y', ['on', '1', 'Television'], [thing('Television', 1, { isToggled: 1 })]);
    expect(on.response.success).toBe(1);
  });

  it('reads #10 as parameter 10, not #1 followed by 0', () => {
    const salad = ['0', '9', '0', 'Plate', '0', 'Plate', '0', '1', '1', '1', '2', '0', '0', 'CounterTop'];
    const r = check('Breakfast', salad, [sink, knife, counter]);
    // Lettuce asks for 2 slices (#10), not for 90 (#1 = "9" followed by "0"): knife + 2 slices, plate, relation.
    const saladSubgoal = r.response.subgoals.find((s) => s.description === '1 x Prepare a salad on a plate.');
    expect(saladSubgoal?.goal_conditions_total).toBe((1 + 2) + 4 + 2);
    expect(r.response.subgoals[0]?.description).toBe('9 x Serve a slice of toast on a plate.');
  });
});

describe('the Sliced and Cracked rules', () => {
  it('lets one whole object stand for every missing slice, and reports only one', () => {
    const r = check('N Slices Of X In Y', ['3', 'Tomato', 'in', 'Bowl'], [sink, knife, thing('Bowl', 1), tomato, thing('Tomato', 2)]);
    expect(outline(r.response)[0]).toBe('no 1/4 3 x Cut a slice of tomato. | !Tomato|1 The tomato is cut into slices: slice it with a knife.');
  });
  it('once a slice exists next to a whole object, reports no missing slice at all (TEACh quirk)', () => {
    const r = check('N Slices Of X In Y', ['3', 'Tomato', 'in', 'Bowl'], [sink, knife, thing('Bowl', 1), slice(tomato, 1), thing('Tomato', 2)]);
    expect(outline(r.response)[0]).toBe('no 2/4 3 x Cut a slice of tomato.');
  });
  it('applies to cooked slices only when the whole object already meets the other conditions', () => {
    const raw = check('Cooked Slice Of X', ['Potato'], [knife, thing('Potato', 1), thing('Potato', 2)]);
    expect(outline(raw.response)[1]).toBe('no 0/2 A cooked slice of potato | !Potato|1 The potato is cut into slices: slice it with a knife. | !Potato|1 A potato slice is cooked: in a pan on a lit stove burner, or in the microwave.');
    const cooked = check('Cooked Slice Of X', ['Potato'], [knife, thing('Potato', 1), thing('Potato', 2, { simbotIsCooked: true })]);
    expect(outline(cooked.response)[1]).toBe('no 1/2 A cooked slice of potato | !Potato|2 The potato is cut into slices: slice it with a knife. | +Potato|2 A potato slice is cooked: in a pan on a lit stove burner, or in the microwave.');
  });
  it('takes an Egg as a candidate for EggCracked', () => {
    const r = check('Omelette', [], [thing('Egg', 1)]);
    expect(outline(r.response)).toEqual(['no 0/2 A cooked omelette | !Egg|1 An egg is cracked: crack it with a knife, best over a pan. | !Egg|1 The cracked egg is cooked in the pan on a lit stove burner.']);
  });
});

describe('what relations see', () => {
  const plate = placed(thing('Plate', 1), counter);
  const objects = [sink, knife, counter, plate, placed(slice(tomato, 1), plate), placed(slice(lettuce, 1), plate), placed(slice(thing('Potato', 1), 1), plate)];
  it('only objects that completed their subtask (the raw potato slice does not count)', () => {
    const r = check('Salad', ['1', '1', '1'], objects);
    expect(outline(r.response).at(-1)).toBe('no 2/3 The salad on one plate');
  });
  it('unfinished objects too, with useTaskCandidatesInRelations', () => {
    const r = check('Salad', ['1', '1', '1'], objects, { useTaskCandidatesInRelations: true });
    expect(outline(r.response).at(-1)).toBe('ok 3/3 The salad on one plate');
  });
  it('a subtask through its anchor: a clean plate counts as "toast" in Breakfast even when empty', () => {
    const toastOnly = ['0', '1', '0', 'Plate', '0', 'Plate', '0', '1', '1', '0', '1', '1', '1', 'DiningTable'];
    const table = thing('DiningTable', 1);
    const r = check('Breakfast', toastOnly, [sink, table, counter, placed(thing('Plate', 1), table), toast(1, counter)]);
    expect(outline(r.response).at(-1)).toBe('ok 1/1 Everything served on the dining table | +Plate|1 Every breakfast item is on the dining table.');
  });
  it('no tail object at all: failure with problem_keys as an empty list', () => {
    const r = check('Plate Of Toast', [], [sink, toast(1, counter)]);
    expect(r.response.subgoals[2]).toEqual({
      success: 0, description: 'The toast on a clean plate', steps: [], problem_keys: [], goal_conditions_total: 1, goal_conditions_satisfied: 0,
    });
  });
});

describe('Sink / SinkBasin and Bathtub / BathtubBasin', () => {
  it('a SinkBasin serves as the Sink of Clean X', () => {
    const r = check('Clean X', ['Mug'], [thing('SinkBasin', 'Sink|1|SinkBasin'), thing('Mug', 1)]);
    expect(r.response.success).toBe(1);
  });
  it('candles placed in a BathtubBasin are on the Bathtub', () => {
    const basin = thing('BathtubBasin', 'Bathtub|1|BathtubBasin');
    const r = check('Candles', [], [basin, placed(thing('Candle', 1, { isToggled: true }), basin)]);
    expect(r.response.success).toBe(1);
  });
});

describe('loose object records', () => {
  it.each([
    ['0/1 ints for booleans', { isDirty: 0, simbotIsFilledWithCoffee: 1 }, 1],
    ['a missing custom property', { isDirty: false, simbotIsFilledWithCoffee: undefined }, 0],
  ] as const)('%s', (_, props, success) => {
    const mug: Record<string, unknown> = { objectId: 'Mug|1', objectType: 'Mug' };
    for (const [k, v] of Object.entries(props)) if (v !== undefined) mug[k] = v;
    expect(check('Coffee', [], [mug as TestObject]).response.success).toBe(success);
  });
});

describe('candidates and representatives', () => {
  it('rank by conditions met, then by distance to the agent when one is given', () => {
    const mugs = [thing('Mug', 1), thing('Mug', 2), thing('Mug', 3, { isDirty: true })];
    const nearest = check('Coffee', [], mugs, { distanceToAgent: (o: { objectId: string }) => (o.objectId === 'Mug|2' ? 0.5 : 2) });
    expect(nearest.response.subgoals[0]?.steps[1]?.objectId).toBe('Mug|2');
    const byOrder = check('Coffee', [], mugs);
    expect(byOrder.response.subgoals[0]?.steps[1]?.objectId).toBe('Mug|1');
  });
  it('a subtask shows a candidate while unfinished, a finished object once done', () => {
    expect(check('Tutorial', [], [thing('Mug', 1, { isDirty: true })]).response.subgoals[0]?.representative_obj_id).toBe('Mug|1');
    expect(check('Tutorial', [], [thing('Mug', 2, { simbotIsFilledWithCoffee: true })]).response.subgoals[0]?.representative_obj_id).toBe('Mug|2');
    // Coffee's anchor holds no object here, so the first successful step's object is shown; else "".
    expect(check('Tutorial', [], [knife]).response.subgoals[1]?.representative_obj_id).toBe('');
  });
});

describe('the Progress Check payload', () => {
  it('has TEACh shape, key order and 0/1 encoding', () => {
    const bowl = thing('Bowl', 1);
    const r = check('N Slices Of X In Y', ['2', 'Tomato', 'in', 'Bowl'], [sink, knife, counter, bowl, placed(slice(tomato, 1), bowl), placed(slice(tomato, 2), counter)]);
    expect(JSON.stringify(r.response)).toBe(JSON.stringify({
      task_desc: 'Put 2 slice(s) of tomato in a clean bowl.',
      success: 0,
      subgoals: [
        {
          representative_obj_id: 'Tomato|1|TomatoSliced_1', step_successes: [1, 1], success: 1, description: '2 x Cut a slice of tomato.',
          steps: [], problem_keys: {}, goal_conditions_total: 3, goal_conditions_satisfied: 3,
        },
        {
          representative_obj_id: 'Bowl|1', step_successes: [1, 1], success: 1, description: 'Wash a bowl.',
          steps: [], problem_keys: {}, goal_conditions_total: 4, goal_conditions_satisfied: 4,
        },
        {
          // TEACh leaves this '': ours names what the relation asks.
          success: 0, description: 'The tomato slices in the bowl',
          steps: [{ success: 0, objectId: 'Tomato|1|TomatoSliced_2', objectType: 'TomatoSliced', desc: 'Each tomato slice is in the same clean bowl.' }],
          problem_keys: { 'Tomato|1|TomatoSliced_2': [{ determiner: '2', property_name: 'parentReceptacles', desired_property_value: 'Bowl', objectType: 'TomatoSliced' }] },
          goal_conditions_total: 2, goal_conditions_satisfied: 1,
        },
      ],
    }));
    expect(r.goalConditions).toEqual({ satisfied: 8, total: 9 });
  });
});
