/** How a worker arrives: crowd-platform URL parameters, or a name for local play (POST /api/arrive). */
import { z } from 'zod';
import { LIMITS } from './version.js';

const id = z.string().trim().min(1).max(128).regex(/^[\w.:@-]+$/, 'letters, digits and . : @ - _ only');

/**
 * The browser's seat secret: random, made by the server at the browser's first arrival and kept by
 * the browser beside its token (localStorage). A seat is bound to the browser that took it: a reload
 * or a second tab sends the same secret and resumes; an arrival from elsewhere with the same crowd
 * id has another secret and cannot read or act in that seat.
 */
export const browserSecretSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, '22-64 URL-safe characters');

const name = z.string().trim().min(1).max(LIMITS.maxNameChars);

export const arrivalSchema = z.union([
  z.object({ platform: z.literal('mturk'), workerId: id, assignmentId: id.optional(), hitId: id.optional(), browser: browserSecretSchema.optional() }).strict(),
  z.object({ platform: z.literal('prolific'), PROLIFIC_PID: id, STUDY_ID: id.optional(), SESSION_ID: id.optional(), browser: browserSecretSchema.optional() }).strict(),
  z.object({ platform: z.literal('local'), name, browser: browserSecretSchema.optional() }).strict(),
  /** A program playing a seat (`chorehouse bots play`): its sessions are marked as bot sessions. */
  z.object({ platform: z.literal('bot'), name, browser: browserSecretSchema.optional() }).strict(),
]);
export type Arrival = z.infer<typeof arrivalSchema>;

export const arrivalResponseSchema = z.object({
  token: z.string(),
  worker: z.object({ id: z.string(), name: z.string(), platform: z.enum(['mturk', 'prolific', 'local', 'bot']) }),
  protocolVersion: z.number().int(),
  /** The browser's seat secret to keep (the one sent, or a new one). */
  browser: browserSecretSchema,
});
export type ArrivalResponse = z.infer<typeof arrivalResponseSchema>;
