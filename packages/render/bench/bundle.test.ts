/**
 * The packed render bench (bundle.ts) runs without the repo: moved elsewhere, it finds its page
 * script, the floor plans and playwright-core beside it, starts Chromium and says what draws.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'chorehouse-render-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('packs a bench that loads the floor plans, starts Chromium and names what draws, from the bundle alone', async () => {
  const packed = join(dir, 'packed');
  await run(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./bundle.ts', import.meta.url)), packed]);
  // Moved away from where it was built, so nothing resolves through the repo's node_modules.
  const moved = join(dir, 'elsewhere');
  cpSync(packed, moved, { recursive: true });
  const { stdout } = await run(process.execPath, [join(moved, 'bench/render/main.js')], {
    cwd: dir,
    env: { ...process.env, RENDER_GPU: '0', RENDER_PAGES: '1', RENDER_BENCH_SKIP_FRAMES: '1', RENDER_BENCH_SKIP_AGREEMENT: '1' },
  });
  expect(stdout).toMatch(/^machine: \d+ cores/m);
  expect(stdout).toMatch(/^graphics: software: ANGLE .*SwiftShader/m);
}, 60_000);
