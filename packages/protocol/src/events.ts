/**
 * The records of a session's append-only event log (DESIGN.md section 3). Each has a sequence
 * number and `t`, integer milliseconds since the session started on the server's monotonic clock.
 * Replaying the `action` records with `step` from the episode's initial world rebuilds the world.
 */
import { ACTION_NAMES, OUTCOME_CODES, type ActionName, type OutcomeCode } from '@chorehouse/sim';
import { z } from 'zod';

export const roleSchema = z.enum(['commander', 'follower']);
export type Role = z.infer<typeof roleSchema>;

export const wireActionSchema = z.object({
  name: z.enum(ACTION_NAMES as readonly ActionName[] as [ActionName, ...ActionName[]]),
  x: z.number().optional(),
  y: z.number().optional(),
});
export type WireAction = z.infer<typeof wireActionSchema>;

export const outcomeSchema = z.object({
  success: z.boolean(),
  code: z.enum(OUTCOME_CODES as readonly OutcomeCode[] as [OutcomeCode, ...OutcomeCode[]]),
  message: z.string(),
  objectId: z.string().nullable(),
  changes: z.array(z.record(z.string(), z.unknown())),
});

export const goalConditionsSchema = z.object({ satisfied: z.number(), total: z.number() });

export const searchResultSchema = z.object({
  objectId: z.string(),
  objectType: z.string(),
  position: z.object({ x: z.number(), y: z.number(), z: z.number() }),
  /** A camera pose (the Commander's camera model) that looks at the object. */
  camera: z.object({ x: z.number(), y: z.number(), z: z.number(), yaw: z.number(), pitch: z.number() }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const SESSION_OUTCOMES = ['success', 'finished', 'abandoned', 'admin_ended', 'no_episode'] as const;
export const sessionOutcomeSchema = z.enum(SESSION_OUTCOMES);
export type SessionOutcome = z.infer<typeof sessionOutcomeSchema>;

const base = { seq: z.number().int().nonnegative(), t: z.number().int().nonnegative() };

export const eventRecordSchema = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('action'), role: roleSchema, action: wireActionSchema, outcome: outcomeSchema }),
  z.object({ ...base, kind: z.literal('chat'), role: roleSchema, text: z.string() }),
  z.object({
    ...base, kind: z.literal('progress_check'), role: z.literal('commander'),
    success: z.boolean(), goalConditions: goalConditionsSchema, response: z.unknown(),
  }),
  z.object({
    ...base, kind: z.literal('search'), role: z.literal('commander'),
    by: z.enum(['text', 'id']), value: z.string(), results: z.array(searchResultSchema),
  }),
  z.object({ ...base, kind: z.literal('finish'), role: z.literal('commander'), success: z.boolean(), goalConditions: goalConditionsSchema }),
  z.object({ ...base, kind: z.literal('connect'), role: roleSchema }),
  z.object({ ...base, kind: z.literal('disconnect'), role: roleSchema }),
  z.object({ ...base, kind: z.literal('pause'), role: roleSchema, reason: z.enum(['disconnected']) }),
  z.object({ ...base, kind: z.literal('resume') }),
  z.object({ ...base, kind: z.literal('idle_warning'), role: roleSchema }),
  z.object({ ...base, kind: z.literal('survey'), role: roleSchema, rating: z.number().int().min(1).max(5), comment: z.string() }),
  z.object({
    ...base, kind: z.literal('end'), outcome: sessionOutcomeSchema, reason: z.string(),
    /** The live world's hash when the session ended: replay must arrive at the same. */
    worldHash: z.string().optional(),
  }),
]);

export type EventRecord = z.infer<typeof eventRecordSchema>;
export type EventKind = EventRecord['kind'];
/** An event before the log gives it a number and a time. */
export type NewEvent = EventRecord extends infer E ? (E extends EventRecord ? Omit<E, 'seq' | 't'> : never) : never;
