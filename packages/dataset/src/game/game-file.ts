/**
 * TEACh's game file (`<game_id>.game.json`, teach-formats.md 7) as written and as read back. The
 * reading schema checks what this package uses and lets everything else through.
 */
import { z } from 'zod';

/** One interaction; key order on write follows TEACh: agent_id, the action's fields, then status. */
export const interactionSchema = z.looseObject({
  agent_id: z.union([z.literal(0), z.literal(1)]),
  action_id: z.number().int(),
  time_start: z.number(),
  duration: z.number(),
  success: z.union([z.literal(0), z.literal(1)]).nullable(),
  x: z.number().optional(),
  y: z.number().optional(),
  oid: z.string().nullable().optional(),
  utterance: z.string().optional(),
  query: z.string().optional(),
  pose: z.array(z.number()).optional(),
  pose_delta: z.array(z.number()).optional(),
  status: z.number().optional(),
});
export type Interaction = z.infer<typeof interactionSchema>;

/**
 * Chorehouse's extension block in a game file: what TEACh keeps in its simulator but a reader of
 * our files needs to rebuild the world exactly. TEACh tools ignore unknown keys.
 */
const versionsSchema = z.object({
  protocol: z.string(), rules: z.string(), catalog: z.string(), geometry: z.string(), taskLibrary: z.string(), renderer: z.string(), commit: z.string(),
});

export const chorehouseExtensionSchema = z.object({
  format_version: z.literal(1),
  session_id: z.string(),
  episode_id: z.string(),
  split: z.string(),
  floor_plan: z.number().int(),
  seed: z.number(),
  benchmark_name: z.string(),
  /** The session's outcome (success, finished, abandoned, ...). */
  outcome: z.string().nullable(),
  success: z.boolean(),
  started_at: z.number(),
  initial_world_hash: z.string(),
  final_world_hash: z.string(),
  /** The simulator's initial world (packages/sim `World`); replaying the interactions on it gives every state. */
  initial_world: z.unknown(),
  surveys: z.array(z.object({ role: z.string(), rating: z.number(), comment: z.string() })),
  /** Provenance: who held each seat (a person, a bot, or a bot in a person's place). Absent in older files. */
  seats: z.object({ commander: z.enum(['human', 'bot', 'replaced']), follower: z.enum(['human', 'bot', 'replaced']) }).optional(),
  /** Provenance (issue 47): the versions of the code that recorded the session (null: recorded before provenance), absent in older files. */
  provenance: versionsSchema.nullable().optional(),
  /** The versions of the code that exported the file. Absent in older files. */
  exported_with: versionsSchema.optional(),
});
export type ChorehouseExtension = z.infer<typeof chorehouseExtensionSchema>;

const gameTaskSchema = z.looseObject({
  task_id: z.number().int(),
  task_name: z.string(),
  task_params: z.array(z.string()).nullable(),
  episodes: z.array(z.looseObject({
    episode_id: z.string(),
    world: z.string(),
    world_type: z.string(),
    interactions: z.array(z.unknown()),
    initial_state: z.looseObject({}),
    final_state: z.looseObject({}),
  })).min(1),
});

export const gameFileSchema = z.looseObject({
  version: z.string(),
  game_id: z.string().optional(),
  definitions: z.looseObject({}),
  tasks: z.array(gameTaskSchema).min(1),
  chorehouse: chorehouseExtensionSchema.optional(),
});
export type GameFile = z.infer<typeof gameFileSchema>;
