import { Quaternion } from 'three';
import { describe, expect, it } from 'vitest';
import { PLAIN_LOOK } from '../models/look.js';
import { builderOf } from '../models/model-catalog.js';
import { toMergedObject3D } from '../models/three-model.js';
import { stepTweens, tweensBetween, TWEEN_MS } from './part-tween.js';

const cabinet = (open: number) => toMergedObject3D(builderOf('Cabinet')({ w: 0.5, h: 0.7, d: 0.35, drop: 0 }, { ...PLAIN_LOOK, open }));
/** The door's swing in radians (a quaternion's angle: Euler angles past 90 degrees are ambiguous). */
const doorAngle = (g: ReturnType<typeof cabinet>) => new Quaternion().angleTo(g.getObjectByName('door')!.quaternion);

describe('part tweens', () => {
  it('swings a door from closed to open over the tween time', () => {
    const closed = cabinet(0);
    const open = cabinet(1);
    const target = doorAngle(open);
    expect(target).toBeCloseTo((100 * Math.PI) / 180, 6);
    const tweens = tweensBetween(closed, open, 1000);
    expect(tweens).toHaveLength(1);
    expect(doorAngle(open)).toBeCloseTo(0, 9);
    expect(stepTweens(tweens, 1000 + TWEEN_MS / 2)).toBe(true);
    const mid = doorAngle(open);
    expect(mid).toBeGreaterThan(0.1);
    expect(mid).toBeLessThan(target);
    expect(stepTweens(tweens, 1000 + TWEEN_MS)).toBe(false);
    expect(doorAngle(open)).toBeCloseTo(target, 6);
  });

  it('does nothing when the parts have not moved', () => {
    expect(tweensBetween(cabinet(1), cabinet(1), 0)).toEqual([]);
  });
});
