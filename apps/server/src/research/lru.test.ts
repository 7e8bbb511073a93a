import { describe, expect, it } from 'vitest';
import { Lru } from './lru.js';

describe('Lru', () => {
  it('keeps at most its capacity, dropping the least recently used first', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.size).toBe(2);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
  });

  it('replaces a value without growing, and the replaced entry counts as used', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('a', 10);
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.size]).toEqual([10, undefined, 3, 2]);
  });

  it('stays at its capacity however many keys pass through', () => {
    const lru = new Lru<number, number>(100);
    for (let i = 0; i < 10_000; i++) lru.set(i, i);
    expect(lru.size).toBe(100);
    expect(lru.get(9_899)).toBeUndefined();
    expect(lru.get(9_900)).toBe(9_900);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new Lru(0)).toThrow(RangeError);
    expect(() => new Lru(1.5)).toThrow(RangeError);
  });
});
