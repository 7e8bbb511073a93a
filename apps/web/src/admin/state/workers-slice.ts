/** Workers and what admins do to them: vet, unvet, block, unblock, mark staff (each with a reason the server audit-logs). */
import { workerListSchema, okBodySchema, type WorkerList, type WorkerRow } from '@chorehouse/protocol';
import { messageOf, type Slice } from './console-state.js';

export const WORKER_ACTIONS = ['vet', 'unvet', 'block', 'unblock', 'staff', 'unstaff'] as const;
export type WorkerAction = (typeof WORKER_ACTIONS)[number];

export interface WorkersSlice {
  readonly workers: readonly WorkerRow[];
  readonly workersError: string | null;
  readonly refreshWorkers: () => Promise<void>;
  readonly flagWorker: (id: string, action: WorkerAction, reason: string) => Promise<void>;
}

export const createWorkersSlice: Slice<WorkersSlice> = (set, get) => ({
  workers: [],
  workersError: null,
  refreshWorkers: async () => {
    const api = get().api;
    if (!api) return;
    try {
      // The server answers a page at a time (one query each); the console reads them all, one after the other.
      const all: WorkerRow[] = [];
      for (let after: string | null = null, pages = 0; pages < 100; pages++) {
        const page: WorkerList = await api.get(`/console/workers${after ? `?after=${encodeURIComponent(after)}` : ''}`, workerListSchema);
        all.push(...page.workers);
        after = page.next ?? null;
        if (after === null) break;
      }
      set({ workers: all, workersError: null });
    } catch (err) {
      set({ workersError: messageOf(err) });
    }
  },
  flagWorker: async (id, action, reason) => {
    const api = get().api;
    if (!api) return;
    try {
      await api.post(`/workers/${encodeURIComponent(id)}/${action}`, { reason }, okBodySchema);
      await get().refreshWorkers();
    } catch (err) {
      set({ workersError: messageOf(err) });
    }
  },
});
