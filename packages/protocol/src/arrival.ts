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

/** What MTurk sends while a worker only previews a HIT: no worker, no assignment, nothing to play yet. */
export const MTURK_PREVIEW_ASSIGNMENT = 'ASSIGNMENT_ID_NOT_AVAILABLE';

/**
 * MTurk's `turkSubmitTo`: where the ExternalQuestion's form is posted at the end. Only MTurk's own
 * two hosts are taken, so the page never posts a worker's assignment to anyone else.
 */
export const MTURK_SUBMIT_HOSTS = ['https://www.mturk.com', 'https://workersandbox.mturk.com'] as const;
export const turkSubmitToSchema = z.string().check(z.trim(), z.refine((v) => (MTURK_SUBMIT_HOSTS as readonly string[]).includes(v.replace(/\/+$/, '')), {
  message: `one of ${MTURK_SUBMIT_HOSTS.join(', ')}`,
}));

export const arrivalSchema = z.discriminatedUnion('platform', [
  z.strictObject({ platform: z.literal('mturk'), workerId: id, assignmentId: z.optional(id), hitId: z.optional(id), turkSubmitTo: z.optional(turkSubmitToSchema), browser }),
  z.strictObject({ platform: z.literal('prolific'), PROLIFIC_PID: id, STUDY_ID: z.optional(id), SESSION_ID: z.optional(id), browser }),
  z.strictObject({ platform: z.literal('local'), name, browser }),
  /** A program playing a seat (`chorehouse bots play`): its sessions are marked as bot sessions. */
  z.strictObject({ platform: z.literal('bot'), name, browser }),
]);
export type Arrival = z.infer<typeof arrivalSchema>;
