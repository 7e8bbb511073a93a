/** The console's store: every slice in one zustand store; components subscribe with selectors. */
import { createStore } from 'zustand/vanilla';
import { createAuthSlice } from './auth-slice.js';
import type { ConsoleState } from './console-state.js';
import { createDataSlice } from './data-slice.js';
import { createNavSlice } from './nav-slice.js';
import { createPlanSlice } from './plan-slice.js';
import { createPoolSlice } from './pool-slice.js';
import { createReplaySlice } from './replay-slice.js';
import { createReviewSlice } from './review-slice.js';
import { createPaySlice } from './pay-slice.js';
import { createSessionsSlice } from './sessions-slice.js';
import { createSpectateSlice } from './spectate-slice.js';
import { createWorkersSlice } from './workers-slice.js';

export function createConsoleStore() {
  return createStore<ConsoleState>()((...a) => ({
    ...createAuthSlice(...a),
    ...createNavSlice(...a),
    ...createSessionsSlice(...a),
    ...createSpectateSlice(...a),
    ...createWorkersSlice(...a),
    ...createPoolSlice(...a),
    ...createPlanSlice(...a),
    ...createDataSlice(...a),
    ...createReplaySlice(...a),
    ...createReviewSlice(...a),
    ...createPaySlice(...a),
  }));
}

export type ConsoleStore = ReturnType<typeof createConsoleStore>;
