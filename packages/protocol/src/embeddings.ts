/**
 * The reply of an OpenAI-compatible `/v1/embeddings` endpoint (the shape local model servers
 * speak), as the free-form mapping's embedding scorer reads it (issue 19).
 */
import { z } from 'zod/mini';

export const EmbeddingsResponse = z.object({
  data: z.array(z.object({ index: z.number(), embedding: z.array(z.number()) })),
});

export type EmbeddingsResponse = z.infer<typeof EmbeddingsResponse>;
