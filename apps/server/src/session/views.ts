/**
 * Per-viewer projections of the log (STYLE.md item 8, boardgame.io's playerView). The Follower sees
 * what it needs to render the world and talk; nothing about the task: no Progress Checks, no
 * searches, no Finish verdict, no success at the end; and nothing of where the Commander's own
 * camera flies (a camera taken to what a search found would say where that is), in events or in
 * the world of its state.
 */
import { FOLLOWER_END_REASON, type EventRecord, type Viewer } from '@chorehouse/protocol';
import type { World } from '@chorehouse/sim';

export function viewEvent(viewer: Viewer, event: EventRecord): EventRecord | null {
  if (viewer === 'spectator') return event;
  switch (event.kind) {
    case 'action':
      // The Commander only moves its camera: the Follower's world does not need it.
      return viewer === 'follower' && event.role === 'commander' ? null : event;
    case 'chat':
    case 'connect':
    case 'disconnect':
    case 'pause':
    case 'resume':
      return event;
    case 'idle_warning':
    case 'survey':
      // Each player's own warnings and survey answers stay theirs.
      return event.role === viewer ? event : null;
    case 'progress_check':
    case 'search':
    case 'finish':
      return viewer === 'commander' ? event : null;
    case 'end':
      if (viewer === 'commander') return event;
      return { ...event, outcome: event.outcome === 'success' ? 'finished' : event.outcome, reason: FOLLOWER_END_REASON };
    default:
      return assertNever(event);
  }
}

/** The world as `viewer` is sent it: the Follower's has the Commander's camera where it started. */
export function viewWorld(viewer: Viewer, world: World, initial: World): World {
  return viewer === 'follower' && world.commander !== initial.commander ? { ...world, commander: initial.commander } : world;
}

export function viewEvents(viewer: Viewer, events: readonly EventRecord[]): EventRecord[] {
  const out: EventRecord[] = [];
  for (const e of events) {
    const v = viewEvent(viewer, e);
    if (v) out.push(v);
  }
  return out;
}

export function assertNever(x: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(x)}`);
}
