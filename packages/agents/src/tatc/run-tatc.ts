/**
 * Headless TATC (Two-Agent Task Completion): the rule-based Commander and Follower play an episode
 * through the interface players use. The Commander runs Progress Checks, searches for objects and
 * chats; the Follower reads the chat, parses the instruction and acts with `step`, then says when it
 * is done or stuck. Success is the checker's verdict on the final world.
 */
import { step, type Action, type Outcome, type World } from '@chorehouse/sim';
import { builtinLibrary, type ProgressCheckResponse, type TaskLibrary } from '@chorehouse/tdl';
import { cameraGoal, cameraMovesTowards } from '../commander/camera-follow.js';
import { RuleBasedCommander } from '../commander/commander.js';
import { extractInstruction, formatInstruction, instructionFor, resolveInstruction } from '../commander/instruction.js';
import { describeGoal } from '../commander/language.js';
import type { TaskRef } from '../commander/what-if.js';
import { RuleBasedFollower } from '../follower/follower.js';

export interface TatcOptions {
  /** Follower actions allowed (TEACh's inference limit is 1000). */
  readonly maxSteps?: number;
  /** Failed Follower actions allowed (TEACh's limit is 30). */
  readonly maxFailedActions?: number;
  /** Commander turns (instructions) allowed. */
  readonly maxTurns?: number;
  /** Keep every event (progress checks, searches, chat, actions) in the result. */
  readonly recordEvents?: boolean;
  readonly library?: TaskLibrary;
}

export type TatcSpeaker = 'Commander' | 'Follower';

export interface TatcUtterance {
  readonly speaker: TatcSpeaker;
  readonly text: string;
  /** Follower steps taken before it was said. */
  readonly atStep: number;
}

export type TatcEvent =
  | { readonly agent: 'Commander'; readonly kind: 'progress_check'; readonly success: boolean; readonly satisfied: number; readonly total: number; readonly response: ProgressCheckResponse }
  | { readonly agent: 'Commander'; readonly kind: 'search_object'; readonly objectType: string; readonly objectId: string }
  | { readonly agent: TatcSpeaker; readonly kind: 'text'; readonly text: string }
  | { readonly agent: 'Follower'; readonly kind: 'action'; readonly action: Action; readonly outcome: Outcome }
  /** A move of the Commander's own camera (logged as the Commander's action). */
  | { readonly agent: 'Commander'; readonly kind: 'camera'; readonly action: Action; readonly outcome: Outcome };

export interface TatcResult {
  readonly taskName: string;
  readonly params: readonly string[];
  /** The checker says the task is done in the final world. */
  readonly success: boolean;
  /** Why the session ended without success; null on success. */
  readonly reason: string | null;
  /** Progress checks, object searches and utterances. */
  readonly commanderActions: number;
  /** Simulator actions (failed ones included) and utterances. */
  readonly followerActions: number;
  /** Follower simulator actions. */
  readonly steps: number;
  readonly failedActions: number;
  readonly progressChecks: number;
  readonly utterances: readonly TatcUtterance[];
  readonly goalConditions: { readonly satisfied: number; readonly total: number };
  readonly events?: readonly TatcEvent[];
  readonly world: World;
}

export const DEFAULT_TATC_OPTIONS = { maxSteps: 1000, maxFailedActions: 30, maxTurns: 300 } as const;

export function runTatc(world: World, task: TaskRef, options: TatcOptions = {}): TatcResult {
  const maxSteps = options.maxSteps ?? DEFAULT_TATC_OPTIONS.maxSteps;
  const maxFailed = options.maxFailedActions ?? DEFAULT_TATC_OPTIONS.maxFailedActions;
  const maxTurns = options.maxTurns ?? DEFAULT_TATC_OPTIONS.maxTurns;
  const commander = new RuleBasedCommander(task, options.library ?? builtinLibrary());
  const follower = new RuleBasedFollower();
  const events: TatcEvent[] = [];
  const utterances: TatcUtterance[] = [];
  let w = world;
  let commanderActions = 0, followerActions = 0, steps = 0, failed = 0, checks = 0, turns = 0;
  let lastGc = { satisfied: 0, total: 0 };

  const record = (e: TatcEvent) => { if (options.recordEvents) events.push(e); };
  const say = (speaker: TatcSpeaker, text: string) => {
    utterances.push({ speaker, text, atStep: steps });
    record({ agent: speaker, kind: 'text', text });
    if (speaker === 'Commander') commanderActions++;
    else followerActions++;
  };
  const end = (success: boolean, reason: string | null): TatcResult => ({
    taskName: task.taskName, params: [...task.params], success, reason,
    commanderActions, followerActions, steps, failedActions: failed, progressChecks: checks, utterances,
    goalConditions: lastGc, ...(options.recordEvents ? { events } : {}), world: w,
  });

  let idle = 0;
  for (;;) {
    const check = commander.check(w);
    checks++;
    commanderActions++;
    if (!check.ok) return end(false, `The task does not instantiate: ${check.errors.map((e) => e.message).join('; ')}`);
    lastGc = check.goalConditions;
    record({ agent: 'Commander', kind: 'progress_check', success: check.result.success, ...check.goalConditions, response: check.response });
    if (check.result.success) return end(true, null);
    if (turns >= maxTurns) return end(false, `The Commander gave up after ${turns} instructions.`);
    const turn = commander.nextGoal(w, check);
    if (turn.kind === 'done') return end(true, null);
    if (turn.kind === 'stuck') return end(false, turn.reason);
    turns++;
    // SearchObject for what the instruction names.
    for (const id of [turn.goal.objectId, ...(turn.goal.destinationId ? [turn.goal.destinationId] : [])]) {
      record({ agent: 'Commander', kind: 'search_object', objectType: id.split('|')[0] ?? id, objectId: id });
      commanderActions++;
    }
    const instruction = instructionFor(w, turn.goal);
    if (!instruction) return end(false, 'The Commander lost track of an object.');
    // The Commander's camera goes to watch the Follower and the object named, as people did (camera-follow.ts).
    for (const name of cameraMovesTowards(w, cameraGoal(w, turn.goal.objectId))) {
      const r = step(w, 'commander', { name });
      record({ agent: 'Commander', kind: 'camera', action: { name }, outcome: r.outcome });
      w = r.world;
      commanderActions++;
    }
    say('Commander', `${describeGoal(w, turn.goal)} (${formatInstruction(instruction)})`);

    // The Follower reads the last Commander line.
    const heard = extractInstruction(utterances[utterances.length - 1]!.text);
    const goal = heard.ok ? resolveInstruction(w, heard.instruction) : null;
    if (!goal) {
      say('Follower', `Sorry, I don't understand. ${heard.ok ? 'I cannot find that.' : heard.error}`);
      commander.refuse(turn.goal);
      continue;
    }
    follower.assign(goal);
    const before = steps;
    for (;;) {
      const move = follower.next(w);
      if (move.kind === 'done') { say('Follower', 'Done.'); break; }
      if (move.kind === 'failed') { say('Follower', `I can't: ${move.reason}`); commander.refuse(turn.goal, move.unreachable); break; }
      const r = step(w, 'follower', move.action);
      follower.observe(r.outcome);
      record({ agent: 'Follower', kind: 'action', action: move.action, outcome: r.outcome });
      w = r.world;
      steps++;
      followerActions++;
      if (!r.outcome.success) failed++;
      if (steps >= maxSteps) return finalCheck(`Ran out of steps (${maxSteps}).`);
      if (failed >= maxFailed) return finalCheck(`Too many failed actions (${failed}).`);
    }
    idle = steps === before ? idle + 1 : 0;
    if (idle > 0) commander.refuse(turn.goal);
  }

  function finalCheck(reason: string): TatcResult {
    const check = commander.check(w);
    checks++;
    commanderActions++;
    if (check.ok) lastGc = check.goalConditions;
    const success = check.ok && check.result.success;
    return end(success, success ? null : reason);
  }
}
