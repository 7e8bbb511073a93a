/**
 * Frame timing for the browser test's latency figures: each view notes when it first draws a frame
 * showing a new event (the store's seq). Plain arrays on window, never React state; capped.
 */
import type { GameStore } from '../../../state/game-store.js';

export interface FrameNote { readonly seq: number; readonly at: number }
type Probe = Record<string, FrameNote[]>;

const probe = (): Probe => {
  const g = globalThis as { __chorehouseFrames?: Probe };
  return (g.__chorehouseFrames ??= {});
};

/** Epoch milliseconds with sub-millisecond precision, comparable across tabs of one machine. */
export const wallClock = (): number => performance.timeOrigin + performance.now();

export function frameNoter(store: GameStore, view: string): () => void {
  let last = -1;
  return () => {
    const seq = store.getState().seq;
    if (seq === last) return;
    last = seq;
    const notes = (probe()[view] ??= []);
    notes.push({ seq, at: wallClock() });
    if (notes.length > 500) notes.splice(0, notes.length - 500);
  };
}

/** A Follower key press, at the event's own time stamp (before any handler work). */
export function noteKeyPress(eventTimeStamp: number): void {
  const g = globalThis as { __chorehouseKeys?: number[] };
  const keys = (g.__chorehouseKeys ??= []);
  keys.push(performance.timeOrigin + eventTimeStamp);
  if (keys.length > 500) keys.splice(0, keys.length - 500);
}
