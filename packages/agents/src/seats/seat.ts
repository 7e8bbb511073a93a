/**
 * Seats: the one shape every Commander and Follower agent has, whoever drives it (rules, a text
 * policy, a chat model, a module, a server). A harness (headless TATC, the game server's bot
 * partner, evaluation) gives a seat one turn at a time and carries out its move as a player's
 * action would be carried out; moves are promises because some seats ask a model server.
 *
 * A seat is handed the true world so that in-process seats can see what their player sees; it must
 * read only what its player could (the Follower: its frame or its text view; the Commander: what
 * Progress Check and SearchObject return, through `CommanderTools`).
 */
import type { Action, Outcome, World } from '@chorehouse/sim';
import type { ProgressCheckResponse } from '@chorehouse/tdl';
import type { TaskRef } from '../commander/what-if.js';

export type SeatSpeaker = 'Commander' | 'Follower';

export interface SeatUtterance {
  readonly speaker: SeatSpeaker;
  readonly text: string;
}

// ---- The Follower ---------------------------------------------------------------------------

export interface FollowerSeatTurn {
  readonly world: World;
  /** Everything said so far, oldest first. */
  readonly dialogue: readonly SeatUtterance[];
  /** The outcome of the seat's previous move when that was an action; otherwise null. */
  readonly lastOutcome: Outcome | null;
}

export type FollowerSeatMove =
  /** One simulator action as a player makes it: a motion, or an interaction with a click (x, y). */
  | { readonly kind: 'act'; readonly action: Action }
  /** A chat line to the Commander (a question, "done", "I can't"). */
  | { readonly kind: 'say'; readonly text: string }
  /** Nothing to do until the Commander says something new. */
  | { readonly kind: 'wait' };

export interface FollowerSeat {
  /** What drives it, for tables and provenance: `rule-based`, `text`, `llm:<url>`, ... */
  readonly kind: string;
  next(turn: FollowerSeatTurn): Promise<FollowerSeatMove>;
}

// ---- The Commander --------------------------------------------------------------------------

export interface ProgressCheckView {
  readonly success: boolean;
  readonly goalConditions: { readonly satisfied: number; readonly total: number };
  readonly response: ProgressCheckResponse;
}

/** One SearchObject hit: what the Commander's target view shows. */
export interface SearchHit {
  readonly objectId: string;
  readonly objectType: string;
  readonly position: { readonly x: number; readonly y: number; readonly z: number };
}

/** The Commander's two tools; each use counts as a Commander action in TATC. */
export interface CommanderTools {
  progressCheck(): ProgressCheckView;
  /** SearchObject by free text ("knife", "the fridge") or by an object id. */
  search(query: string): readonly SearchHit[];
}

export interface CommanderSeatTurn {
  readonly world: World;
  readonly task: TaskRef;
  readonly dialogue: readonly SeatUtterance[];
  readonly tools: CommanderTools;
}

export type CommanderSeatMove =
  | { readonly kind: 'say'; readonly text: string }
  /** Nothing to say until the Follower speaks or acts. */
  | { readonly kind: 'wait' }
  /** The Commander believes the task is done (or gives up, with a reason). */
  | { readonly kind: 'finish'; readonly reason?: string };

export interface CommanderSeat {
  readonly kind: string;
  next(turn: CommanderSeatTurn): Promise<CommanderSeatMove>;
}

// ---- Text policies: what a text Follower does next -----------------------------------------

/** What a text Follower's policy reads: the dialogue and the text view (and the frame, for models that take images). */
export interface TextPolicyInput {
  readonly dialogue: readonly SeatUtterance[];
  /** The latest text observation (ALFWorld style) and the result of the last command. */
  readonly observation: string;
  /** The commands admissible now. */
  readonly admissible: readonly string[];
  /** The Follower's egocentric frame as JPEG bytes, when the harness renders frames. */
  readonly frame?: Uint8Array;
}

export type TextPolicyMove =
  /** A command, admissible or free-form (mapped to the closest admissible one). */
  | { readonly kind: 'command'; readonly text: string }
  | { readonly kind: 'say'; readonly text: string }
  | { readonly kind: 'wait' };

export interface TextPolicy {
  readonly kind: string;
  next(input: TextPolicyInput): Promise<TextPolicyMove>;
}
