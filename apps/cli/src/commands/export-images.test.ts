import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jpegDimensions } from '@chorehouse/dataset';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';
import { playedCoffeeSession } from '../testing/played-coffee.js';
import { sessionLine } from './tatc-sessions.js';

/** Every frame name in every EDH and TfD instance file under `root`, with its folder. */
function namedImages(root: string): string[] {
  const out: string[] = [];
  for (const folder of ['edh_instances', 'tfd_instances']) {
    for (const split of existsSync(join(root, folder)) ? readdirSync(join(root, folder)) : []) {
      for (const file of readdirSync(join(root, folder, split))) {
        const i = JSON.parse(readFileSync(join(root, folder, split, file), 'utf8')) as { game_id: string; driver_image_history: string[]; driver_images_future: string[] };
        for (const name of [...i.driver_image_history, ...i.driver_images_future]) out.push(join(root, 'images', split, i.game_id, name));
      }
    }
  }
  return out;
}

// One headless Chromium per command run; the corpus is two short Make Coffee games on floor plan 10.
describe('chorehouse export images and check clicks, with the real renderer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chorehouse-images-'));

  beforeAll(() => {
    writeFileSync(join(dir, 's.jsonl'), `${sessionLine(playedCoffeeSession('images-1'))}\n${sessionLine(playedCoffeeSession('images-2'))}\n`);
  });

  it('export games --images draws every frame the EDH and TfD instances name, as 900x900 JPEGs, in the same pass (agents play bot sessions: --include-bots)', async () => {
    const { code, out, err } = await runCli(['export', 'games', '--sessions', 's.jsonl', '--out', 'data', '--include-bots', '--edh', '--tfd', '--images', '--views', 'driver', '--json'], dir);
    // Progress lines, and one saying what draws the frames.
    expect(err).toMatch(/^Drawing frames on the CPU: ANGLE .*SwiftShader.*$/m);
    expect(err.split('\n').filter((l) => l && !l.startsWith('export') && !l.startsWith('Drawing frames'))).toEqual([]);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ written: 2, imageProblems: [] });
    const names = namedImages(join(dir, 'data'));
    expect(names.length).toBeGreaterThan(20);
    for (const path of names) {
      expect(existsSync(path), path).toBe(true);
      expect(jpegDimensions(readFileSync(path))).toEqual({ width: 900, height: 900 });
      expect(path).toMatch(/driver\.frame\.\d+\.\d+\.jpeg$/);
    }
  }, 240_000);

  it('--resume skips complete games; bad usage exits 2 with the reason', async () => {
    const again = await runCli(['export', 'images', '--games', 'data', '--out', 'data', '--views', 'driver', '--resume', '--json'], dir);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.out)).toMatchObject({ games: 2, written: 0, resumed: 2, instanceImages: { missing: [], wrong: [] } });
    const shard = await runCli(['export', 'images', '--games', 'data', '--out', 'data', '--shard', '2/2'], dir);
    expect(shard.code).toBe(2);
    expect(shard.err).toContain('--shard: i must be in 0..n-1');
    const views = await runCli(['export', 'images', '--games', 'data', '--out', 'data', '--views', 'driver,sky'], dir);
    expect(views.code).toBe(2);
    expect(views.err).toContain('--views');
    expect((await runCli(['export', 'images', '--games', 'data'], dir)).code).toBe(2);
  }, 120_000);

  it('check clicks: the recorded object is drawn inside the click window of every successful Follower object interaction', async () => {
    const { code, out } = await runCli(['check', 'clicks', '--games', 'data', '--json'], dir);
    const report = JSON.parse(out) as { clicks: number; agreeing: number; rate: number; disagreements: unknown[] };
    expect(report.clicks).toBeGreaterThanOrEqual(4);
    expect(report.disagreements).toEqual([]);
    expect(report.rate).toBe(1);
    expect(code).toBe(0);
    // export images --check-clicks checks the same clicks while it draws the driver frames.
    const onePass = await runCli(['export', 'images', '--games', 'data', '--out', 'again', '--views', 'driver', '--check-clicks', '--json'], dir);
    expect(onePass.code).toBe(0);
    expect(JSON.parse(onePass.out).clickAgreement).toMatchObject({ clicks: report.clicks, agreeing: report.agreeing, disagreements: [] });
    expect((await runCli(['export', 'images', '--games', 'data', '--out', 'again', '--size', '300', '--check-clicks'], dir)).code).toBe(2);
  }, 240_000);
});
