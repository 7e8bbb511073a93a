import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchFrameRenderer, type FrameRenderer } from '@chorehouse/render/headless';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportGames } from '../game/export-games.js';
import { exportImages } from '../images/export-images.js';
import { jpegDimensions } from '../images/verify-images.js';
import { fileSessionSource } from '../session/file-source.js';
import { sessionDocument } from '../session/recorded-session.js';
import { coffeeSession } from '../testing/coffee-session.js';
import { parseMultipart, readBody, type FormPart } from '../testing/multipart.js';
import { evaluateInstances } from './evaluate-instances.js';
import { teachApiAgent } from './teach-api-agent.js';

interface Received { readonly path: string; readonly fields: Record<string, string>; readonly files: FormPart[] }

/** A model server that speaks TEACh's API (Flask's routes, multipart in, JSON out) and records what it got. */
function teachModelServer() {
  const received: Received[] = [];
  const steps = new Map<string, number>();
  let failStart = false;
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const parts = parseMultipart(req.headers['content-type'] ?? '', body);
      const fields = Object.fromEntries(parts.filter((p) => p.filename === null).map((p) => [p.name, p.data.toString('utf8')]));
      received.push({ path: req.url ?? '', fields, files: parts.filter((p) => p.filename !== null) });
      if (req.url === '/start_new_edh_instance') {
        if (failStart) { res.statusCode = 500; res.end('model not loaded'); return; }
        res.end('success');
        return;
      }
      const n = steps.get(fields.edh_name!) ?? 0;
      steps.set(fields.edh_name!, n + 1);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(n === 0 ? { action: 'Turn Left', obj_relative_coord: null } : n === 1 ? { action: 'Pickup', obj_relative_coord: [0.6, 0.5] } : { action: 'Stop', obj_relative_coord: null }));
    });
  });
  return { server, received, failStart: (v: boolean) => { failStart = v; } };
}

describe('--agent teach-api: TEACh\'s remote model API against a loopback server, with frames drawn by the real renderer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dataset-teach-api-'));
  const data = join(dir, 'data');
  const model = teachModelServer();
  let base = '';
  let renderer: FrameRenderer;

  beforeAll(async () => {
    writeFileSync(join(dir, 's.jsonl'), `${JSON.stringify(sessionDocument(coffeeSession('teach-api').session))}\n`);
    await exportGames(fileSessionSource(join(dir, 's.jsonl')), { outDir: data, instances: { edh: true, tfd: false } });
    renderer = await launchFrameRenderer({ pages: 2 });
    await exportImages(data, renderer, { outDir: data, views: ['driver'], size: 900 });
    await new Promise<void>((res) => model.server.listen(0, '127.0.0.1', () => res()));
    base = `http://127.0.0.1:${(model.server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(async () => {
    await renderer?.close();
    await new Promise((res) => model.server.close(res));
  });

  it('starts each instance with its JSON and history frames, then sends every step\'s frame and the previous action; writes TEACh\'s output files', async () => {
    const out = join(dir, 'inference');
    const report = await evaluateInstances(join(data, 'edh_instances'), data, teachApiAgent(base), { frames: { renderer, saveDir: join(out, 'frames') }, outputDir: out });
    expect(report.problems).toEqual([]);
    const files = readdirSync(join(data, 'edh_instances', 'valid_seen'));
    expect(report.metrics.success.num_evals).toBe(files.length);

    const starts = model.received.filter((r) => r.path === '/start_new_edh_instance');
    expect(starts.map((s) => s.fields.edh_name)).toEqual(files.map((f) => f.replace(/\.json$/, '')));
    for (const [k, s] of starts.entries()) {
      const instance = JSON.parse(readFileSync(join(data, 'edh_instances', 'valid_seen', files[k]!), 'utf8')) as { driver_image_history: string[] };
      expect(JSON.parse(s.fields.edh_instance!)).toEqual(instance);
      expect(s.files.map((f) => [f.name, f.filename, f.contentType])).toEqual(instance.driver_image_history.map((n) => ['edh_history_images', n, 'image/jpeg']));
      for (const f of s.files) expect(jpegDimensions(f.data)).toEqual({ width: 900, height: 900 });
    }

    const first = starts[0]!.fields.edh_name!;
    const steps = model.received.filter((r) => r.path === '/get_next_action' && r.fields.edh_name === first);
    expect(steps.map((s) => s.fields.img_name)).toEqual([0, 1, 2].map((n) => `img__${first}_${n}.jpeg`));
    expect(steps[0]!.fields).not.toHaveProperty('prev_action');
    expect(JSON.parse(steps[1]!.fields.prev_action!)).toEqual({ action: 'Turn Left', obj_relative_coord: null });
    expect(JSON.parse(steps[2]!.fields.prev_action!)).toEqual({ action: 'Pickup', obj_relative_coord: [0.6, 0.5] });
    for (const s of steps) {
      expect(s.files.map((f) => [f.name, f.filename])).toEqual([['img', s.fields.img_name]]);
      expect(jpegDimensions(s.files[0]!.data)).toEqual({ width: 900, height: 900 });
    }
    // The Follower turned between step 0 and step 1: a different picture.
    expect(Buffer.compare(steps[0]!.files[0]!.data, steps[1]!.files[0]!.data)).not.toBe(0);
    expect(readFileSync(join(out, 'frames', `img__${first}_1.jpeg`))).toEqual(steps[1]!.files[0]!.data);

    expect(JSON.parse(readFileSync(join(out, `pred_actions__${first}.json`), 'utf8'))).toEqual([
      { action: 'Turn Left', obj_relative_coord: null }, { action: 'Pickup', obj_relative_coord: [0.6, 0.5] }, { action: 'Stop', obj_relative_coord: null },
    ]);
    const inference = JSON.parse(readFileSync(join(out, `inference__${first}.json`), 'utf8')) as { tasks: { episodes: { interactions: unknown[]; final_state: { objects: unknown[] } }[] }[] };
    expect(inference.tasks[0]!.episodes[0]!.interactions).toHaveLength(2);
    expect(inference.tasks[0]!.episodes[0]!.final_state.objects.length).toBeGreaterThan(5);
    const perInstance = JSON.parse(readFileSync(join(out, 'metrics.json.0'), 'utf8')) as Record<string, { traj_len: number; predicted_stop: number }>;
    expect(perInstance[first]).toMatchObject({ traj_len: 3, predicted_stop: 1 });
    expect(JSON.parse(readFileSync(join(out, 'metrics.json'), 'utf8'))).toMatchObject({ success: { num_evals: files.length }, num_predicted_stops: files.length });
  }, 180_000);

  it('a server that refuses the start, or history frames that were never exported, end the instance as an error', async () => {
    model.failStart(true);
    const refused = await evaluateInstances(join(data, 'edh_instances'), data, teachApiAgent(base), { frames: { renderer } });
    expect(refused.metrics.num_fails_by_error).toBe(refused.metrics.success.num_evals);
    expect(Object.values(refused.ended)[0]).toContain('500: model not loaded');
    model.failStart(false);
    rmSync(join(data, 'images'), { recursive: true });
    const noImages = await evaluateInstances(join(data, 'edh_instances'), data, teachApiAgent(base), { frames: { renderer } });
    expect(Object.values(noImages.ended)[0]).toMatch(/history image driver\.frame\.[\d.]+\.jpeg is not in/);
    expect(existsSync(join(data, 'images'))).toBe(false);
  }, 180_000);
});
