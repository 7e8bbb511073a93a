/**
 * The episode pool and its growth. Growing asks the server for one episode of one task at a time,
 * so the console can show progress (the server's grow call answers only when all are done).
 */
import { growReportSchema, poolSchema, tasksSchema, type EpisodeSummary } from '@chorehouse/protocol';
import { messageOf, type Slice } from './console-state.js';

export interface PoolGrowth {
  readonly total: number;
  readonly done: number;
  readonly added: number;
  readonly rejected: number;
  readonly failures: readonly string[];
  readonly running: boolean;
}

export interface PoolSlice {
  readonly episodes: readonly EpisodeSummary[];
  readonly benchmarkTasks: readonly string[];
  readonly poolError: string | null;
  readonly growth: PoolGrowth | null;
  readonly refreshPool: () => Promise<void>;
  readonly growPool: (tasks: readonly string[], perTask: number) => Promise<void>;
  readonly cancelGrowth: () => void;
}

export const createPoolSlice: Slice<PoolSlice> = (set, get) => ({
  episodes: [],
  benchmarkTasks: [],
  poolError: null,
  growth: null,
  refreshPool: async () => {
    const api = get().api;
    if (!api) return;
    try {
      const [pool, tasks] = await Promise.all([api.get('/pool', poolSchema), api.get('/console/tasks', tasksSchema)]);
      set({ episodes: pool.episodes, benchmarkTasks: tasks.tasks, poolError: null });
    } catch (err) {
      set({ poolError: messageOf(err) });
    }
  },
  growPool: async (tasks, perTask) => {
    const api = get().api;
    if (!api || get().growth?.running) return;
    const jobs = tasks.flatMap((t) => Array.from({ length: perTask }, () => t));
    let g: PoolGrowth = { total: jobs.length, done: 0, added: 0, rejected: 0, failures: [], running: true };
    set({ growth: g, poolError: null });
    for (const task of jobs) {
      if (!get().growth?.running) break;
      try {
        const r = await api.post('/pool/grow', { perTask: 1, tasks: [task] }, growReportSchema);
        g = { ...g, done: g.done + 1, added: g.added + r.added, rejected: g.rejected + r.rejected, failures: [...g.failures, ...r.failures] };
      } catch (err) {
        g = { ...g, done: g.done + 1, failures: [...g.failures, `${task}: ${messageOf(err)}`] };
      }
      set({ growth: g });
    }
    set({ growth: { ...g, running: false } });
    await get().refreshPool();
  },
  cancelGrowth: () => {
    const g = get().growth;
    if (g) set({ growth: { ...g, running: false } });
  },
});
