/** One decision of the Follower's rule-based planner: the next object interaction, or the goal's end. */
import type { ObjectActionName } from '@chorehouse/sim';
import type { Viewpoint } from '../nav/viewpoint.js';

export interface Act {
  readonly kind: 'act';
  readonly action: ObjectActionName;
  readonly objectId: string;
  /** Why, in a few words (shows in traces and the Follower's chat). */
  readonly note: string;
  /** A chore to undo later: a container opened on the way, an appliance switched on for a moment. */
  readonly remember?: 'opened' | 'switchedOn';
  /** Already computed by the policy (it had to look anyway). */
  readonly viewpoint?: Viewpoint;
}

export type Decision = Act | { readonly kind: 'done' } | { readonly kind: 'fail'; readonly reason: string };

export function act(action: ObjectActionName, objectId: string, note: string, extra: Partial<Pick<Act, 'remember' | 'viewpoint'>> = {}): Act {
  return { kind: 'act', action, objectId, note, ...extra };
}

export const DONE: Decision = { kind: 'done' };

export const fail = (reason: string): Decision => ({ kind: 'fail', reason });
