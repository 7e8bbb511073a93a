/**
 * A chat model as the practice Commander (BOT_LLM_URL, BOT_LLM_MODEL): a model server on loopback
 * with scripted OpenAI-compatible replies; the seat's tool uses reach the log as the Commander's
 * actions and its words reach the Follower; when the model server fails, the rule-based Commander
 * carries on.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { configuredBotSeater } from '../src/bots/bot-seat.js';
import { parseConfig } from '../src/config.js';
import { startTestServer, type TestServer } from '../src/testing/harness.js';
import { arrive, TestClient } from '../src/testing/test-client.js';

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.reverse()) await c();
  cleanup = [];
});

/** Replies in order, as a chat completions server; every request body is kept. */
async function modelServer(replies: readonly ({ status: number } | { toolCall: string; args: unknown })[]) {
  const bodies: Record<string, unknown>[] = [];
  const queue = [...replies];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => { text += c.toString('utf8'); });
    req.on('end', () => {
      bodies.push(JSON.parse(text) as Record<string, unknown>);
      const next = queue.shift() ?? { status: 500 };
      if ('status' in next) { res.writeHead(next.status, { 'content-type': 'application/json' }).end('{"error":{"message":"down"}}'); return; }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
        choices: [{ index: 0, finish_reason: 'tool_calls', message: { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: next.toolCall, arguments: JSON.stringify(next.args) } }] } }],
      }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  cleanup.push(() => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies };
}

async function playWithBot(url: string, env: Record<string, string>, failures: unknown[]): Promise<{ ts: TestServer; follower: TestClient; sessionId: string }> {
  const parsed = parseConfig({ ...env, BOT_LLM_URL: url });
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  const ts = await startTestServer({ seatBot: configuredBotSeater(parsed.config, (e) => failures.push(e), 0) });
  cleanup.push(() => ts.dispose());
  const a = await arrive(ts.url, { platform: 'local', name: 'Fay' });
  const follower = await TestClient.connect(ts.url, a.token, a.worker.id);
  cleanup.push(async () => follower.close());
  await follower.request({ type: 'lobby/join', partner: 'bot', botRole: 'commander' });
  const state = await follower.next('session/state');
  return { ts, follower, sessionId: state.sessionId };
}

describe('a chat model as the practice Commander', () => {
  it('checks progress and searches (logged as the Commander\'s actions), then its words reach the Follower', async () => {
    const model = await modelServer([
      { toolCall: 'progress_check', args: {} },
      { toolCall: 'search_object', args: { query: 'mug' } },
      { toolCall: 'say', args: { text: 'Hi! Grab the mug from the cabinet under the toaster, please.' } },
    ]);
    const failures: unknown[] = [];
    const { ts, follower, sessionId } = await playWithBot(model.url, { BOT_LLM_MODEL: 'scripted-7b' }, failures);
    const line = await follower.next('session/event', (m) => m.event.kind === 'chat' && m.event.role === 'commander');
    expect(line.event.kind === 'chat' && line.event.text).toBe('Hi! Grab the mug from the cabinet under the toaster, please.');
    expect(model.bodies[0]).toMatchObject({ model: 'scripted-7b' });
    const kinds = (await ts.store.listEvents(sessionId)).filter((e) => 'role' in e && e.role === 'commander').map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['connect', 'progress_check', 'search', 'chat']));
    expect(kinds.indexOf('progress_check')).toBeLessThan(kinds.indexOf('chat'));
    // The Follower's socket never sees the Commander's tools.
    expect(follower.received.some((m) => m.type === 'session/event' && (m.event.kind === 'progress_check' || m.event.kind === 'search'))).toBe(false);
    expect(failures).toEqual([]);
  });

  it('when the model server fails, the rule-based Commander takes over and the failure is reported', async () => {
    const model = await modelServer([{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }]);
    const failures: unknown[] = [];
    const { follower } = await playWithBot(model.url, { BOT_LLM_MODEL: 'm', BOT_LLM_TIMEOUT_S: '5' }, failures);
    const line = await follower.next('session/event', (m) => m.event.kind === 'chat' && m.event.role === 'commander');
    expect(line.event.kind === 'chat' && line.event.text).toMatch(/^Hi! Today we need to /);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ code: 'llm/http', status: 500 });
  });
});

describe('a chat model as the practice Follower (BOT_LLM_SEATS=follower)', () => {
  async function commandBot(url: string) {
    const parsed = parseConfig({ BOT_LLM_URL: url, BOT_LLM_MODEL: 'scripted-7b', BOT_LLM_SEATS: 'follower', BOT_LLM_TIMEOUT_S: '5' });
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    const failures: unknown[] = [];
    const ts = await startTestServer({ seatBot: configuredBotSeater(parsed.config, (e) => failures.push(e), 0) });
    cleanup.push(() => ts.dispose());
    const a = await arrive(ts.url, { platform: 'local', name: 'Cam' });
    const commander = await TestClient.connect(ts.url, a.token, a.worker.id);
    cleanup.push(async () => commander.close());
    await commander.request({ type: 'lobby/join', partner: 'bot', botRole: 'follower' });
    const state = await commander.next('session/state');
    return { ts, commander, sessionId: state.sessionId, failures };
  }

  it('the model reads the person\'s words with the text view and its command becomes the Follower\'s actions; its question reaches the person', async () => {
    const model = await modelServer([
      { toolCall: 'command', args: { text: 'go to fridge 1' } },
      { toolCall: 'say', args: { text: 'I am at the fridge. What next?' } },
    ]);
    const { ts, commander, sessionId, failures } = await commandBot(model.url);
    await commander.request({ type: 'chat', text: 'Please walk over to the fridge.' });
    const question = await commander.next('session/event', (m) => m.event.kind === 'chat' && m.event.role === 'follower');
    expect(question.event.kind === 'chat' && question.event.text).toBe('I am at the fridge. What next?');
    const user = JSON.stringify(model.bodies[0]);
    expect(user).toContain('Please walk over to the fridge.');
    expect(JSON.stringify(model.bodies[1])).toContain('You arrive at fridge 1');
    expect(user).toContain('Admissible commands');
    const actions = (await ts.store.listEvents(sessionId)).filter((e) => e.kind === 'action' && 'role' in e && e.role === 'follower');
    expect(actions.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it('when the model server fails, the text Follower\'s own reading of plain English carries on', async () => {
    const model = await modelServer([{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }]);
    const { commander, failures } = await commandBot(model.url);
    await commander.request({ type: 'chat', text: 'hello there' });
    await commander.next('session/event', (m) => m.event.kind === 'chat' && m.event.role === 'follower');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ code: 'llm/http', status: 500 });
  });
});
