/** The log is the truth (STYLE.md item 9): the world is the episode's initial world plus the logged actions. */
import { step, worldHash, type World } from '@chorehouse/sim';
import type { EventRecord } from '@chorehouse/protocol';

export function replayWorld(initial: World, events: readonly EventRecord[]): World {
  let world = initial;
  for (const e of events) if (e.kind === 'action') world = step(world, e.role, e.action).world;
  return world;
}

export function replayHash(initial: World, events: readonly EventRecord[]): string {
  return worldHash(replayWorld(initial, events));
}
