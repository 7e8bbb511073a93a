/** The log is the truth (STYLE.md item 9): the world is the episode's initial world plus the logged actions (the protocol's one apply-event helper). */
import { worldHash, type World } from '@chorehouse/sim';
import { replayEvents, type EventRecord } from '@chorehouse/protocol';

export function replayWorld(initial: World, events: readonly EventRecord[]): World {
  return replayEvents(initial, events);
}

export function replayHash(initial: World, events: readonly EventRecord[]): string {
  return worldHash(replayEvents(initial, events));
}
