/**
 * The Progress Check response on the wire and in the log: TEACh's payload (teach-formats.md 2.9),
 * the schema of packages/tdl's `ProgressCheckResponse`. Typed as that type, so a change on either
 * side fails to compile (and the test beside it parses real checker output).
 */
import type { ProgressCheckResponse } from '@chorehouse/tdl';
import { z } from 'zod/mini';

const bit = z.union([z.literal(0), z.literal(1)]);

const problemKeySchema = z.object({
  objectType: z.string(),
  determiner: z.union([z.string(), z.number()]),
  property_name: z.string(),
  desired_property_value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});

const stepSchema = z.object({ success: bit, objectId: z.string(), objectType: z.string(), desc: z.string() });

const subgoalSchema = z.object({
  representative_obj_id: z.optional(z.string()),
  step_successes: z.optional(z.array(bit)),
  success: bit,
  description: z.string(),
  steps: z.array(stepSchema),
  // Per object id, or TEACh's empty list when a relation found no tail object at all.
  problem_keys: z.union([z.record(z.string(), z.array(problemKeySchema)), z.custom<readonly []>((v) => Array.isArray(v) && v.length === 0)]),
  goal_conditions_total: z.number(),
  goal_conditions_satisfied: z.number(),
});

export const progressCheckResponseSchema: z.ZodMiniType<ProgressCheckResponse> = z.object({
  task_desc: z.string(),
  success: bit,
  subgoals: z.array(subgoalSchema),
});

export type { ProgressCheckResponse };

export const goalConditionsSchema = z.object({ satisfied: z.number(), total: z.number() });
export type GoalConditions = z.infer<typeof goalConditionsSchema>;
