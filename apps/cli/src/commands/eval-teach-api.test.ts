import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { teachModelApi, type TeachModel } from '@chorehouse/dataset';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';
import { playedCoffeeSession } from '../testing/played-coffee.js';
import { sessionLine } from './tatc-sessions.js';

/** Turns once, then stops (TEACh's server hands the model the previous action it parsed). */
const turnThenStop: TeachModel = {
  startNewEdhInstance: () => true,
  getNextAction: (_img, _instance, prev) => (prev === null ? { action: 'Turn Left', obj_relative_coord: null } : { action: 'Stop', obj_relative_coord: null }),
};

describe('chorehouse eval --agent teach-api: against the double of TEACh\'s teach_api, in its four modes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chorehouse-teach-api-'));

  beforeAll(async () => {
    writeFileSync(join(dir, 's.jsonl'), `${sessionLine(playedCoffeeSession('teach-api-cli'))}\n`);
    const { code } = await runCli(['export', 'games', '--sessions', 's.jsonl', '--out', 'data', '--include-bots', '--edh', '--images', '--views', 'driver'], dir);
    expect(code).toBe(0);
  }, 180_000);

  it.each([[false, false], [true, false], [false, true], [true, true]])('use_edh_file=%s use_img_file=%s', async (useEdhFile, useImgFile) => {
    const images = join(dir, `frames-${useEdhFile}-${useImgFile}`);
    const api = teachModelApi({ dataDir: join(dir, 'data'), imagesDir: images, split: 'valid_unseen', useEdhFile, useImgFile, model: turnThenStop });
    const url = await api.listen();
    try {
      const { code, out } = await runCli(['eval', '--instances', 'data/edh_instances', '--agent', `teach-api:${url}`, '--images-dir', images, ...(useImgFile ? ['--use-img-file'] : []), '--json'], dir);
      expect(code).toBe(0);
      const report = JSON.parse(out) as { ended: Record<string, string>; metrics: { traj_stats: Record<string, { traj_len: number; pred_actions: unknown }> } };
      const instances = readdirSync(join(dir, 'data', 'edh_instances', 'valid_unseen'));
      expect(Object.values(report.ended)).toEqual(instances.map(() => 'stop'));
      expect(Object.values(report.metrics.traj_stats).map((t) => t.pred_actions)).toEqual(instances.map(() => [['Turn Left', null], ['Stop', null]]));
      expect(api.received.map((r) => r.status)).toEqual(api.received.map(() => 200));
      expect(api.received.filter((r) => r.path === '/start_new_edh_instance').map((r) => r.fields.edh_name)).toEqual(instances.sort());
      expect(readdirSync(images).sort()).toEqual(instances.flatMap((f) => [1, 2].map((n) => `img__${f.replace(/\.json$/, '')}_${n}.jpeg`)).sort());
    } finally {
      await api.close();
    }
  }, 180_000);

  it('--use-img-file needs --images-dir and a teach-api agent', async () => {
    expect((await runCli(['eval', '--instances', 'data/edh_instances', '--agent', 'teach-api:http://127.0.0.1:1', '--use-img-file'], dir)).code).toBe(2);
    expect((await runCli(['eval', '--instances', 'data/edh_instances', '--agent', 'rule-based', '--images-dir', 'f', '--use-img-file'], dir)).code).toBe(2);
  });
});
