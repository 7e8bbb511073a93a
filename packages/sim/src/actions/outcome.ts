/** What an action did: data, never an exception (DESIGN.md section 2). */
import type { AgentRole } from './action.js';

/** Stable error codes, shared with the protocol and the client. */
export const OUTCOME_CODES = [
  'ok',
  'action/unknown',
  'action/bad_click',
  'action/not_your_role',
  'motion/blocked',
  'motion/look_limit',
  'motion/out_of_bounds',
  'target/not_found',
  'target/too_far',
  'target/blocked',
  'pickup/hand_full',
  'place/hand_empty',
  'place/closed',
  'place/wrong_type',
  'place/holder_full',
  'place/no_room',
  'open/running',
  'toggle/open',
  'slice/no_knife',
  'pour/nothing_to_pour',
  'pour/refused',
] as const;

export type OutcomeCode = (typeof OUTCOME_CODES)[number];

export type StateChange =
  | { readonly kind: 'object'; readonly objectId: string; readonly property: string; readonly from: unknown; readonly to: unknown }
  | { readonly kind: 'created'; readonly objectId: string; readonly objectType: string }
  | { readonly kind: 'agent'; readonly agent: AgentRole; readonly property: string; readonly from: unknown; readonly to: unknown };

export interface Outcome {
  readonly success: boolean;
  readonly code: OutcomeCode;
  /** One short sentence a Follower understands ("The Sink is too full to place the Pot."). */
  readonly message: string;
  /** The object the action applied to (for Place, the receptacle), or null. */
  readonly objectId: string | null;
  readonly changes: readonly StateChange[];
}

export type Failure = { readonly code: Exclude<OutcomeCode, 'ok'>; readonly message: string; readonly objectId?: string | null };

export const fail = (code: Failure['code'], message: string, objectId: string | null = null): Failure => ({ code, message, objectId });
