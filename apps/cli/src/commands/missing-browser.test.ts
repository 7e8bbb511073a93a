import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';
import { playedCoffeeSession } from '../testing/played-coffee.js';
import { sessionLine } from './tatc-sessions.js';

describe('a machine without Chromium: the commands that draw frames say in one line what is missing', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chorehouse-no-browser-'));
  writeFileSync(join(dir, 's.jsonl'), `${sessionLine(playedCoffeeSession('no-browser'))}\n`);
  const saved = process.env.CHROMIUM_PATH;
  beforeAll(async () => {
    expect((await runCli(['export', 'games', '--sessions', 's.jsonl', '--out', 'games-only', '--include-bots', '--edh'], dir)).code).toBe(0);
  });
  afterEach(() => { if (saved === undefined) delete process.env.CHROMIUM_PATH; else process.env.CHROMIUM_PATH = saved; });

  it('export games --images with CHROMIUM_PATH pointing nowhere: exit 1, one line naming the path and the fix, no usage text', async () => {
    process.env.CHROMIUM_PATH = join(dir, 'no-chromium-here');
    const { code, out, err } = await runCli(['export', 'games', '--sessions', 's.jsonl', '--out', 'data', '--include-bots', '--images'], dir);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toBe(`chorehouse export games: cannot draw frames: no Chromium at ${join(dir, 'no-chromium-here')} (CHROMIUM_PATH): point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it to use /usr/bin/chromium or @sparticuz/chromium's\n`);
  });

  it('export images and eval say the same', async () => {
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    for (const args of [['export', 'images', '--games', 'games-only', '--out', 'games-only'], ['eval', '--instances', 'games-only/edh_instances', '--agent', 'rule-based']]) {
      const { code, err } = await runCli(args, dir);
      expect(code).toBe(1);
      expect(err.trim().split('\n')).toEqual([expect.stringMatching(/^chorehouse (export images|eval): cannot draw frames: no Chromium at \/nonexistent\/chromium \(CHROMIUM_PATH\)/)]);
    }
  });
});
