/** Follower navigation (TEACh's buttons): arrows/WASD move and turn, Q/E strafe, R/F look. */
import { MOTION_ACTIONS, type MotionActionName } from '@chorehouse/sim';

export interface MotionControl {
  readonly label: string;
  /** `KeyboardEvent.key` values, letters in lower case; the first is the one shown first. */
  readonly keys: readonly string[];
  /** Its place in the navigation panel's grid, row by row, three to a row. */
  readonly cell: number;
}

/** Every motion action's button and keys: a new motion action is a compile error here until it has them. */
export const MOTION_CONTROLS: Readonly<Record<MotionActionName, MotionControl>> = {
  'Look Up': { label: 'Look up', keys: ['r'], cell: 0 },
  Forward: { label: 'Forward', keys: ['w', 'ArrowUp'], cell: 1 },
  'Look Down': { label: 'Look down', keys: ['f'], cell: 2 },
  'Turn Left': { label: 'Turn left', keys: ['a', 'ArrowLeft'], cell: 3 },
  Backward: { label: 'Back', keys: ['s', 'ArrowDown'], cell: 4 },
  'Turn Right': { label: 'Turn right', keys: ['d', 'ArrowRight'], cell: 5 },
  'Pan Left': { label: 'Step left', keys: ['q'], cell: 6 },
  'Pan Right': { label: 'Step right', keys: ['e'], cell: 7 },
};

export const MOTION_KEYS: Readonly<Record<string, MotionActionName>> = Object.fromEntries(
  MOTION_ACTIONS.flatMap((name) => MOTION_CONTROLS[name].keys.map((key) => [key, name] as const)),
);

const KEY_GLYPHS: Readonly<Record<string, string>> = { ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→' };

/** The keys of a control as its button shows them ("W / ↑"). */
export function keyLabel(control: MotionControl): string {
  return control.keys.map((k) => KEY_GLYPHS[k] ?? k.toUpperCase()).join(' / ');
}

export function motionForKey(key: string): MotionActionName | null {
  return MOTION_KEYS[key] ?? MOTION_KEYS[key.toLowerCase()] ?? null;
}
