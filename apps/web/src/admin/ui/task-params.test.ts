import { describe, expect, it } from 'vitest';
import { parseParams, readableParams, taskText } from './task-params.js';

describe('task parameters for admins', () => {
  it.each([
    ['Breakfast', ['1', '1', '0', 'Bowl', '0', 'Bowl', '0', '1', '1', '1', '1', '1', '1', 'CounterTop'],
      '1 coffee, 1 plate of toast, 1 salad (1 lettuce, 1 tomato, 1 potato); served on the CounterTop'],
    ['N Slices Of X In Y', ['2', 'Tomato', 'in', 'Bowl'], '2 Tomato slices in a Bowl'],
    ['Put All X On Y', ['Fork', 'in', 'Drawer'], 'every Fork in a Drawer'],
    ['Toggle X All Y', ['on', '1', 'Lamps'], 'every Lamps switched on'],
    ['Clean X', ['Mug'], 'Mug'],
    ['Coffee', [], ''],
  ] as const)('%s', (task, params, text) => {
    expect(readableParams(task, params)).toBe(text);
  });
});

describe('parseParams', () => {
  it.each([
    ['Apple, in, Bowl', ['Apple', 'in', 'Bowl']], ['  Potato ', ['Potato']], ['', undefined], [' , ,', undefined], ['1,Bread,,in,Plate', ['1', 'Bread', 'in', 'Plate']],
  ] as const)('%j -> %j', (text, params) => {
    expect(parseParams(text)).toEqual(params);
  });
});

describe('taskText: a session\'s task for the console', () => {
  it.each([
    [{ benchmark: 'Make Coffee', taskName: 'Coffee', params: [] }, 'Make Coffee'],
    [{ benchmark: 'Boil Potato', taskName: 'Boil X', params: ['Potato'] }, 'Boil Potato (Potato)'],
    [{ benchmark: 'Breakfast', taskName: 'Breakfast', params: ['1', '0', '0', 'Bowl', '0', 'Bowl', '0', '1', '1', '0', '1', '1', '1', 'DiningTable'] },
      'Breakfast (1 coffee; served on the DiningTable)'],
    // A library task chosen by name: its own name, its parameters read out.
    [{ benchmark: null, taskName: 'Sliced X', params: ['Apple'] }, 'Sliced X (Apple)'],
    [{ benchmark: null, taskName: 'N Slices Of X In Y', params: ['2', 'Tomato', 'in', 'Bowl'] }, 'N Slices Of X In Y (2 Tomato slices in a Bowl)'],
  ] as const)('%j -> %s', (task, text) => {
    expect(taskText(task)).toBe(text);
  });
});
