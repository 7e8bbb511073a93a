/**
 * The records of a session's append-only event log (DESIGN.md section 3). Each has a sequence
 * number and `t`, integer milliseconds since the session started on the server's monotonic clock.
 * Replaying the `action` records with `step` from the episode's initial world rebuilds the world
 * (apply-event.ts).
 */
import { ACTION_NAMES, OUTCOME_CODES, type Outcome, type StateChange } from '@chorehouse/sim';
import { z } from 'zod/mini';
import { goalConditionsSchema, progressCheckResponseSchema } from './progress-check.js';
import { roleSchema } from './roles.js';

export const actionNameSchema = z.enum(ACTION_NAMES);

export const wireActionSchema = z.object({
  name: actionNameSchema,
  x: z.optional(z.number()),
  y: z.optional(z.number()),
});
export type WireAction = z.infer<typeof wireActionSchema>;

/** The simulator's `StateChange`, typed as it: a change on either side fails to compile. */
export const stateChangeSchema: z.ZodMiniType<StateChange> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('object'), objectId: z.string(), property: z.string(), from: z.unknown(), to: z.unknown() }),
  z.object({ kind: z.literal('created'), objectId: z.string(), objectType: z.string() }),
  z.object({ kind: z.literal('agent'), agent: roleSchema, property: z.string(), from: z.unknown(), to: z.unknown() }),
]);

/** The simulator's `Outcome` of one action. */
export const outcomeSchema: z.ZodMiniType<Outcome> = z.object({
  success: z.boolean(),
  code: z.enum(OUTCOME_CODES),
  message: z.string(),
  objectId: z.nullable(z.string()),
  changes: z.array(stateChangeSchema),
});

export const searchResultSchema = z.object({
  objectId: z.string(),
  objectType: z.string(),
  position: z.object({ x: z.number(), y: z.number(), z: z.number() }),
  /** A camera pose (the Commander's camera model) that looks at the object. */
  camera: z.object({ x: z.number(), y: z.number(), z: z.number(), yaw: z.number(), pitch: z.number() }),
  /**
   * The closed container the camera shows instead, when the object is shut in one (TEACh's
   * `shown_oid`); `position` stays the object's own.
   */
  shownObjectId: z.optional(z.string()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const SESSION_OUTCOMES = ['success', 'finished', 'abandoned', 'admin_ended', 'no_episode'] as const;
export const sessionOutcomeSchema = z.enum(SESSION_OUTCOMES);
export type SessionOutcome = z.infer<typeof sessionOutcomeSchema>;

const base = { seq: z.int().check(z.nonnegative()), t: z.int().check(z.nonnegative()) };
const commander = z.literal('commander');

export const eventRecordSchema = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('action'), role: roleSchema, action: wireActionSchema, outcome: outcomeSchema }),
  z.object({ ...base, kind: z.literal('chat'), role: roleSchema, text: z.string() }),
  z.object({
    ...base, kind: z.literal('progress_check'), role: commander,
    success: z.boolean(), goalConditions: goalConditionsSchema, response: progressCheckResponseSchema,
  }),
  z.object({
    ...base, kind: z.literal('search'), role: commander,
    by: z.enum(['text', 'id']), value: z.string(), results: z.array(searchResultSchema),
  }),
  z.object({ ...base, kind: z.literal('finish'), role: commander, success: z.boolean(), goalConditions: goalConditionsSchema }),
  z.object({ ...base, kind: z.literal('connect'), role: roleSchema }),
  z.object({ ...base, kind: z.literal('disconnect'), role: roleSchema }),
  z.object({ ...base, kind: z.literal('pause'), role: roleSchema, reason: z.enum(['disconnected']) }),
  z.object({ ...base, kind: z.literal('resume') }),
  z.object({ ...base, kind: z.literal('idle_warning'), role: roleSchema }),
  z.object({ ...base, kind: z.literal('survey'), role: roleSchema, rating: z.int().check(z.minimum(1), z.maximum(5)), comment: z.string() }),
  z.object({
    ...base, kind: z.literal('end'), outcome: sessionOutcomeSchema, reason: z.string(),
    /** The live world's hash when the session ended: replay must arrive at the same. */
    worldHash: z.optional(z.string()),
  }),
]);
export type EventRecord = z.infer<typeof eventRecordSchema>;
export type EventKind = EventRecord['kind'];
export type ActionEvent = Extract<EventRecord, { kind: 'action' }>;

/** An event before the log gives it a number and a time. */
export type NewEvent = EventRecord extends infer E ? (E extends EventRecord ? Omit<E, 'seq' | 't'> : never) : never;
