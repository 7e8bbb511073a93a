/**
 * What a chat model wants to do, read from its reply: OpenAI-style tool calls when the server
 * speaks `tools`, else a small JSON object in the text (`{"action": "say", "text": "..."}`, in a
 * ```json fence or not) for models and servers without function calling. Never throws: arguments
 * that are not a JSON object read as no arguments.
 */
import type { ChatReply } from './chat-client.js';

export interface ModelAction {
  readonly name: string;
  readonly args: Readonly<Record<string, unknown>>;
  /** The tool call's id (to answer it with a `tool` message); null when read from the text. */
  readonly callId: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(text);
    return isRecord(v) ? v : null;
  } catch {
    return null;
  }
}

/** The first JSON object in the text: a fenced block, the whole text, or the outermost braces. */
export function jsonObjectIn(text: string): Record<string, unknown> | null {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)?.[1];
  if (fenced) {
    const v = parseObject(fenced.trim());
    if (v) return v;
  }
  const whole = parseObject(text.trim());
  if (whole) return whole;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? parseObject(text.slice(start, end + 1)) : null;
}

export function modelActions(reply: ChatReply): ModelAction[] {
  if (reply.toolCalls.length > 0) {
    return reply.toolCalls.map((c) => ({ name: c.name, args: parseObject(c.arguments) ?? {}, callId: c.id }));
  }
  const obj = reply.content ? jsonObjectIn(reply.content) : null;
  if (!obj) return [];
  const name = obj.action ?? obj.tool ?? obj.name;
  if (typeof name !== 'string' || !name) return [];
  const args = isRecord(obj.arguments) ? obj.arguments : isRecord(obj.args) ? obj.args : obj;
  return [{ name, args, callId: null }];
}

/** A string argument, trimmed and cut to `max` characters; null when missing or empty. */
export function stringArg(args: Readonly<Record<string, unknown>>, key: string, max = 480): string | null {
  const v = args[key];
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t ? t.slice(0, max) : null;
}

/** Text a model wrote without any action format: its words, without a stray fence or quotes. */
export function plainText(content: string | null, max = 480): string | null {
  if (!content) return null;
  const t = content.replace(/```[\s\S]*?```/g, '').trim().replace(/^"(.*)"$/s, '$1').trim();
  return t ? t.slice(0, max) : null;
}
