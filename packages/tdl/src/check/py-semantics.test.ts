import { describe, expect, it } from 'vitest';
import { pyContains, pyEquals, pyTruthy } from './py-semantics.js';

describe('pyTruthy', () => {
  it.each([
    [null, false], [undefined, false], [false, false], [0, false], ['', false], [[], false], [{}, false],
    [true, true], [1, true], [-1, true], ['0', true], [[0], true], [{ a: 1 }, true],
  ] as const)('%j -> %s', (value, expected) => {
    expect(pyTruthy(value)).toBe(expected);
  });
});

describe('pyEquals', () => {
  it.each([
    [true, 1, true], [false, 0, true], [true, 2, false], [1, 1, true], ['1', 1, false], ['a', 'a', true],
    [null, null, true], [null, undefined, true], [null, 0, false], [null, false, false],
    [[1, 'a'], [true, 'a'], true], [[1], [1, 2], false], [{ a: 1 }, { a: true }, true], [{ a: 1 }, { b: 1 }, false],
    ['Mug', ['Mug'], false],
  ] as const)('%j == %j is %s', (a, b, expected) => {
    expect(pyEquals(a, b)).toBe(expected);
    expect(pyEquals(b, a)).toBe(expected);
  });
});

describe('pyContains', () => {
  it.each([
    [['Mug', 'Drinkware'], 'Drinkware', true], [['Mug'], 'Cup', false], [[1, 2], true, true],
    ['Mug|1', 'Mug', true], ['Mug', 1, false], [{ Mug: 1 }, 'Mug', true], [null, 'Mug', false], [5, 5, false],
  ] as const)('%j in %j is %s', (container, item, expected) => {
    expect(pyContains(container, item)).toBe(expected);
  });
});
