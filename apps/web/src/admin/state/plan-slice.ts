/** The collection plan's progress and changes to it, and the lobby's pause and pilot switches (issue 47). */
import { lobbyStatusSchema, okBodySchema, planProgressSchema, type LobbyStatus, type PlanProgress, type PlanTaskChange } from '@chorehouse/protocol';
import { messageOf, type Slice } from './console-state.js';

export interface PlanSlice {
  readonly plan: PlanProgress | null;
  readonly lobbyStatus: LobbyStatus | null;
  readonly planError: string | null;
  readonly refreshPlan: () => Promise<void>;
  readonly changePlanTask: (task: string, change: PlanTaskChange) => Promise<boolean>;
  readonly removePlanTask: (task: string) => Promise<void>;
  readonly setLobbyPaused: (paused: boolean, message: string) => Promise<void>;
  readonly setPilot: (on: boolean) => Promise<void>;
}

const taskPath = (task: string) => `/collection/plan/${encodeURIComponent(task)}`;

export const createPlanSlice: Slice<PlanSlice> = (set, get) => {
  /** Runs a change, then reads the plan again; the server's refusal shows on the page. */
  const change = async (run: () => Promise<unknown>): Promise<boolean> => {
    try {
      await run();
      await get().refreshPlan();
      return true;
    } catch (err) {
      set({ planError: messageOf(err) });
      return false;
    }
  };
  return {
    plan: null,
    lobbyStatus: null,
    planError: null,
    refreshPlan: async () => {
      const api = get().api;
      if (!api) return;
      try {
        const [plan, lobbyStatus] = await Promise.all([api.get('/collection/plan', planProgressSchema), api.get('/collection/lobby', lobbyStatusSchema)]);
        set({ plan, lobbyStatus, planError: null });
      } catch (err) {
        set({ planError: messageOf(err) });
      }
    },
    changePlanTask: (task, body) => change(() => get().api!.put(taskPath(task), body, okBodySchema)),
    removePlanTask: async (task) => { await change(() => get().api!.remove(taskPath(task), okBodySchema)); },
    setLobbyPaused: async (paused, message) => {
      await change(() => get().api!.post('/collection/lobby', { paused, ...(paused && message.trim() ? { message: message.trim() } : {}) }, lobbyStatusSchema));
    },
    setPilot: async (on) => { await change(() => get().api!.post('/collection/pilot', { on }, lobbyStatusSchema)); },
  };
};
