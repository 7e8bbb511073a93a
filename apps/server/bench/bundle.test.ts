/**
 * The packed bench (bundle.ts) runs without the repo: its game server starts from the bundle's own
 * files, opens its SQLite store through the copied addon, and answers a player's arrival.
 */
import { execFile, fork } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'chorehouse-bench-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('packs a bench whose game server runs from the bundle alone', async () => {
  const packed = join(dir, 'packed');
  await promisify(execFile)(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./bundle.ts', import.meta.url)), packed]);
  // Moved away from where it was built, so nothing resolves through the repo's node_modules.
  const moved = join(dir, 'elsewhere');
  cpSync(packed, moved, { recursive: true });
  const server = fork(join(moved, 'game-server.js'), [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const { port } = await new Promise<{ port: number }>((resolve, reject) => {
      server.once('message', (m: { type: string; port: number }) => resolve(m));
      server.once('exit', (code) => reject(new Error(`the bundled game server exited (${code})`)));
    });
    const res = await fetch(`http://127.0.0.1:${port}/api/arrive`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ platform: 'local', name: 'bundle' }) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token?: unknown }).token).toEqual(expect.any(String));
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.send({ type: 'stop' });
    await exited;
  }
}, 60_000);
