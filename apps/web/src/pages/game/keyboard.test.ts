import { MOTION_ACTIONS } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { keyLabel, MOTION_CONTROLS, motionForKey } from './keyboard.js';

describe('motion controls', () => {
  it('each motion action has its own grid cell, and each of its keys (either case) moves it', () => {
    expect(new Set(MOTION_ACTIONS.map((name) => MOTION_CONTROLS[name].cell)).size).toBe(MOTION_ACTIONS.length);
    for (const name of MOTION_ACTIONS) {
      for (const key of MOTION_CONTROLS[name].keys) {
        expect(motionForKey(key), key).toBe(name);
        expect(motionForKey(key.length === 1 ? key.toUpperCase() : key), key).toBe(name);
      }
    }
    expect([motionForKey('x'), motionForKey('Enter')]).toEqual([null, null]);
  });

  it('shows a button\'s keys as the panel always did', () => {
    expect(keyLabel(MOTION_CONTROLS.Forward)).toBe('W / ↑');
    expect(keyLabel(MOTION_CONTROLS['Turn Left'])).toBe('A / ←');
    expect(keyLabel(MOTION_CONTROLS['Pan Right'])).toBe('E');
  });
});
