/**
 * Doors, drawers and lids move to their new place over a moment instead of jumping: when an
 * object's model is rebuilt, its moving parts start where the old model's were.
 */
import type { Object3D, Quaternion, Vector3 } from 'three';

const MOVING_PARTS = ['door', 'drawer', 'lid'];
export const TWEEN_MS = 350;

export interface PartTween {
  readonly part: Object3D;
  readonly fromPos: Vector3;
  readonly toPos: Vector3;
  readonly fromRot: Quaternion;
  readonly toRot: Quaternion;
  readonly start: number;
}

/** Tweens that carry `next`'s moving parts from where `prev`'s were; puts them at the start. */
export function tweensBetween(prev: Object3D, next: Object3D, now: number): PartTween[] {
  const out: PartTween[] = [];
  for (const name of MOVING_PARTS) {
    const before = prev.getObjectsByProperty('name', name);
    const after = next.getObjectsByProperty('name', name);
    after.forEach((part, i) => {
      const old = before[i];
      if (!old || (old.position.equals(part.position) && old.quaternion.equals(part.quaternion))) return;
      out.push({ part, fromPos: old.position.clone(), toPos: part.position.clone(), fromRot: old.quaternion.clone(), toRot: part.quaternion.clone(), start: now });
      place(part, old.position, old.quaternion);
    });
  }
  return out;
}

function place(part: Object3D, pos: Vector3, rot: Quaternion): void {
  part.position.copy(pos);
  part.quaternion.copy(rot);
  part.updateMatrix();
}

const ease = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Advances the tweens to `now`, dropping finished ones; true while some still run. */
export function stepTweens(tweens: PartTween[], now: number): boolean {
  for (let i = tweens.length - 1; i >= 0; i--) {
    const tw = tweens[i]!;
    const t = Math.min(1, (now - tw.start) / TWEEN_MS);
    const k = ease(t);
    place(tw.part, tw.fromPos.clone().lerp(tw.toPos, k), tw.fromRot.clone().slerp(tw.toRot, k));
    if (t >= 1) tweens.splice(i, 1);
  }
  return tweens.length > 0;
}
