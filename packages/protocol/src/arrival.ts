/** How a worker arrives: crowd-platform URL parameters, or a name for local play (POST /api/arrive). */
import { z } from 'zod/mini';
import { LIMITS } from './version.js';

const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(128), z.regex(/^[\w.:@-]+$/, 'letters, digits and . : @ - _ only'));

export const arrivalSchema = z.union([
  z.strictObject({ platform: z.literal('mturk'), workerId: id, assignmentId: z.optional(id), hitId: z.optional(id) }),
  z.strictObject({ platform: z.literal('prolific'), PROLIFIC_PID: id, STUDY_ID: z.optional(id), SESSION_ID: z.optional(id) }),
  z.strictObject({ platform: z.literal('local'), name: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.maxNameChars)) }),
]);
export type Arrival = z.infer<typeof arrivalSchema>;
