import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoKitchen } from '@chorehouse/sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeatedTatc } from '../tatc/run-seated.js';
import { runTatc } from '../tatc/run-tatc.js';
import { createCommanderSeat, createFollowerSeat, registerSeatKind } from './kinds.js';
import type { CommanderSeat } from './seat.js';

const COFFEE = { taskName: 'Coffee', params: [] } as const;
const body = (req: IncomingMessage) => new Promise<string>((resolve) => { let s = ''; req.on('data', (c: Buffer) => { s += c.toString(); }); req.on('end', () => resolve(s)); });

// A text policy and a Commander served over HTTP on loopback, each with a scripted reply.
const seen: { role: string; admissible?: string[]; observation?: string; progressCheck?: { success: boolean } }[] = [];
let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    void body(req).then((text) => {
      const turn = JSON.parse(text) as (typeof seen)[number] & { dialogue: { speaker: string; text: string }[] };
      seen.push(turn);
      const last = turn.dialogue.at(-1);
      let reply: object;
      if (req.url === '/commander') {
        reply = turn.progressCheck?.success ? { kind: 'finish' } : last?.speaker === 'Commander' ? { kind: 'wait' } : { kind: 'say', text: 'Make coffee in the clean mug in the cabinet, please.' };
      } else {
        const mine = turn.dialogue.filter((u) => u.speaker === 'Follower').length;
        const madeIt = turn.observation?.startsWith('You make coffee') ?? false;
        reply = mine > 0 ? { kind: 'wait' } : madeIt ? { kind: 'say', text: 'Done.' } : { kind: 'command', text: 'make coffee in mug 1' };
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => { await new Promise<void>((resolve) => server.close(() => resolve())); });

describe('seat kinds', () => {
  it('the rule-based pair as seats (the template Commander) finishes as runTatc does', async () => {
    const seated = await runSeatedTatc(createDemoKitchen(), COFFEE, { commander: await createCommanderSeat('rule-based-template'), follower: await createFollowerSeat('rule-based') });
    const old = runTatc(createDemoKitchen(), COFFEE);
    expect(seated.success).toBe(true);
    expect(old.success).toBe(true);
    const steps = seated.utterances.filter((u) => u.speaker === 'Commander' && /\(\w+ \w+ at -?\d/.test(u.text));
    expect(steps.length).toBeGreaterThan(0);
  });

  it('the plain-English Commander says no coordinates and no ids, and the text Follower follows it', async () => {
    const r = await runSeatedTatc(createDemoKitchen(), COFFEE, { commander: await createCommanderSeat('rule-based'), follower: await createFollowerSeat('text', { observability: 'partial' }) });
    expect(r.success).toBe(true);
    for (const u of r.utterances) expect(u.text).not.toMatch(/\d|\|/);
  });

  it('http: seats get their turn as JSON and their replies drive the session', async () => {
    const r = await runSeatedTatc(createDemoKitchen(), COFFEE, { commander: await createCommanderSeat(`http:${url}/commander`), follower: await createFollowerSeat(`http:${url}/follower`, { observability: 'full' }) });
    expect(r.success).toBe(true);
    expect(r.utterances.map((u) => `${u.speaker}: ${u.text}`)).toEqual(['Commander: Make coffee in the clean mug in the cabinet, please.', 'Follower: Done.']);
    const policyTurn = seen.find((t) => t.role === 'follower')!;
    expect(policyTurn.admissible).toContain('make coffee in mug 1');
    expect(policyTurn.observation).toMatch(/^You are in the middle of a room\./);
    expect(seen.some((t) => t.role === 'commander' && t.progressCheck?.success === true)).toBe(true);
  });

  it('module: loads a seat factory from a file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chorehouse-seat-'));
    const file = join(dir, 'quiet.mjs');
    writeFileSync(file, 'export function createFollowerSeat() { return { kind: "quiet", async next() { return { kind: "wait" }; } }; }\n');
    const seat = await createFollowerSeat(`module:${file}`);
    expect(seat.kind).toBe('quiet');
    const r = await runSeatedTatc(createDemoKitchen(), COFFEE, { commander: await createCommanderSeat('rule-based'), follower: seat });
    expect(r).toMatchObject({ success: false, steps: 0, reason: 'Neither player did anything.' });
    await expect(createCommanderSeat(`module:${file}`)).rejects.toMatchObject({ code: 'seat/bad_module' });
  });

  it('an unknown kind is a typed error naming the kinds; llm: needs a URL and a model', async () => {
    await expect(createCommanderSeat('psychic')).rejects.toThrow('No Commander kind "psychic" (rule-based, rule-based-template, people-like, module, http, llm).');
    await expect(createFollowerSeat('llm:http://127.0.0.1:1/v1')).rejects.toThrow('needs a model name');
    await expect(createCommanderSeat('llm:not-a-url', { chatModel: { model: 'm' } })).rejects.toThrow("needs the model server's URL");
    expect((await createCommanderSeat('llm:http://127.0.0.1:1/v1', { chatModel: { model: 'm' } })).kind).toMatch(/^llm:/);
    expect((await createFollowerSeat('llm:http://127.0.0.1:1/v1', { chatModel: { model: 'm' } })).kind).toMatch(/text|llm/);
    const wired: CommanderSeat = { kind: 'scripted', next: async () => ({ kind: 'finish' }) };
    registerSeatKind('commander', 'scripted', () => wired);
    expect((await createCommanderSeat('scripted')).kind).toBe('scripted');
  });
});
