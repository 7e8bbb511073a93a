import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportGames, exportInstances, fileSessionSource, jpegDimensions } from '@chorehouse/dataset';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../testing/closed-port.js';
import { runCli } from '../testing/run-cli.js';
import { playedCoffeeSession } from '../testing/played-coffee.js';
import { sessionLine } from './tatc-sessions.js';

const run = (args: readonly string[], cwd: string) => runCli(args, cwd);

const body = (req: IncomingMessage) => new Promise<string>((res) => { let s = ''; req.on('data', (c) => { s += String(c); }); req.on('end', () => res(s)); });

describe('chorehouse eval with a module agent and an HTTP agent', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chorehouse-eval-'));
  const requests: { path: string; json: Record<string, unknown> }[] = [];
  let garbage = false;
  const server = createServer((req, res) => {
    void body(req).then((text) => {
      requests.push({ path: req.url ?? '', json: JSON.parse(text) as Record<string, unknown> });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/start_instance') { res.end('"ok"'); return; }
      // Turn once, then stop (or answer nonsense when asked to).
      const step = (requests.at(-1)!.json.step as number);
      res.end(JSON.stringify(garbage ? { move: 'jump' } : step === 0 ? { action: 'Turn Left', obj_relative_coord: null } : { action: 'Stop' }));
    });
  });
  let url = '';

  beforeAll(async () => {
    writeFileSync(join(dir, 'sessions.jsonl'), `${sessionLine(playedCoffeeSession('eval-agents'))}\n`);
    // The agents played both seats: a bot session, exported because asked for.
    await exportGames(fileSessionSource(join(dir, 'sessions.jsonl')), { outDir: join(dir, 'data'), query: { includeBots: true } });
    await exportInstances('edh', join(dir, 'data'), join(dir, 'data'));
    writeFileSync(join(dir, 'stopper.mjs'), 'export function createAgent() { return { name: "stopper", async nextAction() { return { action: "Stop" }; } }; }\n');
    await new Promise<void>((res) => server.listen(0, '127.0.0.1', () => res()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => { await new Promise((res) => server.close(res)); });

  it('a module agent that stops at once is scored as a failure with one step', async () => {
    const { code, out } = await run(['eval', '--instances', 'data/edh_instances', '--agent', 'module:stopper.mjs', '--json'], dir);
    expect(code).toBe(0);
    const report = JSON.parse(out) as { agent: string; metrics: { success: { success_rate: number; num_evals: number }; traj_stats: Record<string, { traj_len: number; predicted_stop: number }> } };
    expect(report.agent).toBe('stopper');
    expect(report.metrics.success).toMatchObject({ num_evals: 1, success_rate: 0 });
    expect(Object.values(report.metrics.traj_stats)[0]).toMatchObject({ traj_len: 1, predicted_stop: 1 });
  });

  it('an HTTP agent gets the observation, the dialogue and its previous action, and its answers drive the Follower', async () => {
    const { code, out } = await run(['eval', '--instances', 'data/edh_instances', '--agent', `http:${url}`, '--json'], dir);
    expect(code).toBe(0);
    expect(requests.map((r) => r.path)).toEqual(['/start_instance', '/next_action', '/next_action']);
    const [start, first, second] = requests;
    expect(start!.json).toMatchObject({ kind: 'edh', dialog_history: expect.any(Array) });
    expect(first!.json).toMatchObject({ step: 0, prev_action: null, prev_success: null, observation: { pose: expect.any(Object), visible: expect.any(Array) } });
    expect(first!.json).not.toHaveProperty('world');
    // The frame the Follower sees, drawn by the headless renderer: a 900x900 JPEG named as TEACh names it.
    const frame = first!.json.frame as { img_name: string; jpeg_base64: string };
    expect(frame.img_name).toMatch(/^img__.+\.edh\d+_1\.jpeg$/); // TEACh counts steps from 1
    expect(jpegDimensions(Buffer.from(frame.jpeg_base64, 'base64'))).toEqual({ width: 900, height: 900 });
    expect(second!.json).toMatchObject({ step: 1, prev_action: { action: 'Turn Left', obj_relative_coord: null }, prev_success: true });
    const report = JSON.parse(out) as { metrics: { traj_stats: Record<string, { traj_len: number }> } };
    expect(Object.values(report.metrics.traj_stats)[0]).toMatchObject({ traj_len: 2 });
  });

  it('a reply that is not an action ends the instance as an error (every instance: exit 1), and an unknown agent is bad usage', async () => {
    garbage = true;
    const { code, out } = await run(['eval', '--instances', 'data/edh_instances', '--agent', url, '--json'], dir);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toMatchObject({ metrics: { num_fails_by_error: 1 } });
    expect((await run(['eval', '--instances', 'data/edh_instances', '--agent', 'module:missing.mjs'], dir)).code).toBe(2);
    expect((await run(['eval', '--instances', 'data/edh_instances', '--agent', 'teach-api:localhost'], dir)).code).toBe(2);
    expect((await run(['eval', '--instances', 'data/edh_instances', '--agent', `teach-api:${url}`, '--symbolic'], dir)).code).toBe(2);
  });

  it('an agent that cannot be reached: the summary says how every instance ended, with the reason', async () => {
    const port = await closedPort();
    const { code, out, err } = await run(['eval', '--instances', 'data/edh_instances', '--agent', `http://127.0.0.1:${port}`, '--symbolic'], dir);
    expect(code).toBe(1);
    expect(err).toContain('eval: every instance ended in an agent error; see how they ended above');
    expect(out).toMatch(/errors 1\n {2}how the instances ended:\n +1 {2}agent error: http:\/\/127\.0\.0\.1:\d+\/start_instance: fetch failed \(connect ECONNREFUSED/);
  });
});
