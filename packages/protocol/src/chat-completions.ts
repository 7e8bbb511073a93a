/**
 * The OpenAI-compatible chat completions reply (`POST /v1/chat/completions`), as model servers
 * (llama.cpp, vLLM, Ollama, hosted APIs) send it: only the fields the chat-model agents read, each
 * checked; everything else is ignored. Content may be null when the model calls tools.
 */
import { z } from 'zod/mini';

export const chatToolCallSchema = z.object({
  id: z._default(z.string(), ''),
  type: z.optional(z.string()),
  function: z.object({
    name: z.string().check(z.minLength(1)),
    /** JSON text the model wrote (some servers send an object instead; both are accepted). */
    arguments: z._default(z.union([z.string(), z.record(z.string(), z.unknown())]), '{}'),
  }),
});
export type ChatToolCall = z.infer<typeof chatToolCallSchema>;

export const chatCompletionReplySchema = z.object({
  id: z.optional(z.string()),
  model: z.optional(z.string()),
  choices: z.array(z.object({
    index: z.optional(z.number()),
    message: z.object({
      role: z.optional(z.string()),
      content: z.optional(z.nullable(z.string())),
      tool_calls: z.optional(z.nullable(z.array(chatToolCallSchema))),
    }),
    finish_reason: z.optional(z.nullable(z.string())),
  })).check(z.minLength(1)),
  usage: z.optional(z.nullable(z.object({
    prompt_tokens: z.optional(z.number()),
    completion_tokens: z.optional(z.number()),
    total_tokens: z.optional(z.number()),
  }))),
});
export type ChatCompletionReply = z.infer<typeof chatCompletionReplySchema>;

/** The error body servers send with 4xx/5xx (`{error: {message}}`); read for the message only. */
export const chatErrorBodySchema = z.object({
  error: z.union([z.string(), z.object({ message: z.optional(z.string()), type: z.optional(z.nullable(z.string())) })]),
});
