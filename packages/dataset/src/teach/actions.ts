/** TEACh's action ids (teach-formats.md 5.1) for the simulator's actions, and back. */
import { isObjectAction, type ActionName } from '@chorehouse/sim';
import { ACTION_ID_TO_IDX, TEACH_DEFINITIONS } from './generated/default-definitions.js';

export const AGENT_ID = { commander: 0, follower: 1 } as const;
export const SPEAKER = { 0: 'Commander', 1: 'Driver' } as const;

export const ACTION_ID = {
  Stop: 0, Forward: 2, Backward: 3, 'Turn Left': 4, 'Turn Right': 5, 'Look Up': 6, 'Look Down': 7, 'Pan Left': 8, 'Pan Right': 9,
  Pickup: 200, Place: 201, Open: 202, Close: 203, ToggleOn: 204, ToggleOff: 205, Slice: 206, Pour: 211,
} as const satisfies Record<ActionName, number>;

export const TEXT_ACTION_ID = 100;
export const OPEN_PROGRESS_CHECK_ID = 500;
export const SELECT_OID_ID = 501;
export const SEARCH_OBJECT_ID = 502;

const NAME_BY_ID = new Map<number, string>(TEACH_DEFINITIONS.actions.map((a) => [a.action_id, a.action_name]));
const SIM_NAME_BY_ID = new Map<number, ActionName>(Object.entries(ACTION_ID).map(([name, id]) => [id, name as ActionName]));
const POSE_DELTA = new Map<number, readonly number[]>(
  TEACH_DEFINITIONS.actions.flatMap((a) => ('pose_delta' in a ? [[a.action_id, a.pose_delta as readonly number[]] as const] : [])),
);

export function actionName(actionId: number): string {
  return NAME_BY_ID.get(actionId) ?? `Unknown(${actionId})`;
}

export function actionIdx(actionId: number): number {
  return ACTION_ID_TO_IDX[actionId] ?? -1;
}

/** The simulator action a TEACh id stands for, or null (Text, progress checks, Navigation, ...). */
export function simActionName(actionId: number): ActionName | null {
  return SIM_NAME_BY_ID.get(actionId) ?? null;
}

export function poseDelta(actionId: number): readonly number[] {
  return POSE_DELTA.get(actionId) ?? [0, 0, 0, 0, 0, 0];
}

export function isMotionId(actionId: number): boolean {
  return actionId >= 0 && actionId <= 13;
}

/** TEACh's "ObjectInteraction" action type: ids 200-212. */
export function isObjectInteractionId(actionId: number): boolean {
  const name = simActionName(actionId);
  return (name !== null && isObjectAction(name)) || (actionId >= 200 && actionId <= 212);
}
