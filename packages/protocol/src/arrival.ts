/** How a worker arrives: crowd-platform URL parameters, or a name for local play (POST /api/arrive). */
import { z } from 'zod/mini';
import { browserSecretSchema } from './arrival-response.js';
import { LIMITS } from './version.js';
import { workerText } from './worker-text.js';

const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(128), z.regex(/^[\w.:@-]+$/, 'letters, digits and . : @ - _ only'));

/**
 * The browser's seat secret: random, made by the server at the browser's first arrival and kept by
 * the browser beside its token (localStorage). A seat is bound to the browser that took it: a reload
 * or a second tab sends the same secret and resumes; an arrival from elsewhere with the same crowd
 * id has another secret and cannot read or act in that seat.
 */
export { browserSecretSchema } from './arrival-response.js';

const name = workerText(1, LIMITS.maxNameChars);
const browser = z.optional(browserSecretSchema);

export const arrivalSchema = z.discriminatedUnion('platform', [
  z.strictObject({ platform: z.literal('mturk'), workerId: id, assignmentId: z.optional(id), hitId: z.optional(id), browser }),
  z.strictObject({ platform: z.literal('prolific'), PROLIFIC_PID: id, STUDY_ID: z.optional(id), SESSION_ID: z.optional(id), browser }),
  z.strictObject({ platform: z.literal('local'), name, browser }),
  /** A program playing a seat (`chorehouse bots play`): its sessions are marked as bot sessions. */
  z.strictObject({ platform: z.literal('bot'), name, browser }),
]);
export type Arrival = z.infer<typeof arrivalSchema>;
