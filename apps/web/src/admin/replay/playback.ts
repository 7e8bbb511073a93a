/** The replay's clock as a pure function: where playback is after `dtMs` of wall time. */
import type { EventRecord } from '@chorehouse/protocol';
import { cursorAt, nextStep } from './replay-frames.js';

export const PLAYBACK_MODES = ['realtime', 'per-action'] as const;
export type PlaybackMode = (typeof PLAYBACK_MODES)[number];
export const STEP_INTERVAL_MS = 1000;

export interface Playback {
  /** Events applied so far (0..events.length). */
  readonly cursor: number;
  /** Session time shown, ms since it started. */
  readonly playheadMs: number;
  readonly playing: boolean;
  readonly mode: PlaybackMode;
  /** Wall time since the last step in per-action mode. */
  readonly sinceStepMs: number;
}

export function endOf(events: readonly EventRecord[]): number {
  return events.length ? events[events.length - 1]!.t : 0;
}

export function advance(p: Playback, events: readonly EventRecord[], dtMs: number): Playback {
  if (!p.playing) return p;
  const end = endOf(events);
  if (p.mode === 'realtime') {
    const playheadMs = Math.min(end, p.playheadMs + dtMs);
    const cursor = cursorAt(events, playheadMs);
    return { ...p, playheadMs, cursor, playing: cursor < events.length };
  }
  let { cursor, sinceStepMs } = p;
  sinceStepMs += dtMs;
  while (sinceStepMs >= STEP_INTERVAL_MS && cursor < events.length) {
    sinceStepMs -= STEP_INTERVAL_MS;
    cursor = nextStep(events, cursor);
  }
  const playheadMs = cursor > 0 ? events[cursor - 1]!.t : 0;
  return { ...p, cursor, playheadMs, sinceStepMs, playing: cursor < events.length };
}

/** Jump to an event count (step buttons) with the playhead on that event's time. */
export function seekCursor(p: Playback, events: readonly EventRecord[], cursor: number): Playback {
  const c = Math.max(0, Math.min(events.length, cursor));
  return { ...p, cursor: c, playheadMs: c > 0 ? events[c - 1]!.t : 0, sinceStepMs: 0 };
}

/** Jump to a time (the scrubber). */
export function seekTime(p: Playback, events: readonly EventRecord[], ms: number): Playback {
  const playheadMs = Math.max(0, Math.min(endOf(events), ms));
  return { ...p, playheadMs, cursor: cursorAt(events, playheadMs), sinceStepMs: 0 };
}
