/**
 * TATC as a harness: any Commander seat with any Follower seat, taking turns. The Commander moves
 * (says something, waits or finishes); then the Follower moves until it speaks or waits, each act
 * stepped on the simulator as a player's action is. The Commander's tools count as its actions.
 * Success is the checker's verdict on the final world; the result has `runTatc`'s shape.
 */
import { step, type Outcome, type World } from '@chorehouse/sim';
import { builtinLibrary, progressCheckInWorld, type TaskLibrary } from '@chorehouse/tdl';
import type { TaskRef } from '../commander/what-if.js';
import type { CommanderSeat, CommanderTools, FollowerSeat, ProgressCheckView, SearchHit, SeatUtterance } from '../seats/seat.js';
import { DEFAULT_TATC_OPTIONS, type TatcEvent, type TatcOptions, type TatcResult, type TatcUtterance } from './run-tatc.js';

export interface SeatedTatcOptions extends TatcOptions {
  /** Rounds in a row where neither seat does anything before the session ends. */
  readonly maxIdleRounds?: number;
}

export async function runSeatedTatc(world: World, task: TaskRef, seats: { commander: CommanderSeat; follower: FollowerSeat }, options: SeatedTatcOptions = {}): Promise<TatcResult> {
  const maxSteps = options.maxSteps ?? DEFAULT_TATC_OPTIONS.maxSteps;
  const maxFailed = options.maxFailedActions ?? DEFAULT_TATC_OPTIONS.maxFailedActions;
  const maxTurns = options.maxTurns ?? DEFAULT_TATC_OPTIONS.maxTurns;
  const library: TaskLibrary = options.library ?? builtinLibrary();
  const events: TatcEvent[] = [];
  const utterances: TatcUtterance[] = [];
  const dialogue: SeatUtterance[] = [];
  let w = world;
  let commanderActions = 0, followerActions = 0, steps = 0, failed = 0, checks = 0;
  let lastGc = { satisfied: 0, total: 0 };
  const record = (e: TatcEvent) => { if (options.recordEvents) events.push(e); };
  const say = (speaker: 'Commander' | 'Follower', text: string) => {
    dialogue.push({ speaker, text });
    utterances.push({ speaker, text, atStep: steps });
    record({ agent: speaker, kind: 'text', text });
    if (speaker === 'Commander') commanderActions++; else followerActions++;
  };
  const end = (success: boolean, reason: string | null): TatcResult => ({
    taskName: task.taskName, params: [...task.params], success, reason,
    commanderActions, followerActions, steps, failedActions: failed, progressChecks: checks, utterances,
    goalConditions: lastGc, ...(options.recordEvents ? { events } : {}), world: w,
  });
  const first = progressCheckInWorld(library, task, w);
  if (!first.ok) return end(false, `The task does not instantiate: ${first.errors.map((e) => e.message).join('; ')}`);
  // The task instantiates, so every later check does too (it depends on the task, not the world).
  let lastView: ProgressCheckView = { success: first.result.success, goalConditions: first.goalConditions, response: first.response };
  const check = (): ProgressCheckView => {
    const r = progressCheckInWorld(library, task, w);
    checks++;
    commanderActions++;
    if (!r.ok) return lastView;
    lastGc = r.goalConditions;
    record({ agent: 'Commander', kind: 'progress_check', success: r.result.success, ...r.goalConditions, response: r.response });
    lastView = { success: r.result.success, goalConditions: r.goalConditions, response: r.response };
    return lastView;
  };
  const tools: CommanderTools = {
    progressCheck: check,
    search: (query) => {
      commanderActions++;
      const hits = searchObjects(w, query);
      for (const h of hits.slice(0, 1)) record({ agent: 'Commander', kind: 'search_object', objectType: h.objectType, objectId: h.objectId });
      return hits;
    },
  };
  const verdict = (reason: string): TatcResult => (check().success ? end(true, null) : end(false, reason));
  let idle = 0, rounds = 0;
  let lastOutcome: Outcome | null = null;
  for (;;) {
    if (++rounds > maxTurns * 4) return verdict(`The session went ${rounds - 1} rounds.`);
    const c = await seats.commander.next({ world: w, task, dialogue: [...dialogue], tools });
    if (c.kind === 'finish') return verdict(c.reason ?? 'The Commander finished, but the task is not done.');
    let active = c.kind === 'say';
    if (c.kind === 'say') say('Commander', c.text);
    for (;;) {
      const f = await seats.follower.next({ world: w, dialogue: [...dialogue], lastOutcome });
      lastOutcome = null;
      if (f.kind === 'wait') break;
      active = true;
      if (f.kind === 'say') { say('Follower', f.text); break; }
      const r = step(w, 'follower', f.action);
      w = r.world;
      lastOutcome = r.outcome;
      record({ agent: 'Follower', kind: 'action', action: f.action, outcome: r.outcome });
      steps++;
      followerActions++;
      if (!r.outcome.success) failed++;
      if (steps >= maxSteps) return verdict(`Ran out of steps (${maxSteps}).`);
      if (failed >= maxFailed) return verdict(`Too many failed actions (${failed}).`);
    }
    idle = active ? 0 : idle + 1;
    if (idle >= (options.maxIdleRounds ?? 3)) return verdict('Neither player did anything.');
  }
}

/** SearchObject: objects whose type or id matches the query ("knife", "the fridge", an id), nearest the Follower first. */
export function searchObjects(world: World, query: string): SearchHit[] {
  const q = query.trim();
  const exact = world.objects.find((o) => o.objectId === q && !o.disabled);
  const words = q.toLowerCase().replace(/^(the|a|an)\s+/, '').replace(/\s+/g, '');
  const hits = exact ? [exact] : world.objects.filter((o) => !o.disabled && o.objectType.toLowerCase() === words);
  const f = world.follower;
  return hits
    .map((o) => ({ objectId: o.objectId, objectType: o.objectType, position: o.position, d: Math.hypot(o.position.x - f.x, o.position.z - f.z) }))
    .sort((a, b) => a.d - b.d)
    .map(({ objectId, objectType, position }) => ({ objectId, objectType, position }));
}
