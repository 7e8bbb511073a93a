/**
 * The episode pool and its growth. Growing asks the server for one episode of one task at a time,
 * so the console can show progress (the server's grow call answers only when all are done). Any
 * library task can be asked for, with chosen parameters and a quota of its own.
 */
import { growReportSchema, poolSchema, tasksSchema, type EpisodeSummary, type LibraryTask } from '@chorehouse/protocol';
import { messageOf, type Slice } from './console-state.js';

export interface PoolGrowth {
  readonly total: number;
  readonly done: number;
  readonly added: number;
  readonly rejected: number;
  readonly failures: readonly string[];
  readonly running: boolean;
}

/** One task to collect: a library task or benchmark name, its parameters (omitted: drawn per episode) and how many. */
export interface PoolOrder {
  readonly task: string;
  readonly params?: readonly string[];
  readonly count: number;
}

export interface PoolSlice {
  readonly episodes: readonly EpisodeSummary[];
  readonly benchmarkTasks: readonly string[];
  /** Every task of the server's library (older servers send none). */
  readonly libraryTasks: readonly LibraryTask[];
  readonly poolError: string | null;
  readonly growth: PoolGrowth | null;
  readonly refreshPool: () => Promise<void>;
  readonly growPool: (orders: readonly PoolOrder[]) => Promise<void>;
  readonly cancelGrowth: () => void;
}

export const createPoolSlice: Slice<PoolSlice> = (set, get) => ({
  episodes: [],
  benchmarkTasks: [],
  libraryTasks: [],
  poolError: null,
  growth: null,
  refreshPool: async () => {
    const api = get().api;
    if (!api) return;
    try {
      const [pool, tasks] = await Promise.all([api.get('/pool', poolSchema), api.get('/console/tasks', tasksSchema)]);
      set({ episodes: pool.episodes, benchmarkTasks: tasks.tasks, libraryTasks: tasks.library ?? [], poolError: null });
    } catch (err) {
      set({ poolError: messageOf(err) });
    }
  },
  growPool: async (orders) => {
    const api = get().api;
    if (!api || get().growth?.running) return;
    const jobs = orders.flatMap((o) => Array.from({ length: o.count }, () => ({ task: o.task, ...(o.params ? { params: [...o.params] } : {}), count: 1 })));
    let g: PoolGrowth = { total: jobs.length, done: 0, added: 0, rejected: 0, failures: [], running: true };
    set({ growth: g, poolError: null });
    for (const job of jobs) {
      if (!get().growth?.running) break;
      const task = job.params ? `${job.task} [${job.params.join(', ')}]` : job.task;
      try {
        const r = await api.post('/pool/grow', { tasks: [job] }, growReportSchema);
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
