/**
 * The one way a logged event changes a world: an `action` event is the simulator's `step` of its
 * role and action (deterministic, so every copy of the world agrees bit for bit); every other
 * event leaves the world as it is. The server's replay, the game page's store, the console's
 * replay and spectating, the agents' mirror and the dataset's replay all use these.
 */
import { step, type Outcome, type World } from '@chorehouse/sim';
import type { ActionEvent, EventRecord } from './events.js';

export interface AppliedEvent {
  readonly world: World;
  /** What the simulator says the action did now (compare with the logged outcome); null for other events. */
  readonly outcome: Outcome | null;
}

export function applyEvent(world: World, event: ActionEvent): AppliedEvent & { readonly outcome: Outcome };
export function applyEvent(world: World, event: EventRecord): AppliedEvent;
export function applyEvent(world: World, event: EventRecord): AppliedEvent {
  if (event.kind !== 'action') return { world, outcome: null };
  const r = step(world, event.role, event.action);
  return { world: r.world, outcome: r.outcome };
}

/** The world after `event`; the same object when the event changes nothing. */
export function worldAfter(world: World, event: EventRecord): World {
  return event.kind === 'action' ? step(world, event.role, event.action).world : world;
}

/** The world after every event of `events`, from `initial`. */
export function replayEvents(initial: World, events: readonly EventRecord[]): World {
  let world = initial;
  for (const e of events) world = worldAfter(world, e);
  return world;
}

/** Frame i is the world after the first i events; frame 0 is `initial` (a replay's scrubber). */
export function eventFrames(initial: World, events: readonly EventRecord[]): World[] {
  const frames: World[] = [initial];
  let world = initial;
  for (const e of events) frames.push((world = worldAfter(world, e)));
  return frames;
}
