/**
 * `chorehouse bots play` against a real game server in its own process (apps/server's demo server:
 * SQLite in a temp dir, the demo kitchen's Make Coffee). Needs apps/server's build, which `npm test`
 * makes before any package's tests, as the browser tests need it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { closedPort } from '../testing/closed-port.js';
import { runCli } from '../testing/run-cli.js';

const ROOT = resolve(import.meta.dirname, '../../../..');
const DEMO_SERVER = 'apps/server/dist/testing/demo-server.js';

const botSchema = z.object({
  name: z.string(), sessionId: z.string().nullable(), role: z.enum(['commander', 'follower']).nullable(), outcome: z.string().nullable(),
  completionCode: z.string().nullable(), requests: z.number(), ms: z.number(), error: z.string().nullable(),
});
const reportSchema = z.object({ url: z.string(), games: z.number(), concurrency: z.number(), sessions: z.number(), successes: z.number(), bots: z.array(botSchema) });
const endedSchema = z.object({
  sessions: z.array(z.object({ id: z.string(), outcome: z.string().nullable(), seats: z.object({ commander: z.string(), follower: z.string() }) })),
});

let server: ChildProcess;
let url = '';
let adminToken = '';

beforeAll(async () => {
  if (!existsSync(resolve(ROOT, DEMO_SERVER))) throw new Error(`${DEMO_SERVER} is missing: build apps/server first (npm run build)`);
  server = spawn(process.execPath, [DEMO_SERVER], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const first = await new Promise<string>((ok, fail) => {
    createInterface({ input: server.stdout! }).once('line', ok);
    server.once('exit', (code) => fail(new Error(`the demo server exited (${code}) before listening`)));
  });
  ({ url, adminToken } = z.object({ url: z.string(), adminToken: z.string() }).parse(JSON.parse(first)));
});

afterAll(async () => {
  if (server.exitCode !== null) return;
  await new Promise<void>((ok) => { server.once('exit', () => ok()); server.kill('SIGTERM'); });
});

describe('chorehouse bots play', () => {
  it('plays two games at once to success over socket.io; the server records them as bot sessions', async () => {
    const run = await runCli(['bots', 'play', '--url', url, '--games', '2', '--concurrency', '2', '--json']);
    expect(run.err).not.toMatch(/error/i);
    expect(run.code).toBe(0);
    const report = reportSchema.parse(JSON.parse(run.out));
    expect(report).toMatchObject({ games: 2, sessions: 2, successes: 2 });
    expect(report.bots).toHaveLength(4);
    for (const bot of report.bots) {
      expect(bot.error).toBeNull();
      // The Follower is never told whether the task was done.
      expect(bot.outcome).toBe(bot.role === 'commander' ? 'success' : 'finished');
      expect(bot.completionCode).toMatch(/\S/);
      expect(bot.requests).toBeGreaterThan(2);
    }
    // Each session had one bot in each seat.
    const ids = [...new Set(report.bots.map((b) => b.sessionId))];
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(report.bots.filter((b) => b.sessionId === id).map((b) => b.role).sort()).toEqual(['commander', 'follower']);

    const res = await fetch(`${url}/api/admin/sessions?status=ended`, { headers: { authorization: `Bearer ${adminToken}` } });
    const ended = endedSchema.parse(await res.json()).sessions.filter((s) => ids.includes(s.id));
    expect(ended).toHaveLength(2);
    for (const s of ended) expect(s).toMatchObject({ outcome: 'success', seats: { commander: 'bot', follower: 'bot' } });
  });

  it('says so, and exits 1, when the server cannot be reached', async () => {
    const closed = await closedPort();
    const run = await runCli(['bots', 'play', '--url', `http://127.0.0.1:${closed}`, '--timeout-s', '5']);
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/0 succeeded, 2 bot\(s\) failed/);
    expect(run.out).toMatch(new RegExp(`bot-0-a: cannot reach http://127.0.0.1:${closed}: .*ECONNREFUSED`));
  });

  it('refuses a bad option with the usage exit code', async () => {
    const run = await runCli(['bots', 'play', '--games', '0']);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/games/);
  });
});
