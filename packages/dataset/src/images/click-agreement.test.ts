import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportGames } from '../game/export-games.js';
import { fileSessionSource } from '../session/file-source.js';
import { sessionDocument } from '../session/recorded-session.js';
import { coffeeSession } from '../testing/coffee-session.js';
import { checkClickAgreement, judgeClick, windowObjects } from './click-agreement.js';
import { exportImages } from './export-images.js';
import type { FrameRenderer, ObjectIdBuffer } from './frame-renderer.js';

/** An id buffer with one object covering a rectangle of pixels. */
function idBuffer(size: number, objectId: string, rect: { x0: number; y0: number; x1: number; y1: number }): ObjectIdBuffer {
  const pixels = new Uint16Array(size * size);
  for (let y = rect.y0; y < rect.y1; y++) for (let x = rect.x0; x < rect.x1; x++) pixels[y * size + x] = 1;
  return { width: size, height: size, objectIds: [objectId], pixels, objectAt: (x, y) => (pixels[y * size + x] ? objectId : null) };
}

describe('click agreement', () => {
  it('counts the pixels of each object inside the 20x20 window around a click, scaled to the frame size', () => {
    const ids = idBuffer(900, 'Mug|1', { x0: 455, y0: 440, x1: 500, y1: 500 });
    // Window around (450, 450): columns 440..459, rows 440..459; the mug covers columns 455..459.
    expect(windowObjects(ids, 0.5, 0.5)).toEqual(new Map([['Mug|1', 5 * 20]]));
    expect(windowObjects(ids, 0.1, 0.1).size).toBe(0);
    const small = idBuffer(300, 'Mug|1', { x0: 150, y0: 150, x1: 152, y1: 152 });
    expect(windowObjects(small, 0.5, 0.5).get('Mug|1')).toBe(4);
  });

  it("a Place into a sink's basin through its rim agrees when the rim is drawn in the window (the simulator's basinOf)", () => {
    const ids = idBuffer(900, 'Sink|+00.10|+00.90|-01.00', { x0: 440, y0: 440, x1: 460, y1: 460 });
    const click = { index: 0, timeStart: 1, action: 'Place', oid: 'Sink|+00.10|+00.90|-01.00|SinkBasin', x: 0.5, y: 0.5 };
    expect(judgeClick(ids, click).agrees).toBe(true);
    expect(judgeClick(ids, { ...click, oid: 'Mug|1' }).agrees).toBe(false);
  });

  it('reports every click whose recorded object the id buffer does not show in the window, with what it shows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dataset-clicks-'));
    writeFileSync(join(dir, 's.jsonl'), `${JSON.stringify(sessionDocument(coffeeSession('clicks').session))}\n`);
    await exportGames(fileSessionSource(join(dir, 's.jsonl')), { outDir: dir });
    // A renderer that draws only a wall-sized "Cabinet" over the whole frame: no click agrees.
    const cabinet = idBuffer(900, 'Cabinet|x', { x0: 0, y0: 0, x1: 900, y1: 900 });
    const renderer: FrameRenderer = { pages: 1, async render(r) { return { image: new Uint8Array(), width: r.size, height: r.size, ids: cabinet }; }, async close() {} };
    const report = await checkClickAgreement(dir, renderer);
    expect(report.clicks).toBe(9);
    expect(report.agreeing).toBe(0);
    expect(report.rate).toBe(0);
    expect(report.disagreements[0]).toMatchObject({ action: 'Pickup', oid: expect.stringMatching(/^Mug\|/), underClick: 'Cabinet|x', inWindow: { 'Cabinet|x': expect.any(Number) } });
    // A click's window is clipped at the frame's edge, otherwise 20x20.
    expect(Math.max(...report.disagreements.map((d) => d.inWindow['Cabinet|x']!))).toBe(400);

    // The images export checks the same clicks in its own pass, asking for ids only on those driver frames.
    let withIds = 0;
    const counting: FrameRenderer = { pages: 1, async render(r) { if (r.ids) withIds++; return { image: new Uint8Array([0xff, 0xd8]), width: r.size, height: r.size, ids: cabinet }; }, async close() {} };
    const exported = await exportImages(dir, counting, { outDir: join(dir, 'out'), views: ['driver', 'commander'], size: 900, checkClicks: true });
    expect(exported.clickAgreement).toMatchObject({ clicks: 9, agreeing: 0, rate: 0 });
    expect(exported.clickAgreement!.disagreements.map((d) => [d.index, d.oid])).toEqual(report.disagreements.map((d) => [d.index, d.oid]));
    expect(withIds).toBeLessThanOrEqual(9);
    expect(withIds).toBeGreaterThan(0);
    expect((await exportImages(dir, counting, { outDir: join(dir, 'out2'), views: ['driver'], size: 900 })).clickAgreement).toBeNull();
  });
});
