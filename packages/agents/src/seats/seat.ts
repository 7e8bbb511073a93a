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

/** Whatever drives a seat or a text policy: one move a turn, a promise because some ask a model server. */
export interface TurnTaker<Turn, Move> {
  /** What drives it, for tables and provenance: `rule-based`, `text`, `llm:<url>`, ... */
  readonly kind: string;
  next(turn: Turn): Promise<Move>;
}

/** A chat line to the other player. */
export interface SayMove {
  readonly kind: 'say';
  readonly text: string;
}

/** Nothing to do until the other player says or does something new. */
export interface WaitMove {
  readonly kind: 'wait';
}

// ---- The Follower ---------------------------------------------------------------------------

export interface FollowerSeatTurn {
  readonly world: World;
  /** Everything said so far, oldest first. */
  readonly dialogue: readonly SeatUtterance[];
  /** The outcome of the seat's previous move when that was an action; otherwise null. */
  readonly lastOutcome: Outcome | null;
}

/** One simulator action as a player makes it (a motion, or an interaction with a click (x, y)), a chat line to the Commander (a question, "done", "I can't"), or a wait for the Commander to say something new. */
export type FollowerSeatMove = { readonly kind: 'act'; readonly action: Action } | SayMove | WaitMove;

export type FollowerSeat = TurnTaker<FollowerSeatTurn, FollowerSeatMove>;

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

/** A chat line, a wait for the Follower to speak or act, or the end: the Commander believes the task is done (or gives up, with a reason). */
export type CommanderSeatMove = SayMove | WaitMove | { readonly kind: 'finish'; readonly reason?: string };

export type CommanderSeat = TurnTaker<CommanderSeatTurn, CommanderSeatMove>;

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

/** The Follower's moves with a text command (admissible, or free-form and mapped to the closest admissible one) in place of the simulator action. */
export type TextPolicyMove = { readonly kind: 'command'; readonly text: string } | Exclude<FollowerSeatMove, { readonly kind: 'act' }>;

export type TextPolicy = TurnTaker<TextPolicyInput, TextPolicyMove>;
