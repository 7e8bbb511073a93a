/**
 * What an evaluated agent sees and answers, one step at a time. The same shape goes over HTTP, so a
 * model in any language can be evaluated. Coordinates follow TEACh's inference API:
 * `obj_relative_coord` is `[y, x]` (row fraction, then column fraction) on the Follower's frame.
 */
import type { InstanceKind } from '@chorehouse/protocol';
import { MOTION_ACTIONS, OBJECT_ACTIONS, type ActionName, type Outcome, type World } from '@chorehouse/sim';
import { z } from 'zod';
import type { DialogTurn } from '../instances/instance-fields.js';

export interface VisibleObject {
  readonly objectId: string;
  readonly objectType: string;
  /** A point of the object in the Follower's frame, as `[y, x]`, where a click would reach it. */
  readonly obj_relative_coord: readonly [number, number] | null;
}

/** The symbolic side of an observation: the Follower's pose, what it holds and what it sees. */
export interface AgentObservation {
  readonly pose: { readonly x: number; readonly z: number; readonly yaw: number; readonly horizon: number };
  readonly held: string | null;
  readonly visible: readonly VisibleObject[];
}

export interface PredictedAction {
  readonly action: string;
  readonly obj_relative_coord: readonly number[] | null;
}

/** The Follower's egocentric frame before this step (900x900 JPEG), and TEACh's name for it. */
export interface AgentFrame {
  /** `img__<instance_id>_<n>.jpeg` with n counting steps from 1, as TEACh's runner names (and saves) it. */
  readonly name: string;
  readonly jpeg: Uint8Array;
}

export interface AgentRequest {
  readonly instance_id: string;
  readonly game_id: string;
  readonly step: number;
  /** Null only when the run was started without a renderer (symbolic evaluation). */
  readonly frame: AgentFrame | null;
  readonly observation: AgentObservation;
  readonly dialog_history: readonly DialogTurn[];
  readonly prev_action: PredictedAction | null;
  /** Whether the previous action succeeded. */
  readonly prev_success: boolean | null;
}

export const agentReplySchema = z.object({
  action: z.string(),
  obj_relative_coord: z.tuple([z.number(), z.number()]).nullable().optional(),
});
export type AgentReply = z.infer<typeof agentReplySchema>;

/** In-process agents (the rule-based reference, JS modules) may also read the true world. */
export interface Privileged {
  readonly world: World;
  /** What the simulator made of the previous action (TEACh's API says only whether it succeeded); null at the first step. */
  readonly lastOutcome: Outcome | null;
}

/** What an agent learns when an instance begins (TEACh's `start_new_edh_instance`). */
export interface InstanceStart {
  readonly instance_id: string;
  readonly game_id: string;
  readonly dialog_history: readonly DialogTurn[];
  readonly kind: InstanceKind;
  /** The instance file as read (TEACh sends it whole as `edh_instance`). */
  readonly instance: Readonly<Record<string, unknown>>;
  /** The instance file's name, `.json` included (TEACh's `edh_name`), and its text as read. */
  readonly file_name: string;
  readonly file_text: string;
  /** The frames named by `driver_image_history`, read from `images/<split>/<game_id>/` (throws if one is missing). */
  historyImages(): Promise<readonly AgentFrame[]>;
}

export interface EvalAgent {
  readonly name: string;
  start?(instance: InstanceStart): Promise<void>;
  nextAction(request: AgentRequest, privileged: Privileged): Promise<unknown>;
}

/** The action names a model may answer with (TEACh's 17-action model set): the simulator's own list. */
export const MODEL_ACTIONS: readonly ActionName[] = ['Stop', ...MOTION_ACTIONS, ...OBJECT_ACTIONS];
