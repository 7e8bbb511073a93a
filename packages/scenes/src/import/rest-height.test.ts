import { describe, expect, it } from 'vitest';
import { restHeight } from './rest-height.js';

describe('restHeight', () => {
  it.each([
    ['a table: the top of its box', 'DiningTable', [0, 0, 0, 1, 0.8, 1], [], { y: 0.8, maxHeight: null }],
    ['a shelf: its board at the bottom, room up to the top', 'Shelf', [0, 0.17, 0, 1, 0.46, 0.3], [], { y: 0.17, maxHeight: 0.29 }],
    ['a chair without contents: half its height', 'Chair', [0, 0, 0, 0.5, 0.9, 0.5], [], { y: 0.45, maxHeight: null }],
    ['a chair: where the reference scene put things on the seat', 'Chair', [0, 0, 0, 0.5, 0.9, 0.5], [0.68, 0.7], { y: 0.68, maxHeight: null }],
    ['a sofa whose contents lie on top: the type decides', 'Sofa', [0, 0, 0, 2, 1, 1], [0.98], { y: 0.45, maxHeight: null }],
  ] as const)('%s', (_what, type, box, childBottoms, expected) => {
    expect(restHeight(type, [...box], [...childBottoms])).toEqual(expected);
  });
});
