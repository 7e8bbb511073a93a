/** Fields shared by EDH and TfD instances: action records, image names, subgoals, dialogue. */
import type { Interaction } from '../game/game-file.js';
import { SPEAKER, TEXT_ACTION_ID, actionIdx, actionName, isMotionId, isObjectInteractionId } from '../teach/actions.js';
import { frameFileName } from '../images/frame-names.js';
import { cleanUtterance } from './clean-dialog.js';

export interface DriverAction {
  readonly action_id: number;
  readonly action_idx: number;
  readonly obj_interaction_action: 0 | 1;
  readonly action_name: string;
  readonly time_start: number;
  readonly oid: string | null;
  readonly x: number | null;
  readonly y: number | null;
}

/** An interaction as instances copy it: with `action_idx` and `obj_interaction_action` added. */
export function instanceInteraction(i: Interaction): Interaction & { action_idx: number; obj_interaction_action: 0 | 1 } {
  return { ...i, action_idx: actionIdx(i.action_id), obj_interaction_action: isObjectInteractionId(i.action_id) ? 1 : 0 };
}

export function driverAction(i: Interaction): DriverAction {
  const object = isObjectInteractionId(i.action_id);
  return {
    action_id: i.action_id, action_idx: actionIdx(i.action_id), obj_interaction_action: object ? 1 : 0, action_name: actionName(i.action_id),
    time_start: i.time_start, oid: object ? (i.oid ?? null) : null, x: object ? (i.x ?? null) : null, y: object ? (i.y ?? null) : null,
  };
}

/** The Follower's successful interactions; `withText` keeps its utterances (histories do; EDH and TfD futures do not, paper 4.2). */
export function driverActions(interactions: readonly Interaction[], withText: boolean): DriverAction[] {
  return interactions.filter((i) => i.agent_id === 1 && i.success === 1 && i.action_id !== 0 && (withText || i.action_id !== TEXT_ACTION_ID)).map(driverAction);
}

export { pythonFloat } from '../images/frame-names.js';

/** The frame before a Follower action: the same function names the file the image export writes. */
export function frameName(a: DriverAction): string {
  return frameFileName('driver', a.time_start);
}

const typeOfOid = (oid: string | null) => (oid ?? '').split('|')[0] ?? '';

/** `["Navigate", <next object's type>, <Action>, <object type>, ...]`; trailing navigation is dropped. */
export function subgoalsOf(actions: readonly DriverAction[]): string[] {
  const out: string[] = [];
  let navigating = false;
  for (const a of actions) {
    if (isMotionId(a.action_id) || a.action_id === 300) { navigating = true; continue; }
    if (a.obj_interaction_action !== 1) continue;
    if (navigating) out.push('Navigate', typeOfOid(a.oid));
    navigating = false;
    out.push(a.action_name, typeOfOid(a.oid));
  }
  return out;
}

export type DialogTurn = [string, string];

export function dialogHistory(interactions: readonly Interaction[]): { raw: DialogTurn[]; cleaned: DialogTurn[] } {
  const texts = interactions.filter((i) => i.action_id === TEXT_ACTION_ID);
  return {
    raw: texts.map((i) => [SPEAKER[i.agent_id], i.utterance ?? '']),
    cleaned: texts.map((i) => [SPEAKER[i.agent_id], cleanUtterance(i.utterance ?? '')]),
  };
}
