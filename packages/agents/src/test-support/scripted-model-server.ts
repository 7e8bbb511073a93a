/**
 * A model server on loopback that speaks the OpenAI-compatible chat completions API with scripted
 * replies (node:http): each request takes the next script entry (a reply body, an HTTP status, or
 * "hang"), and every request is kept for the test to read.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ScriptEntry =
  | { readonly reply: unknown }
  | { readonly status: number; readonly body?: unknown; readonly headers?: Readonly<Record<string, string>> }
  | { readonly raw: string }
  | { readonly hang: true };

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: Record<string, unknown>;
}

export interface ScriptedModelServer {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Entries still to be served. */
  readonly script: ScriptEntry[];
  close(): Promise<void>;
}

/** A chat completion body with text and/or tool calls. */
export function completion(content: string | null, toolCalls: readonly { name: string; arguments: unknown }[] = []): unknown {
  return {
    id: 'chatcmpl-test', object: 'chat.completion', model: 'scripted',
    choices: [{
      index: 0, finish_reason: toolCalls.length ? 'tool_calls' : 'stop',
      message: { role: 'assistant', content, ...(toolCalls.length ? { tool_calls: toolCalls.map((c, i) => ({ id: `call_${i}`, type: 'function', function: { name: c.name, arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments) } })) } : {}) },
    }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

export async function startScriptedModelServer(script: ScriptEntry[]): Promise<ScriptedModelServer> {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => { text += c; });
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: JSON.parse(text || '{}') as Record<string, unknown> });
      const entry = script.shift();
      if (!entry) { res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'script exhausted' } })); return; }
      if ('hang' in entry) { hanging.add(() => res.destroy()); return; }
      if ('raw' in entry) { res.writeHead(200, { 'content-type': 'application/json' }).end(entry.raw); return; }
      if ('reply' in entry) { res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(entry.reply)); return; }
      res.writeHead(entry.status, { 'content-type': 'application/json', ...entry.headers }).end(JSON.stringify(entry.body ?? { error: { message: `status ${entry.status}` } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`, requests, script,
    close: () => new Promise<void>((r) => {
      for (const h of hanging) h();
      server.closeAllConnections();
      server.close(() => r());
    }),
  };
}
