/**
 * How an admin list counts a session's events (`EventTally`), one event at a time: what a live
 * session keeps as it records. `Store.eventTallies` counts the same in one query (kysely-store.ts);
 * the store contract holds the two equal.
 */
import type { EventRecord } from '@chorehouse/protocol';
import type { EventTally } from './store.js';

/** A tally being counted (a live session's own, updated in place: nothing is made per event). */
export type RunningTally = { -readonly [K in keyof EventTally]: EventTally[K] };

export const emptyTally = (): RunningTally => ({ followerActions: 0, commanderActions: 0, utterances: 0, lastT: null });

export function countEvent(tally: RunningTally, e: EventRecord): RunningTally {
  if (e.kind === 'action' && e.role === 'follower') tally.followerActions++;
  if ((e.kind === 'action' && e.role === 'commander') || e.kind === 'progress_check' || e.kind === 'search') tally.commanderActions++;
  if (e.kind === 'chat') tally.utterances++;
  tally.lastT = e.t;
  return tally;
}
