/**
 * zod schemas of a task definition file. The keys are TEACh's (teach-formats.md 2.1), so a
 * definition serialises into a TEACh game file unchanged; unknown keys are rejected to catch typos.
 * Written with `zod/mini` (functions, not methods) so that the browser, which loads the task
 * library for the tutorial, bundles only these checks.
 */
import { z } from 'zod/mini';

const english = z.locales.en().localeError;

/**
 * Reads "missing required key" rather than zod's "expected string, received undefined"; every
 * other issue in zod's English wording, whatever locale the process configured.
 */
export const definitionErrorMap: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? 'missing required key' : english(issue);

export const conditionValueSchema = z.union([z.string(), z.int(), z.boolean(), z.null()], {
  error: 'expected a string, an integer, a boolean or null',
});

export const rawDeterminerSchema = z.union([z.string(), z.int().check(z.nonnegative())], {
  error: 'expected a string ("a", "all", "2", "#0") or a non-negative integer',
});

const nonEmpty = () => z.string().check(z.minLength(1));

export const atomicComponentSchema = z.strictObject({
  determiner: rawDeterminerSchema,
  primary_condition: nonEmpty(),
  instance_shareable: z.boolean(),
  conditions: z.record(z.string(), conditionValueSchema),
  condition_failure_descs: z.record(z.string(), z.string()),
  /** Not TEACh's: what the subgoal asks, for the Commander (TEACh leaves such subgoals unnamed). */
  desc: z.optional(z.string()),
});

export const taskComponentSchema = z.strictObject({
  determiner: rawDeterminerSchema,
  task_name: nonEmpty(),
  task_params: z.array(z.string()),
});

export type AtomicComponentJson = z.infer<typeof atomicComponentSchema>;
export type TaskComponentJson = z.infer<typeof taskComponentSchema>;

/**
 * A component is a task reference exactly when it has `task_name` (TEACh's own test); choosing
 * the schema up front gives one precise message per key instead of a vague union failure.
 */
export const componentSchema = z.custom<AtomicComponentJson | TaskComponentJson>().check(z.superRefine((value, ctx) => {
  const isTaskRef = typeof value === 'object' && value !== null && 'task_name' in value;
  const parsed = isTaskRef ? taskComponentSchema.safeParse(value, { error: definitionErrorMap }) : atomicComponentSchema.safeParse(value, { error: definitionErrorMap });
  // Both schemas are strict (no key is dropped), so a value that passes is its own parsed form.
  if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message, input: value });
}));

export const relationSchema = z.strictObject({
  property: nonEmpty(),
  tail_entity_list: z.array(z.string()),
  tail_determiner_list: z.array(z.string()),
  head_entity_list: z.array(z.string()),
  head_determiner_list: z.array(z.string()),
  failure_desc: z.string(),
  /** Not TEACh's: what the subgoal asks, for the Commander. */
  desc: z.optional(z.string()),
});

export const taskFileSchema = z.strictObject({
  task_id: z.int(),
  task_name: nonEmpty(),
  task_nparams: z.int().check(z.nonnegative()),
  task_anchor_object: z.nullable(z.string()),
  desc: z.string(),
  comments_task_params: z.optional(z.record(z.string(), z.string())),
  components: z.record(z.string(), componentSchema),
  relations: z.array(relationSchema),
});

export type TaskFileJson = z.infer<typeof taskFileSchema>;
export type RelationJson = z.infer<typeof relationSchema>;
