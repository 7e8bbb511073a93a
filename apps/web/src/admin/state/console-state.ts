/** The console's one zustand store is the union of these slices (STYLE.md item 11); each slice file adds one. */
import type { StateCreator } from 'zustand';
import type { AuthSlice } from './auth-slice.js';
import type { DataSlice } from './data-slice.js';
import type { NavSlice } from './nav-slice.js';
import type { PlanSlice } from './plan-slice.js';
import type { PoolSlice } from './pool-slice.js';
import type { ReplaySlice } from './replay-slice.js';
import type { ReviewSlice } from './review-slice.js';
import type { PaySlice } from './pay-slice.js';
import type { SessionsSlice } from './sessions-slice.js';
import type { SpectateSlice } from './spectate-slice.js';
import type { WorkersSlice } from './workers-slice.js';

export type ConsoleState = AuthSlice & NavSlice & SessionsSlice & SpectateSlice & WorkersSlice & PoolSlice & PlanSlice & DataSlice & ReplaySlice & ReviewSlice & PaySlice;

export type Slice<T> = StateCreator<ConsoleState, [], [], T>;

/** A message for the person at the console from whatever went wrong. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
