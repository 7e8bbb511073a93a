/** Follower navigation keys (TEACh's buttons): arrows/WASD move and turn, Q/E strafe, R/F look. */
import type { MotionActionName } from '@chorehouse/sim';

export const MOTION_KEYS: Readonly<Record<string, MotionActionName>> = {
  ArrowUp: 'Forward', w: 'Forward', ArrowDown: 'Backward', s: 'Backward',
  ArrowLeft: 'Turn Left', a: 'Turn Left', ArrowRight: 'Turn Right', d: 'Turn Right',
  q: 'Pan Left', e: 'Pan Right', r: 'Look Up', f: 'Look Down',
};

export function motionForKey(key: string): MotionActionName | null {
  return MOTION_KEYS[key] ?? MOTION_KEYS[key.toLowerCase()] ?? null;
}
