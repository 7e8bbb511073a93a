/** Frames in the console: a session's contact sheet and export tars with TEACh's images/, drawn by the headless renderer. */
import { jpegDimensions } from '@chorehouse/dataset';
import { afterEach, describe, expect, it } from 'vitest';
import { FrameService, FramesBusyError } from '../src/research/frame-service.js';
import { consoleGet, startTestServer, type TestServer } from '../src/testing/harness.js';
import { pairPlayers } from '../src/testing/pair.js';
import { untarBytes } from './untar.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

const get = (path: string) => consoleGet(ts.url, path);

describe('console frames', () => {
  it('a finished session\'s contact sheet has driver, commander and target thumbnails per interaction; an export can carry every frame its EDH instances name', async () => {
    ts = await startTestServer();
    const { commander, follower, sessionId } = await pairPlayers(ts.url);
    await Promise.all([commander.playAs('commander'), follower.playAs('follower')]);
    await commander.next('session/ended');

    const sheet = JSON.parse((await get(`/sessions/${sessionId}/contact-sheet?from=0&count=4&size=128`)).body.toString()) as {
      total: number; interactions: { index: number; agent: string; frames: Record<string, string | null> }[];
    };
    expect(sheet.total).toBeGreaterThan(4);
    expect(sheet.interactions.map((i) => i.index)).toEqual([0, 1, 2, 3]);
    for (const i of sheet.interactions) {
      for (const view of ['driver', 'commander', 'targetobject']) {
        const url = i.frames[view]!;
        expect(url).toMatch(/^data:image\/jpeg;base64,/);
        expect(jpegDimensions(Buffer.from(url.split(',')[1]!, 'base64'))).toEqual({ width: 128, height: 128 });
      }
    }
    expect((await get('/sessions/nope/contact-sheet')).status).toBe(404);
    expect((await get(`/sessions/${sessionId}/contact-sheet?size=5000`)).status).toBe(400);

    const tar = untarBytes((await get('/export?kind=edh&frames=true')).body);
    const instances = [...tar.keys()].filter((k) => k.startsWith('edh_instances/'));
    expect(instances.length).toBeGreaterThan(0);
    for (const k of instances) {
      const i = JSON.parse(tar.get(k)!.toString()) as { game_id: string; driver_image_history: string[]; driver_images_future: string[] };
      for (const name of [...i.driver_image_history, ...i.driver_images_future]) {
        const frame = tar.get(`images/train/${i.game_id}/${name}`);
        expect(frame, name).toBeDefined();
        expect(jpegDimensions(frame!)).toEqual({ width: 900, height: 900 });
      }
    }
    expect([...tar.keys()].some((k) => /^images\/train\/[^/]+\/statediff\.end\.json$/.test(k))).toBe(true);
    expect([...untarBytes((await get('/export?kind=edh')).body).keys()].some((k) => k.startsWith('images/'))).toBe(false);
    commander.close();
    follower.close();
  }, 240_000);
});

describe('FrameService', () => {
  it('runs one job at a time, lets a bounded number wait, refuses the rest, and launches the renderer once', async () => {
    let launches = 0;
    const order: string[] = [];
    const renderer = { pages: 1, graphics: { vendor: 'test', renderer: 'none', version: 'none', software: true, browser: 'none' }, async render() { throw new Error('unused'); }, async close() {} };
    const frames = new FrameService({ maxWaiting: 1, launch: async () => { launches++; return renderer; } });
    let release!: () => void;
    const first = frames.run(async () => { order.push('first'); await new Promise<void>((r) => { release = r; }); });
    await new Promise((r) => setImmediate(r));
    const second = frames.run(async () => { order.push('second'); });
    await expect(frames.run(async () => { order.push('third'); })).rejects.toBeInstanceOf(FramesBusyError);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    expect(launches).toBe(1);
    await frames.close();
  });

  it('says in the server log what draws the frames when its renderer starts, once', async () => {
    const lines: string[] = [];
    const frames = new FrameService({ pages: 1, log: (line) => lines.push(line) });
    expect(await frames.run(async (renderer) => renderer.pages)).toBe(1);
    await frames.run(async () => undefined);
    await frames.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^chorehouse console: drawing frames on the (CPU|GPU): \S/);
  }, 60_000);
});
