import { afterEach, describe, expect, it } from 'vitest';
import { completion, startScriptedModelServer, type ScriptedModelServer, type ScriptEntry } from '../test-support/scripted-model-server.js';
import { ChatClient, ChatModelError, chatCompletionsUrl } from './chat-client.js';

let server: ScriptedModelServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});
const serve = async (...script: ScriptEntry[]) => (server = await startScriptedModelServer(script));

describe('ChatClient against a loopback model server', () => {
  it('posts model, messages, temperature, max_tokens, tools and the key, and reads text and tool calls', async () => {
    const s = await serve({ reply: completion(null, [{ name: 'search_object', arguments: { query: 'knife' } }]) }, { reply: completion('Hello!') });
    const client = new ChatClient({ url: s.url, model: 'tiny-model', apiKey: 'sk-test', temperature: 0.2, maxTokens: 64 });
    const tools = [{ name: 'search_object', description: 'find', parameters: { type: 'object', properties: { query: { type: 'string' } } } }];
    const first = await client.complete({ messages: [{ role: 'system', content: 'be brief' }, { role: 'user', content: 'where is the knife?' }], tools });
    expect(first).toMatchObject({ content: null, finishReason: 'tool_calls', attempts: 1, toolCalls: [{ id: 'call_0', name: 'search_object', arguments: '{"query":"knife"}' }] });
    const second = await client.complete({ messages: [{ role: 'user', content: 'hi' }], temperature: 0 });
    expect(second).toMatchObject({ content: 'Hello!', toolCalls: [] });
    const [a, b] = s.requests;
    expect(a).toMatchObject({ method: 'POST', path: '/v1/chat/completions', headers: { authorization: 'Bearer sk-test', 'content-type': 'application/json' } });
    expect(a!.body).toEqual({
      model: 'tiny-model', temperature: 0.2, max_tokens: 64, tool_choice: 'auto',
      messages: [{ role: 'system', content: 'be brief' }, { role: 'user', content: 'where is the knife?' }],
      tools: [{ type: 'function', function: tools[0] }],
    });
    expect(b!.body).toMatchObject({ temperature: 0 });
    expect(b!.body).not.toHaveProperty('tools');
  });

  it('retries 429 and 5xx with backoff, honouring Retry-After, then answers', async () => {
    const s = await serve({ status: 429, headers: { 'retry-after': '0' } }, { status: 503 }, { reply: completion('ok') });
    const client = new ChatClient({ url: s.url, model: 'm', backoffMs: 5 });
    await expect(client.complete({ messages: [{ role: 'user', content: 'x' }] })).resolves.toMatchObject({ content: 'ok', attempts: 3 });
    expect(s.requests).toHaveLength(3);
  });

  it('gives up after its retries with a typed error carrying the status and the server\'s message', async () => {
    const s = await serve({ status: 500, body: { error: { message: 'model crashed' } } }, { status: 500, body: { error: { message: 'model crashed' } } });
    const client = new ChatClient({ url: s.url, model: 'm', retries: 1, backoffMs: 1 });
    const e = await client.complete({ messages: [{ role: 'user', content: 'x' }] }).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(ChatModelError);
    expect(e).toMatchObject({ code: 'llm/http', status: 500, attempts: 2 });
    expect((e as Error).message).toMatch(/model crashed/);
  });

  it('does not retry a 4xx other than 429', async () => {
    const s = await serve({ status: 401, body: { error: 'bad key' } });
    const e = await new ChatClient({ url: s.url, model: 'm', backoffMs: 1 }).complete({ messages: [{ role: 'user', content: 'x' }] }).catch((err: unknown) => err);
    expect(e).toMatchObject({ code: 'llm/http', status: 401, attempts: 1 });
    expect(s.requests).toHaveLength(1);
  });

  it.each([
    ['not JSON', { raw: 'Internal <b>oops</b>' }, /not JSON/],
    ['no choices', { reply: { choices: [] } }, /not a chat completion/],
    ['a message of the wrong shape', { reply: { choices: [{ message: { content: 42 } }] } }, /not a chat completion/],
    ['a tool call without a name', { reply: { choices: [{ message: { content: null, tool_calls: [{ id: 'a', function: { arguments: '{}' } }] } }] } }, /not a chat completion/],
  ])('refuses a malformed reply (%s) as llm/malformed, without retrying', async (_name, entry, message) => {
    const s = await serve(entry as ScriptEntry);
    const e = await new ChatClient({ url: s.url, model: 'm', backoffMs: 1 }).complete({ messages: [{ role: 'user', content: 'x' }] }).catch((err: unknown) => err);
    expect(e).toMatchObject({ code: 'llm/malformed' });
    expect((e as Error).message).toMatch(message);
    expect(s.requests).toHaveLength(1);
  });

  it('times out a server that never answers, retries, and says so', async () => {
    const s = await serve({ hang: true }, { hang: true });
    const client = new ChatClient({ url: s.url, model: 'm', timeoutMs: 100, retries: 1, backoffMs: 1 });
    const e = await client.complete({ messages: [{ role: 'user', content: 'x' }] }).catch((err: unknown) => err);
    expect(e).toMatchObject({ code: 'llm/timeout', attempts: 2 });
    expect(s.requests).toHaveLength(2);
  });

  it('sends images as data-URL parts', async () => {
    const s = await serve({ reply: completion('a kitchen') });
    const client = new ChatClient({ url: `${s.url}/v1/`, model: 'vision' });
    await client.complete({ messages: [{ role: 'user', content: [{ type: 'text', text: 'what do you see?' }, { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,/9j/' } }] }] });
    expect(s.requests[0]!.path).toBe('/v1/chat/completions');
    expect(s.requests[0]!.body.messages).toEqual([{ role: 'user', content: [{ type: 'text', text: 'what do you see?' }, { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,/9j/' } }] }]);
  });

  it('builds the endpoint from a URL with or without /v1, and refuses what is not one', () => {
    expect(chatCompletionsUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/v1/chat/completions');
    expect(chatCompletionsUrl('http://localhost:11434/v1')).toBe('http://localhost:11434/v1/chat/completions');
    expect(chatCompletionsUrl('https://host/openai/v1/')).toBe('https://host/openai/v1/chat/completions');
    expect(() => chatCompletionsUrl('not a url')).toThrow(ChatModelError);
    expect(() => chatCompletionsUrl('ftp://x')).toThrow(/http/);
    expect(() => new ChatClient({ url: 'http://x', model: '' })).toThrow(/model/);
  });
});
