import { describe, expect, it } from 'vitest';
import { fillParams, numericStringToInt, renameInPlaceOrder } from './substitute.js';

const ELEVEN = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10'];

describe('fillParams', () => {
  it.each([
    ['#10 and #1', ELEVEN, 'p10 and p1'],
    ['#1#0', ['x', 'y'], 'yx'],
    ['#0Sliced', ['Tomato'], 'TomatoSliced'],
    ['put #1to a #2', ['X', 'on', 'Sofa'], 'put onto a Sofa'],
    ['#3 stays', ['a'], '#3 stays'],
    ['#0 #0', ['Mug'], 'Mug Mug'],
  ])('%s with %j -> %s', (text, params, expected) => {
    expect(fillParams(text, params)).toBe(expected);
  });

  it('reads #13 as parameter 13 even when #1 exists', () => {
    const fourteen = Array.from({ length: 14 }, (_, i) => `v${i}`);
    expect(fillParams('on the #13', fourteen)).toBe('on the v13');
  });
});

describe('numericStringToInt', () => {
  it.each([['1', 1], ['0', 0], ['12', 12], ['007', 7], ['1.5', '1.5'], ['-1', '-1'], ['', ''], ['on', 'on'], [' 1', ' 1']])(
    '%j -> %j', (input, expected) => {
      expect(numericStringToInt(input)).toBe(expected);
    });
});

describe('renameInPlaceOrder (Python dict update semantics)', () => {
  const upper = (k: string) => k.replace('#0', 'Plate');
  it('moves renamed keys to the end, keeping the rest in place', () => {
    const out = renameInPlaceOrder([['#0', 1], ['sink', 2]], upper, (v) => v * 10);
    expect(out).toEqual([['sink', 20], ['Plate', 10]]);
  });
  it('keeps the relative order of keys that are all renamed', () => {
    const out = renameInPlaceOrder([['#1', 'a'], ['#3', 'b']], (k) => fillParams(k, ['2', 'Tomato', 'in', 'Bowl']), (v) => v);
    expect(out.map(([k]) => k)).toEqual(['Tomato', 'Bowl']);
  });
  it('lets a later entry overwrite an earlier one that renames onto the same key', () => {
    const out = renameInPlaceOrder([['#0', 'x'], ['#2', 'y']], (k) => fillParams(k, ['Mug', 'on', 'Mug']), (v) => v);
    expect(out).toEqual([['Mug', 'y']]);
  });
});

describe('fillParams agrees with the literal highest-index-first replacement', () => {
  const literal = (text: string, params: readonly string[]) => {
    let out = text;
    for (let i = params.length - 1; i >= 0; i--) out = out.replaceAll(`#${i}`, params[i] ?? '');
    return out;
  };
  const texts = ['#0', '#1#10#100', '#05', '##1', '#13x#3', 'a #9 b #19 c #91', '#', '#x', '#00', '#010'];
  const paramLists = [[], ['A'], ['A', 'B'], Array.from({ length: 14 }, (_, i) => `v${i}`), Array.from({ length: 101 }, (_, i) => `p${i}`)];
  it.each(texts.flatMap((t) => paramLists.map((p) => [t, p] as const)))('%s with %j', (text, params) => {
    expect(fillParams(text, params)).toBe(literal(text, params));
  });
  it('falls back to the literal order when a parameter holds "#"', () => {
    expect(fillParams('#1 #0', ['x', '#0'])).toBe(literal('#1 #0', ['x', '#0']));
  });
});
