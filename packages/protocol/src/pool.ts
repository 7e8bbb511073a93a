/**
 * The episode pool's admin bodies (`GET /api/admin/console/tasks`, `POST /api/admin/pool/grow`): which
 * tasks can be collected, and an admin's request for more episodes, any library task with chosen
 * parameters and a quota per task. The server checks names and parameters against its task
 * library and refuses what it does not know (`pool/unknown_task`, `pool/bad_params`).
 */
import { z } from 'zod/mini';

export const POOL_MAX_PER_TASK = 50;

const quota = z.int().check(z.minimum(1), z.maximum(POOL_MAX_PER_TASK));
const taskName = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));
const param = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));

/** One task to collect: a library task name ("Boil X") or a benchmark name ("Boil Potato"). */
export const poolTaskRequestSchema = z.strictObject({
  task: taskName,
  /** The task's parameters; omitted, each episode draws a variant its floor plan allows. */
  params: z.optional(z.array(param).check(z.maxLength(20))),
  /** Episodes to add for this task (default: the request's `perTask`). */
  count: z.optional(quota),
});
export type PoolTaskRequest = z.infer<typeof poolTaskRequestSchema>;

export const poolGrowRequestSchema = z.strictObject({
  perTask: z._default(quota, 1),
  /** Names (random parameters, `perTask` each) or requests; omitted: the 12 benchmark tasks. */
  tasks: z.optional(z.array(z.union([taskName, poolTaskRequestSchema])).check(z.minLength(1), z.maxLength(100))),
});
export type PoolGrowRequest = z.infer<typeof poolGrowRequestSchema>;

/** A task of the server's library as the console offers it. */
export const libraryTaskSchema = z.object({
  taskId: z.number(),
  taskName: z.string(),
  nparams: z.number(),
  desc: z.string(),
  /** The benchmark name when the task is one of TEACh's 12 benchmark tasks (with the parameters it fixes). */
  benchmarkName: z.nullable(z.string()),
  /** A few parameter lists the scenes allow, for the console to offer. */
  exampleParams: z.array(z.array(z.string())),
});
export type LibraryTask = z.infer<typeof libraryTaskSchema>;

/** `tasks`: the benchmark names (kept for older consoles); `library`: every task that can be collected. */
export const tasksSchema = z.object({ tasks: z.array(z.string()), library: z.optional(z.array(libraryTaskSchema)) });
export type TaskList = z.infer<typeof tasksSchema>;

/**
 * An episode of the pool as the store keeps it (packages/store `EpisodeRecord`) and as a file hands
 * one to a test server (the demo server's EPISODES_FILE, which the browser tests write).
 */
export const poolEpisodeSchema = z.object({
  id: z.string(),
  taskName: z.string(),
  benchmarkName: z.string(),
  params: z.array(z.string()),
  floorPlan: z.int(),
  split: z.string(),
  seed: z.int(),
  /** The initial world as JSON text. */
  world: z.string(),
  worldHash: z.string(),
  solutionSteps: z.int(),
  createdAt: z.number(),
});
export type PoolEpisode = z.infer<typeof poolEpisodeSchema>;
