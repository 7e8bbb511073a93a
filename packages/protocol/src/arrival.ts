/** How a worker arrives: crowd-platform URL parameters, or a name for local play (POST /api/arrive). */
import { z } from 'zod';
import { LIMITS } from './version.js';

const id = z.string().trim().min(1).max(128).regex(/^[\w.:@-]+$/, 'letters, digits and . : @ - _ only');

export const arrivalSchema = z.union([
  z.object({ platform: z.literal('mturk'), workerId: id, assignmentId: id.optional(), hitId: id.optional() }).strict(),
  z.object({ platform: z.literal('prolific'), PROLIFIC_PID: id, STUDY_ID: id.optional(), SESSION_ID: id.optional() }).strict(),
  z.object({ platform: z.literal('local'), name: z.string().trim().min(1).max(LIMITS.maxNameChars) }).strict(),
]);
export type Arrival = z.infer<typeof arrivalSchema>;

export const arrivalResponseSchema = z.object({
  token: z.string(),
  worker: z.object({ id: z.string(), name: z.string(), platform: z.enum(['mturk', 'prolific', 'local']) }),
  protocolVersion: z.number().int(),
});
export type ArrivalResponse = z.infer<typeof arrivalResponseSchema>;
