/**
 * Per-viewer projections of the log (STYLE.md item 8, boardgame.io's playerView). The Follower sees
 * what it needs to render the world and talk; nothing about the task: no Progress Checks, no
 * searches, no Finish verdict, no success at the end.
 */
import type { EventRecord, Viewer } from '@chorehouse/protocol';

const FOLLOWER_END_REASON = 'The session is over.';

export function viewEvent(viewer: Viewer, event: EventRecord): EventRecord | null {
  if (viewer === 'spectator') return event;
  switch (event.kind) {
    case 'action':
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
