/**
 * What POST /api/arrive answers. Apart from the request bodies (arrival.ts) so that a client that
 * only reads the answer does not bundle the request's checks.
 */
import { z } from 'zod/mini';

export const PLATFORMS = ['mturk', 'prolific', 'local'] as const;
export const platformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof platformSchema>;

export const arrivalResponseSchema = z.object({
  token: z.string(),
  worker: z.object({ id: z.string(), name: z.string(), platform: platformSchema }),
  protocolVersion: z.int(),
});
export type ArrivalResponse = z.infer<typeof arrivalResponseSchema>;
