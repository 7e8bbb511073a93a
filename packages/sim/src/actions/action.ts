/** The actions of TEACh's model action set, under TEACh's own names, and their parsing. */

export const MOTION_ACTIONS = [
  'Forward', 'Backward', 'Turn Left', 'Turn Right', 'Look Up', 'Look Down', 'Pan Left', 'Pan Right',
] as const;
export const OBJECT_ACTIONS = ['Pickup', 'Place', 'Open', 'Close', 'ToggleOn', 'ToggleOff', 'Slice', 'Pour'] as const;

export type MotionActionName = (typeof MOTION_ACTIONS)[number];
export type ObjectActionName = (typeof OBJECT_ACTIONS)[number];
export type ActionName = MotionActionName | ObjectActionName | 'Stop';

export type AgentRole = 'commander' | 'follower';

export type Action =
  | { readonly name: MotionActionName }
  | { readonly name: 'Stop' }
  /** x, y: the click in the Follower's square egocentric frame, in [0, 1), origin top-left. */
  | { readonly name: ObjectActionName; readonly x: number; readonly y: number };

export type ObjectAction = Extract<Action, { x: number }>;

export const ACTION_NAMES: readonly ActionName[] = [...MOTION_ACTIONS, ...OBJECT_ACTIONS, 'Stop'];

export function isMotionAction(name: string): name is MotionActionName {
  return (MOTION_ACTIONS as readonly string[]).includes(name);
}

export function isObjectAction(name: string): name is ObjectActionName {
  return (OBJECT_ACTIONS as readonly string[]).includes(name);
}

export type ParsedAction =
  | { readonly ok: true; readonly action: Action }
  | { readonly ok: false; readonly code: 'action/unknown' | 'action/bad_click'; readonly message: string };

/** Check an action that may come from anywhere (a socket, a file, a script). Never throws. */
export function parseAction(input: unknown): ParsedAction {
  if (typeof input !== 'object' || input === null) return { ok: false, code: 'action/unknown', message: 'An action must be an object with a name.' };
  const { name, x, y } = input as { name?: unknown; x?: unknown; y?: unknown };
  if (typeof name !== 'string') return { ok: false, code: 'action/unknown', message: 'An action must have a name.' };
  if (name === 'Stop' || isMotionAction(name)) return { ok: true, action: { name } };
  if (!isObjectAction(name)) return { ok: false, code: 'action/unknown', message: `Unknown action "${name.slice(0, 40)}".` };
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y) || x < 0 || x >= 1 || y < 0 || y >= 1) {
    return { ok: false, code: 'action/bad_click', message: `${name} needs a click inside the view (x and y between 0 and 1).` };
  }
  return { ok: true, action: { name, x, y } };
}
