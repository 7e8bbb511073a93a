/** Time, injected: wall-clock milliseconds for records, a monotonic clock for event times. */
import { performance } from 'node:perf_hooks';

export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Monotonic milliseconds (only differences mean anything). */
  mono(): number;
}

export const systemClock: Clock = { now: () => Date.now(), mono: () => performance.now() };
