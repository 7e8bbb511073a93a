import { describe, expect, it } from 'vitest';
import { parseParams, readableParams } from './task-params.js';

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
