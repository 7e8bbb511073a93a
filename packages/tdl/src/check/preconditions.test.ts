import { describe, expect, it } from 'vitest';
import { builtinLibrary } from '../library/builtin-library.js';
import { checkPreconditions } from '../progress-check/progress-check.js';
import { slice, thing, type TestObject } from '../test-support/objects.js';

const met = (task: string, params: readonly string[], objects: readonly TestObject[]) => {
  const result = checkPreconditions(builtinLibrary(), task, params, objects);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.met;
};

const kitchen = [thing('Sink', 1), thing('Knife', 1), thing('CounterTop', 1), thing('Bowl', 1, { isDirty: true }), thing('Plate', 1)];

describe('checkPreconditions (teach-formats.md 2.8)', () => {
  it.each([
    // Only the primary condition counts: a dirty bowl is still a bowl.
    ['a whole tomato stands for any number of slices', 'N Slices Of X In Y', ['3', 'Tomato', 'in', 'Bowl'], [...kitchen, thing('Tomato', 1)], true],
    ['no tomato at all', 'N Slices Of X In Y', ['3', 'Tomato', 'in', 'Bowl'], kitchen, false],
    ['no knife', 'N Slices Of X In Y', ['1', 'Tomato', 'in', 'Bowl'], [thing('Sink', 1), thing('Bowl', 1), thing('Tomato', 1)], false],
    ['an Egg is not an EggCracked here', 'Omelette', [], [...kitchen, thing('Egg', 1)], false],
    ['a cracked egg', 'Omelette', [], [...kitchen, slice(thing('Egg', 1), 1)], true],
    ['"all" still needs one object of its kind', 'Clean All X', ['Mug'], kitchen, false],
    ['one dirty mug is enough', 'Clean All X', ['Mug'], [...kitchen, thing('Mug', 1, { isDirty: true })], true],
    ['something to move and somewhere to put it', 'Put All X On Y', ['Pillow', 'on', 'Sofa'], [thing('Pillow', 1), thing('Sofa', 1)], true],
    ['no sofa', 'Put All X On Y', ['Pillow', 'on', 'Sofa'], [thing('Pillow', 1), thing('ArmChair', 1)], false],
    ['a serving spot of the named type', 'Breakfast', ['1', '0', '0', 'Plate', '0', 'Plate', '0', '1', '1', '0', '1', '1', '1', 'DiningTable'], [...kitchen, thing('Mug', 1)], false],
    ['two sandwiches from one loaf', 'Sandwich', ['1', '1'], [...kitchen, thing('Bread', 1), thing('Lettuce', 1), thing('Tomato', 1)], true],
    ['plants', 'Water Plant', [], [thing('HousePlant', 1)], true],
  ] as const)('%s', (_, task, params, objects, expected) => {
    expect(met(task, params, objects)).toBe(expected);
  });
});
