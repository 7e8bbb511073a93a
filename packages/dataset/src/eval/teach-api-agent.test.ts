import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchFrameRenderer, type FrameRenderer } from '@chorehouse/render/headless';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportGames } from '../game/export-games.js';
import { exportImages } from '../images/export-images.js';
import { jpegDimensions } from '../images/verify-images.js';
import { fileSessionSource } from '../session/file-source.js';
import { sessionDocument } from '../session/recorded-session.js';
import { pythonDumpsOfText } from '../teach/python-dumps.js';
import { coffeeSession } from '../testing/coffee-session.js';
import { teachModelApi, type TeachModel } from '../testing/teach-model-api.js';
import { evaluateInstances } from './evaluate-instances.js';
import { teachApiAgent } from './teach-api-agent.js';

/** A model as TEACh's server calls it: turns, picks something up, stops; keeps what it was given. */
function scriptedModel() {
  const seen = { starts: [] as { instance: unknown; images: number }[], steps: [] as { prev: unknown; img: Buffer }[] };
  let refuse = false;
  const model: TeachModel = {
    startNewEdhInstance(instance, images) {
      if (refuse) throw new Error('model not loaded');
      seen.starts.push({ instance, images: images.length });
      return true;
    },
    getNextAction(img, _instance, prev) {
      seen.steps.push({ prev, img });
      const last = (prev as { action?: string } | null)?.action;
      return last === undefined ? { action: 'Turn Left', obj_relative_coord: null } : last === 'Turn Left' ? { action: 'Pickup', obj_relative_coord: [0.6, 0.5] } : { action: 'Stop', obj_relative_coord: null };
    },
  };
  return { model, seen, refuse: (v: boolean) => { refuse = v; } };
}

const MODES = [
  { useEdhFile: false, useImgFile: false }, { useEdhFile: true, useImgFile: false },
  { useEdhFile: false, useImgFile: true }, { useEdhFile: true, useImgFile: true },
] as const;

describe('--agent teach-api against a double of TEACh\'s teach_api (api.py\'s contract), frames drawn by the real renderer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dataset-teach-api-'));
  const data = join(dir, 'data');
  const split = join(data, 'edh_instances', 'valid_seen');
  let renderer: FrameRenderer;
  let files: string[] = [];

  beforeAll(async () => {
    writeFileSync(join(dir, 's.jsonl'), `${JSON.stringify(sessionDocument(coffeeSession('teach-api').session))}\n`);
    await exportGames(fileSessionSource(join(dir, 's.jsonl')), { outDir: data, instances: { edh: true, tfd: false } });
    renderer = await launchFrameRenderer({ pages: 2 });
    await exportImages(data, renderer, { outDir: data, views: ['driver'], size: 900 });
    files = readdirSync(split).sort();
  }, 180_000);
  afterAll(async () => { await renderer?.close(); });

  it.each(MODES)('use_edh_file=$useEdhFile use_img_file=$useImgFile: every request is what TEACh\'s RemoteModel sends, and the server answers every one', async (mode) => {
    const images = join(dir, `images-${mode.useEdhFile}-${mode.useImgFile}`);
    const out = join(dir, `out-${mode.useEdhFile}-${mode.useImgFile}`);
    const { model, seen } = scriptedModel();
    const api = teachModelApi({ dataDir: data, imagesDir: images, ...mode, model });
    const base = await api.listen();
    try {
      const report = await evaluateInstances(join(data, 'edh_instances'), data, teachApiAgent(base, { useImgFile: mode.useImgFile }), { frames: { renderer, saveDir: images }, outputDir: out });
      expect(report.problems).toEqual([]);
      expect(new Set(Object.values(report.ended))).toEqual(new Set(['stop']));
      expect(api.received.every((r) => r.status === 200)).toBe(true);

      const starts = api.received.filter((r) => r.path === '/start_new_edh_instance');
      expect(starts.map((s) => s.fields.edh_name)).toEqual(files);
      for (const [k, s] of starts.entries()) {
        const text = readFileSync(join(split, files[k]!), 'utf8');
        const history = (JSON.parse(text) as { driver_image_history: string[] }).driver_image_history;
        expect(history.length).toBeGreaterThan(0);
        // json.dumps(load_json(file)): Python's separators, the file's floats and key order.
        expect(s.fields.edh_instance).toBe(pythonDumpsOfText(text));
        expect(s.fields.edh_instance).toMatch(/^\{"[a-z_]+": /);
        if (mode.useImgFile) {
          // The runner loads no history with --use_img_file, so requests posts a plain form; the server reads the export's frames.
          expect(s.contentType).toBe('application/x-www-form-urlencoded');
          expect(s.files).toEqual([]);
        } else {
          expect(s.files.map((f) => [f.name, f.filename, f.contentType])).toEqual(history.map((_, i) => ['edh_history_images', `history${i}`, 'image/jpeg']));
          for (const f of s.files) expect(jpegDimensions(f.data)).toEqual({ width: 900, height: 900 });
        }
        expect(seen.starts[k]).toEqual({ instance: JSON.parse(text), images: history.length });
      }

      const first = files[0]!, id = first.replace(/\.json$/, '');
      const steps = api.received.filter((r) => r.path === '/get_next_action' && r.fields.edh_name === first);
      expect(steps.map((s) => s.fields.img_name)).toEqual([1, 2, 3].map((n) => `img__${id}_${n}.jpeg`));
      expect(steps.map((s) => Object.keys(s.fields))).toEqual([
        ['img_name', 'edh_name', 'edh_instance'], ['img_name', 'edh_name', 'prev_action', 'edh_instance'], ['img_name', 'edh_name', 'prev_action', 'edh_instance'],
      ]);
      expect(steps.map((s) => s.fields.prev_action)).toEqual([undefined, '{"action": "Turn Left", "obj_relative_coord": null}', '{"action": "Pickup", "obj_relative_coord": [0.6, 0.5]}']);
      expect(steps[2]!.fields.edh_instance).toBe(starts[0]!.fields.edh_instance);
      for (const s of steps) {
        expect(s.files.map((f) => [f.name, f.filename, f.contentType])).toEqual([['img', s.fields.img_name, 'image/jpeg']]);
        expect(jpegDimensions(s.files[0]!.data)).toEqual({ width: 900, height: 900 });
        // Saved under the images dir before the request, as the runner's _save_image_sync does.
        expect(readFileSync(join(images, s.fields.img_name!))).toEqual(s.files[0]!.data);
      }
      // The Follower turned between step 1 and step 2: a different picture reached the model.
      expect(Buffer.compare(seen.steps[0]!.img, seen.steps[1]!.img)).not.toBe(0);

      expect(readFileSync(join(out, `pred_actions__${id}.json`), 'utf8')).toBe(
        '[{"action": "Turn Left", "obj_relative_coord": null}, {"action": "Pickup", "obj_relative_coord": [0.6, 0.5]}, {"action": "Stop", "obj_relative_coord": null}]');
      const perInstance = readFileSync(join(out, 'metrics.json.0'), 'utf8');
      expect(perInstance).toContain('"pred_actions": [["Turn Left", null], ["Pickup", [0.6, 0.5]], ["Stop", null]]');
      expect(Object.keys((JSON.parse(perInstance) as Record<string, object>)[id]!)).toEqual([
        'instance_id', 'game_id', 'completed_goal_conditions', 'total_goal_conditions', 'goal_condition_success', 'success_spl', 'path_len_weighted_success_spl',
        'goal_condition_spl', 'path_len_weighted_goal_condition_spl', 'gt_path_len', 'reward', 'success', 'traj_len', 'predicted_stop', 'num_api_fails', 'error', 'init_success', 'pred_actions',
      ]);
      expect(perInstance).toMatch(new RegExp(`"${id.replace(/\./g, '\\.')}": \\{"instance_id": "${id.replace(/\./g, '\\.')}", .*"reward": 0\\.0, "success": [01], "traj_len": 3, "predicted_stop": 1, "num_api_fails": [01], "error": 0, "init_success": true`));
    } finally {
      await api.close();
    }
  }, 180_000);

  it('the server\'s refusals reach the summary with TEACh\'s own messages', async () => {
    const { model, refuse } = scriptedModel();
    const empty = join(dir, 'empty');
    const fileMode = teachModelApi({ dataDir: empty, imagesDir: empty, useEdhFile: true, model });
    const imgMode = teachModelApi({ dataDir: empty, imagesDir: empty, useImgFile: true, model });
    const plain = teachModelApi({ dataDir: data, imagesDir: empty, model });
    try {
      const fileReport = await evaluateInstances(join(data, 'edh_instances'), data, teachApiAgent(await fileMode.listen()), { frames: { renderer } });
      expect(Object.values(fileReport.ended)[0]).toBe(`agent error: start_new_edh_instance answered 500: edh file=${join(empty, 'edh_instances', 'valid_seen', files[0]!)} does not exist`);
      expect(fileReport.metrics.num_fails_by_error).toBe(files.length);

      const imgReport = await evaluateInstances(join(data, 'edh_instances'), data, teachApiAgent(await imgMode.listen(), { useImgFile: true }), { frames: { renderer } });
      expect(Object.values(imgReport.ended)[0]).toBe(`agent error: start_new_edh_instance answered 500: failed to load history images edh_name=${files[0]}`);

      const plainBase = await plain.listen();
      refuse(true);
      const refused = await evaluateInstances(join(data, 'edh_instances'), data, teachApiAgent(plainBase), { frames: { renderer } });
      expect(Object.values(refused.ended)[0]).toBe(`agent error: start_new_edh_instance answered 500: failed to start_new_edh_instance with edh_name=${files[0]}`);
      refuse(false);

      // History frames that were never exported: the client fails before asking, as TEACh's runner fails to load them.
      renameSync(join(data, 'images'), join(dir, 'images-away'));
      const noImages = await evaluateInstances(join(data, 'edh_instances'), data, teachApiAgent(plainBase), { frames: { renderer } });
      expect(Object.values(noImages.ended)[0]).toMatch(/history image driver\.frame\.[\d.]+\.jpeg is not in/);
      expect(existsSync(join(data, 'images'))).toBe(false);
      renameSync(join(dir, 'images-away'), join(data, 'images'));
    } finally {
      await Promise.all([fileMode.close(), imgMode.close(), plain.close()]);
    }
  }, 180_000);
});
