/**
 * A client for the OpenAI-compatible chat completions API (`POST <url>/v1/chat/completions`), the
 * API local model servers speak (llama.cpp's server, vLLM, Ollama) as well as hosted ones. Node's
 * `fetch`, a timeout per attempt, retries with exponential backoff on 429 and 5xx (honouring
 * `Retry-After`), the reply parsed with the protocol's schema, and failures as `ChatModelError`
 * with a stable code.
 */
import { chatCompletionReplySchema, chatErrorBodySchema } from '@chorehouse/protocol';

export type ChatRole = 'system' | 'user' | 'assistant' | 'tool';

export type ChatContentPart =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'image_url'; readonly image_url: { readonly url: string } };

export interface ChatToolCallOut {
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: string };
}

export type ChatMessage =
  | { readonly role: 'system' | 'user'; readonly content: string | readonly ChatContentPart[] }
  | { readonly role: 'assistant'; readonly content: string | null; readonly tool_calls?: readonly ChatToolCallOut[] }
  | { readonly role: 'tool'; readonly tool_call_id: string; readonly content: string };

/** A function the model may call (the OpenAI `tools` shape); `parameters` is a JSON Schema object. */
export interface ChatTool {
  readonly name: string;
  readonly description: string;
  readonly parameters: Readonly<Record<string, unknown>>;
}

export interface ChatRequest {
  readonly messages: readonly ChatMessage[];
  readonly tools?: readonly ChatTool[];
  readonly temperature?: number;
  readonly maxTokens?: number;
}

export interface ChatCall {
  readonly id: string;
  readonly name: string;
  /** The arguments as the model wrote them (JSON text, not yet checked). */
  readonly arguments: string;
}

export interface ChatReply {
  readonly content: string | null;
  readonly toolCalls: readonly ChatCall[];
  readonly finishReason: string | null;
  /** Attempts it took (1 when the first one answered). */
  readonly attempts: number;
}

export interface ChatModelConfig {
  /** The server: `http://127.0.0.1:8080`, or with its `/v1` (`http://127.0.0.1:11434/v1`). */
  readonly url: string;
  readonly model: string;
  /** Sent as `Authorization: Bearer <key>` when set. */
  readonly apiKey?: string;
  /** Per attempt (default 60 s: a local model on a CPU is slow). */
  readonly timeoutMs?: number;
  /** Attempts after the first on 429, 5xx, timeouts and network errors (default 3). */
  readonly retries?: number;
  /** The first backoff; it doubles each retry (default 500 ms). `Retry-After` wins when larger, up to `maxBackoffMs`. */
  readonly backoffMs?: number;
  readonly maxBackoffMs?: number;
  readonly temperature?: number;
  readonly maxTokens?: number;
}

export const CHAT_MODEL_ERROR_CODES = ['llm/http', 'llm/timeout', 'llm/network', 'llm/malformed', 'llm/bad_config'] as const;
export type ChatModelErrorCode = (typeof CHAT_MODEL_ERROR_CODES)[number];

export class ChatModelError extends Error {
  constructor(readonly code: ChatModelErrorCode, message: string, readonly status: number | null = null, readonly attempts = 1) {
    super(message);
    this.name = 'ChatModelError';
  }
}

const DEFAULTS = { timeoutMs: 60_000, retries: 3, backoffMs: 500, maxBackoffMs: 30_000 } as const;

/** `<url>/v1/chat/completions`, whether or not the URL already ends in `/v1`. */
export function chatCompletionsUrl(base: string): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new ChatModelError('llm/bad_config', `Not a URL: "${base}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ChatModelError('llm/bad_config', `Only http(s) model servers: "${base}".`);
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = /\/v1$/.test(path) ? `${path}/chat/completions` : `${path}/v1/chat/completions`;
  return url.toString();
}

const retryable = (status: number) => status === 429 || status >= 500;

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const s = Number(header);
  if (Number.isFinite(s) && s >= 0) return s * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

export class ChatClient {
  readonly endpoint: string;

  constructor(readonly config: ChatModelConfig) {
    if (!config.model) throw new ChatModelError('llm/bad_config', 'A model name is needed.');
    this.endpoint = chatCompletionsUrl(config.url);
  }

  async complete(request: ChatRequest): Promise<ChatReply> {
    const body = JSON.stringify(this.body(request));
    const retries = this.config.retries ?? DEFAULTS.retries;
    let backoff = this.config.backoffMs ?? DEFAULTS.backoffMs;
    for (let attempt = 1; ; attempt++) {
      const result = await this.attempt(body, attempt);
      if (result.ok) return { ...result.reply, attempts: attempt };
      if (!result.retry || attempt > retries) throw result.error;
      const wait = Math.min(Math.max(backoff, result.retryAfterMs ?? 0), this.config.maxBackoffMs ?? DEFAULTS.maxBackoffMs);
      await new Promise((r) => setTimeout(r, wait));
      backoff *= 2;
    }
  }

  private body(request: ChatRequest): Record<string, unknown> {
    const temperature = request.temperature ?? this.config.temperature;
    const maxTokens = request.maxTokens ?? this.config.maxTokens;
    return {
      model: this.config.model,
      messages: request.messages,
      ...(temperature === undefined ? {} : { temperature }),
      ...(maxTokens === undefined ? {} : { max_tokens: maxTokens }),
      ...(request.tools?.length ? { tools: request.tools.map((t) => ({ type: 'function', function: t })), tool_choice: 'auto' } : {}),
    };
  }

  private async attempt(body: string, attempt: number): Promise<
    | { ok: true; reply: Omit<ChatReply, 'attempts'> }
    | { ok: false; retry: boolean; error: ChatModelError; retryAfterMs?: number | null }
  > {
    const timeoutMs = this.config.timeoutMs ?? DEFAULTS.timeoutMs;
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.config.apiKey) headers.authorization = `Bearer ${this.config.apiKey}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(this.endpoint, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
      text = await response.text();
    } catch (e) {
      const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
      const error = timedOut
        ? new ChatModelError('llm/timeout', `${this.endpoint} did not answer within ${timeoutMs} ms.`, null, attempt)
        : new ChatModelError('llm/network', `${this.endpoint}: ${e instanceof Error ? e.message : String(e)}`, null, attempt);
      return { ok: false, retry: true, error };
    }
    if (!response.ok) {
      const message = errorMessage(text) ?? response.statusText;
      const error = new ChatModelError('llm/http', `${this.endpoint} answered ${response.status}: ${message}`.slice(0, 500), response.status, attempt);
      return { ok: false, retry: retryable(response.status), error, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { ok: false, retry: false, error: new ChatModelError('llm/malformed', `The reply is not JSON: ${text.slice(0, 120)}`, response.status, attempt) };
    }
    const parsed = chatCompletionReplySchema.safeParse(json);
    if (!parsed.success) {
      const where = parsed.error.issues.map((i) => `${i.path.join('.') || '(reply)'}: ${i.message}`).slice(0, 3).join('; ');
      return { ok: false, retry: false, error: new ChatModelError('llm/malformed', `The reply is not a chat completion (${where}).`, response.status, attempt) };
    }
    const choice = parsed.data.choices[0]!;
    const toolCalls = (choice.message.tool_calls ?? []).map((c, i) => ({
      id: c.id || `call_${i}`,
      name: c.function.name,
      arguments: typeof c.function.arguments === 'string' ? c.function.arguments : JSON.stringify(c.function.arguments),
    }));
    return { ok: true, reply: { content: choice.message.content ?? null, toolCalls, finishReason: choice.finish_reason ?? null } };
  }
}

function errorMessage(text: string): string | null {
  try {
    const parsed = chatErrorBodySchema.safeParse(JSON.parse(text));
    if (!parsed.success) return text.slice(0, 200) || null;
    const e = parsed.data.error;
    return typeof e === 'string' ? e : e.message ?? null;
  } catch {
    return text.slice(0, 200) || null;
  }
}

/** A JPEG frame as an `image_url` content part (a data URL, as vision models take it). */
export function jpegPart(bytes: Uint8Array): ChatContentPart {
  return { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}` } };
}
