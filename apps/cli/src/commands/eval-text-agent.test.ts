import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportGames, exportInstances, fileSessionSource } from '@chorehouse/dataset';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';
import { RuleBasedCommanderSeat, TextFollowerSeat, runSeatedTatc } from '@chorehouse/agents';
import { generateEpisode } from '@chorehouse/scenes';
import { recordedSession, sessionLine } from './tatc-sessions.js';

describe('chorehouse eval --agent text (the text Follower as an evaluation agent)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chorehouse-eval-text-'));

  beforeAll(async () => {
    // A session the plain-English Commander and the text Follower played (no coordinates in its chat).
    const drawn = generateEpisode({ floorPlan: 10, task: 'Make Coffee', seed: 3 });
    if (!drawn.ok) throw new Error(drawn.reason);
    const { episode } = drawn;
    const played = await runSeatedTatc(episode.world, { taskName: episode.task.name, params: episode.task.params }, {
      commander: new RuleBasedCommanderSeat(), follower: new TextFollowerSeat(),
    }, { recordEvents: true });
    expect(played.success).toBe(true);
    writeFileSync(join(dir, 'sessions.jsonl'), `${sessionLine(recordedSession(episode, played, 'Make Coffee', 'valid_unseen', 'eval-text'))}\n`);
    await exportGames(fileSessionSource(join(dir, 'sessions.jsonl')), { outDir: join(dir, 'data'), query: { includeBots: true } });
    await exportInstances('tfd', join(dir, 'data'), join(dir, 'data'));
  });

  it('reads the Commander\'s plain English of a TfD instance and finishes Make Coffee', async () => {
    const { code, out } = await runCli(['eval', '--instances', 'data/tfd_instances', '--agent', 'text', '--symbolic', '--json'], dir);
    expect(code).toBe(0);
    const report = JSON.parse(out) as { agent: string; metrics: { success: { success_rate: number; num_evals: number } } };
    expect(report.agent).toBe('text');
    expect(report.metrics.success).toMatchObject({ num_evals: 1, success_rate: 1 });
  }, 120_000);

  describe('--agent llm:<url> (the text Follower driven by a chat model)', () => {
    // A scripted model server speaking the OpenAI-compatible API: it hands the Commander's latest line back as
    // a free-form command once, then waits (which ends the instance). The client and the text Follower are real.
    const seen: { model: string; user: string }[] = [];
    const read = (req: IncomingMessage) => new Promise<string>((res) => { let b = ''; req.on('data', (c) => { b += String(c); }); req.on('end', () => res(b)); });
    const server = createServer((req, res) => {
      void read(req).then((text) => {
        const body = JSON.parse(text) as { model: string; messages: { role: string; content: string }[] };
        const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
        seen.push({ model: body.model, user });
        const commander = [...user.matchAll(/^Commander: (.*)$/gm)].at(-1)?.[1];
        const first = seen.filter((s) => s.user.includes(commander ?? '\u0000')).length === 1;
        const call = commander && first ? { name: 'command', arguments: JSON.stringify({ text: commander }) } : { name: 'wait', arguments: '{}' };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ id: 'x', object: 'chat.completion', model: body.model, choices: [{ index: 0, finish_reason: 'tool_calls', message: { role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function', function: call }] } }] }));
      });
    });
    let url = '';
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => { await new Promise<void>((resolve) => server.close(() => resolve())); });

    it('asks the named model with the dialogue and the text view, and acts on its commands', async () => {
      const { code, out } = await runCli(['eval', '--instances', 'data/tfd_instances', '--agent', `llm:${url}`, '--model', 'scripted-model', '--symbolic', '--json'], dir);
      const report = JSON.parse(out) as { agent: string; instances: { steps?: number }[]; metrics: { success: { num_evals: number } } };
      expect([0, 1]).toContain(code);
      expect(report.agent).toBe(`llm:${url}`);
      expect(report.metrics.success.num_evals).toBe(1);
      expect(seen.length).toBeGreaterThan(1);
      expect(seen.every((s) => s.model === 'scripted-model')).toBe(true);
      expect(seen[0]!.user).toMatch(/Admissible commands:/);
      expect(seen[0]!.user).toMatch(/Commander: /);
    }, 120_000);

    it('refuses llm: without a model or with a URL that is not one', async () => {
      expect((await runCli(['eval', '--instances', 'data/tfd_instances', '--agent', `llm:${url}`], dir)).code).toBe(2);
      expect((await runCli(['eval', '--instances', 'data/tfd_instances', '--agent', 'llm:nowhere', '--model', 'm'], dir)).code).toBe(2);
    });
  });
});
