/**
 * What POST /api/arrive answers. Apart from the request bodies (arrival.ts) so that a client that
 * only reads the answer does not bundle the request's checks.
 */
import { z } from 'zod/mini';

/** 'bot': a program that declared itself (`chorehouse bots play`); its sessions are bot sessions. */
export const PLATFORMS = ['mturk', 'prolific', 'local', 'bot'] as const;
export const platformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof platformSchema>;

/** The browser's seat secret (arrival.ts): 22-64 URL-safe characters. */
export const browserSecretSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/, '22-64 URL-safe characters'));

export const arrivalResponseSchema = z.object({
  token: z.string(),
  worker: z.object({ id: z.string(), name: z.string(), platform: platformSchema }),
  protocolVersion: z.int(),
  /** The browser's seat secret to keep beside the token (the one sent, or a new one). */
  browser: browserSecretSchema,
});
export type ArrivalResponse = z.infer<typeof arrivalResponseSchema>;
