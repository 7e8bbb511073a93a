/**
 * A finished session rebuilt in the browser: the episode's initial world stepped through the log's
 * actions with the simulator (pure, so it is the server's world bit for bit). Frame i is the world
 * after the first i events; frame 0 is the initial world.
 */
import { eventFrames, type EventRecord } from '@chorehouse/protocol';
import type { World } from '@chorehouse/sim';

export function replayFrames(initial: World, events: readonly EventRecord[]): World[] {
  return eventFrames(initial, events);
}

/** How many events have happened by `ms` after the session started. */
export function cursorAt(events: readonly EventRecord[], ms: number): number {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (events[mid]!.t <= ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Events a viewer sees happen: what "one action per second" and stepping move by. */
export function isVisibleStep(e: EventRecord): boolean {
  return e.kind === 'action' || e.kind === 'chat' || e.kind === 'progress_check' || e.kind === 'search' || e.kind === 'finish' || e.kind === 'end';
}

/** The cursor just after the next visible event (or the end). */
export function nextStep(events: readonly EventRecord[], cursor: number): number {
  for (let i = cursor; i < events.length; i++) if (isVisibleStep(events[i]!)) return i + 1;
  return events.length;
}

/** The cursor just after the previous visible event before the current one (or 0). */
export function previousStep(events: readonly EventRecord[], cursor: number): number {
  for (let i = cursor - 2; i >= 0; i--) if (isVisibleStep(events[i]!)) return i + 1;
  return 0;
}

export interface TimelineMark {
  readonly t: number;
  readonly kind: 'utterance' | 'interaction';
  readonly label: string;
}

/** Utterances and object interactions (actions with a click), for the scrubber. */
export function timelineMarks(events: readonly EventRecord[]): TimelineMark[] {
  const marks: TimelineMark[] = [];
  for (const e of events) {
    if (e.kind === 'chat') marks.push({ t: e.t, kind: 'utterance', label: `${e.role}: ${e.text}` });
    else if (e.kind === 'action' && e.action.x !== undefined) marks.push({ t: e.t, kind: 'interaction', label: `${e.action.name}${e.outcome.objectId ? ` ${e.outcome.objectId.split('|')[0]}` : ''}${e.outcome.success ? '' : ' (failed)'}` });
  }
  return marks;
}
