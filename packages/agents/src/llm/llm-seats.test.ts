import { createDemoKitchen } from '@chorehouse/sim';
import { afterEach, describe, expect, it } from 'vitest';
import { worldCommanderTools } from '../commander/world-tools.js';
import type { SeatUtterance, TextPolicyInput } from '../seats/seat.js';
import { completion, startScriptedModelServer, type ScriptedModelServer, type ScriptEntry } from '../test-support/scripted-model-server.js';
import { llmCommanderSeat } from './llm-commander.js';
import { chatModelPolicy } from './llm-follower.js';

let server: ScriptedModelServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});
const serve = async (...script: ScriptEntry[]) => (server = await startScriptedModelServer(script));
const task = { taskName: 'Coffee', params: [] };

describe('the chat-model Commander seat', () => {
  it('uses its tools through CommanderTools (counted), hands the results back, and says what the model writes', async () => {
    const s = await serve(
      { reply: completion(null, [{ name: 'progress_check', arguments: {} }]) },
      { reply: completion(null, [{ name: 'search_object', arguments: { query: 'mug' } }]) },
      { reply: completion(null, [{ name: 'say', arguments: { text: 'Hi! Grab the mug on the counter and rinse it.' } }]) },
    );
    const world = createDemoKitchen();
    const tools = worldCommanderTools(() => world, task);
    const seat = llmCommanderSeat({ url: s.url, model: 'm' });
    expect(seat.kind).toBe(`llm:${s.url}`);
    const move = await seat.next({ world, task, dialogue: [], tools });
    expect(move).toEqual({ kind: 'say', text: 'Hi! Grab the mug on the counter and rinse it.' });
    expect(tools.uses).toEqual({ progressChecks: 1, searches: 1 });
    const [first, , third] = s.requests;
    expect(first!.body.tools).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'function', function: expect.objectContaining({ name: 'progress_check' }) })]));
    const user = (first!.body.messages as { role: string; content: string }[])[1]!;
    expect(user.content).toMatch(/Task: Coffee/);
    expect(user.content).toMatch(/you speak first/);
    // The third request carries both tool results, each answering its call.
    const msgs = third!.body.messages as { role: string; content: string | null; tool_call_id?: string }[];
    const results = msgs.filter((m) => m.role === 'tool');
    expect(results.map((m) => m.tool_call_id)).toEqual(['call_0', 'call_0']);
    expect(results[0]!.content).toMatch(/Done: no/);
    expect(results[1]!.content).toMatch(/^search_object "mug":\n- Mug Mug\|/);
    expect(results[1]!.content).toMatch(/on the counter/);
  });

  it('reads the JSON action format from models without function calling, and plain text as a chat line', async () => {
    const s = await serve(
      { reply: completion('```json\n{"action": "progress_check"}\n```') },
      { reply: completion('{"action": "say", "text": "Please make a coffee."}') },
      { reply: completion('Now put the mug in the coffee maker.') },
    );
    const world = createDemoKitchen();
    const tools = worldCommanderTools(() => world, task);
    const seat = llmCommanderSeat({ url: s.url, model: 'm', functionCalling: false });
    const dialogue: SeatUtterance[] = [];
    const first = await seat.next({ world, task, dialogue, tools });
    expect(first).toEqual({ kind: 'say', text: 'Please make a coffee.' });
    expect(s.requests[0]!.body).not.toHaveProperty('tools');
    expect((s.requests[1]!.body.messages as { role: string; content: string }[]).at(-1)).toMatchObject({ role: 'user', content: expect.stringMatching(/^Task: Make a mug of coffee|^Task: /) });
    dialogue.push({ speaker: 'Commander', text: 'Please make a coffee.' }, { speaker: 'Follower', text: 'ok, I have the mug' });
    expect(await seat.next({ world, task, dialogue, tools })).toEqual({ kind: 'say', text: 'Now put the mug in the coffee maker.' });
    expect(tools.uses.progressChecks).toBe(1);
  });

  it('waits without asking the model while nothing new is said, then looks again', async () => {
    const s = await serve({ reply: completion(null, [{ name: 'wait', arguments: {} }]) }, { reply: completion(null, [{ name: 'finish', arguments: { reason: 'all done' } }]) });
    const world = createDemoKitchen();
    const tools = worldCommanderTools(() => world, task);
    const seat = llmCommanderSeat({ url: s.url, model: 'm', quietTurns: 2 });
    const dialogue: SeatUtterance[] = [{ speaker: 'Follower', text: 'hello?' }];
    expect(await seat.next({ world, task, dialogue, tools })).toEqual({ kind: 'wait' });
    expect(await seat.next({ world, task, dialogue, tools })).toEqual({ kind: 'wait' });
    expect(await seat.next({ world, task, dialogue, tools })).toEqual({ kind: 'wait' });
    expect(s.requests).toHaveLength(1);
    expect(await seat.next({ world, task, dialogue, tools })).toEqual({ kind: 'finish', reason: 'all done' });
    expect(seat.calls).toBe(2);
  });

  it('survives malformed tool arguments and unknown tools, and stops using tools at its limit', async () => {
    const s = await serve(
      { reply: completion(null, [{ name: 'search_object', arguments: '{not json' }]) },
      { reply: completion(null, [{ name: 'teleport', arguments: {} }]) },
      { reply: completion(null, [{ name: 'progress_check', arguments: {} }]) },
    );
    const world = createDemoKitchen();
    const tools = worldCommanderTools(() => world, task);
    const seat = llmCommanderSeat({ url: s.url, model: 'm', maxToolCallsPerTurn: 2 });
    expect(await seat.next({ world, task, dialogue: [], tools })).toEqual({ kind: 'wait' });
    const results = (s.requests[2]!.body.messages as { role: string; content: string }[]).filter((m) => m.role === 'tool').map((m) => m.content);
    expect(results).toEqual(['search_object needs a query.', expect.stringMatching(/no tool "teleport"/)]);
    expect(tools.uses).toEqual({ progressChecks: 0, searches: 0 });
  });

  it('passes a model server failure on as a typed error', async () => {
    const s = await serve({ status: 400, body: { error: { message: 'context too long' } } });
    const world = createDemoKitchen();
    const seat = llmCommanderSeat({ url: s.url, model: 'm' });
    await expect(seat.next({ world, task, dialogue: [], tools: worldCommanderTools(() => world, task) })).rejects.toMatchObject({ code: 'llm/http', status: 400 });
  });
});

describe('the chat-model Follower policy', () => {
  const input: TextPolicyInput = {
    dialogue: [{ speaker: 'Commander', text: 'Grab the mug on the counter.' }],
    observation: 'You are in the middle of a kitchen. You see a countertop 1, a sink 1.',
    admissible: ['go to countertop 1', 'go to sink 1', 'look'],
  };

  it('shows the dialogue, the observation and the admissible commands, and returns the command it calls', async () => {
    const s = await serve({ reply: completion(null, [{ name: 'command', arguments: { text: 'go to countertop 1' } }]) });
    const policy = chatModelPolicy({ url: s.url, model: 'm' });
    expect(policy.kind).toBe(`llm:${s.url}`);
    expect(await policy.next(input)).toEqual({ kind: 'command', text: 'go to countertop 1' });
    const user = (s.requests[0]!.body.messages as { role: string; content: string }[])[1]!.content;
    expect(user).toContain('Commander: Grab the mug on the counter.');
    expect(user).toContain('You are in the middle of a kitchen.');
    expect(user).toContain('go to sink 1');
    expect(s.requests[0]!.body.tools).toHaveLength(3);
  });

  it('sends the frame as a JPEG data URL when configured for images', async () => {
    const s = await serve({ reply: completion(null, [{ name: 'say', arguments: { text: 'Which mug?' } }]) }, { reply: completion(null, [{ name: 'wait', arguments: {} }]) });
    const frame = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    expect(await chatModelPolicy({ url: s.url, model: 'vision', images: true }).next({ ...input, frame })).toEqual({ kind: 'say', text: 'Which mug?' });
    const content = (s.requests[0]!.body.messages as { content: unknown }[])[1]!.content as { type: string; image_url?: { url: string } }[];
    expect(content.map((p) => p.type)).toEqual(['text', 'image_url']);
    expect(content[1]!.image_url!.url).toBe('data:image/jpeg;base64,/9j/4A==');
    // Without `images`, the frame stays home.
    await chatModelPolicy({ url: s.url, model: 'm' }).next({ ...input, frame });
    expect(typeof (s.requests[1]!.body.messages as { content: unknown }[])[1]!.content).toBe('string');
  });

  it('reads JSON actions and free text from models without function calling', async () => {
    const s = await serve(
      { reply: completion('{"action": "command", "text": "go to sink 1"}') },
      { reply: completion('pick up the mug from the countertop') },
      { reply: completion('{"action": "wait"}') },
      { reply: completion('') },
    );
    const policy = chatModelPolicy({ url: s.url, model: 'm', functionCalling: false });
    expect(await policy.next(input)).toEqual({ kind: 'command', text: 'go to sink 1' });
    expect(await policy.next(input)).toEqual({ kind: 'command', text: 'pick up the mug from the countertop' });
    expect(await policy.next(input)).toEqual({ kind: 'wait' });
    expect(await policy.next(input)).toEqual({ kind: 'wait' });
  });
});

describe('FallbackCommanderSeat', () => {
  it('hands over to the rule-based Commander when the model server fails, and says so once', async () => {
    const { FallbackCommanderSeat } = await import('./fallback-seat.js');
    const { RuleBasedCommanderSeat } = await import('../commander/commander-seat.js');
    const s = await serve({ status: 503 }, { status: 503 });
    const world = createDemoKitchen();
    const tools = worldCommanderTools(() => world, task);
    const failures: unknown[] = [];
    const seat = new FallbackCommanderSeat(llmCommanderSeat({ url: s.url, model: 'm', retries: 1, backoffMs: 1 }), new RuleBasedCommanderSeat(), (e) => failures.push(e));
    expect(seat.kind).toBe(`llm:${s.url}`);
    const move = await seat.next({ world, task, dialogue: [], tools });
    expect(move.kind === 'say' && move.text).toMatch(/^Hi! /);
    expect(seat.kind).toBe('rule-based');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ code: 'llm/http', status: 503 });
  });
});
