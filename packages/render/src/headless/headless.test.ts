/**
 * The demo kitchen drawn by the system Chromium (SwiftShader): the id buffer agrees with the
 * simulator's ray cast, the picture is a picture, and the same request gives the same bytes.
 * One browser launch for the file.
 */
import { castRay, cameraBasis, createDemoKitchen, findClickPoint, followerCamera, pickSceneFor, rayDirection, visibleObjectIds } from '@chorehouse/sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng } from '../testing/decode-png.js';
import { clickWindowShows } from './click-agreement.js';
import { launchFrameRenderer } from './launch.js';
import type { FrameRenderer } from './types.js';

const SIZE = 300;
const world = createDemoKitchen();
const camera = followerCamera(world);
let renderer: FrameRenderer;

beforeAll(async () => {
  renderer = await launchFrameRenderer({ pages: 2, gpu: false });
});
afterAll(async () => {
  await renderer?.close();
});

const colours = (rgba: Uint8Array) => {
  const seen = new Set<number>();
  for (let i = 0; i < rgba.length; i += 4) seen.add(((rgba[i]! >> 4) << 8) | ((rgba[i + 1]! >> 4) << 4) | (rgba[i + 2]! >> 4));
  return seen.size;
};

describe('launchFrameRenderer on the demo kitchen', () => {
  it('says what draws its frames: SwiftShader on the CPU when the GPU is not asked for', () => {
    expect(renderer.graphics.software).toBe(true);
    expect(renderer.graphics.renderer).toMatch(/SwiftShader/);
    expect(renderer.graphics.version).toMatch(/^WebGL 2/);
  });

  it('draws a picture of the requested size, and JPEG by default', async () => {
    const png = await renderer.render({ world, camera, size: SIZE, format: 'png' });
    const img = decodePng(png.image);
    expect([img.width, img.height, png.width, png.height]).toEqual([SIZE, SIZE, SIZE, SIZE]);
    expect(colours(img.rgba)).toBeGreaterThan(40);
    const jpeg = await renderer.render({ world, camera, size: SIZE });
    expect([...jpeg.image.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpeg.ids).toBeUndefined();
  });

  it('gives the same bytes for the same request, on either page of the pool', async () => {
    const req = { world, camera, size: SIZE, ids: true } as const;
    const [a, b] = await Promise.all([renderer.render(req), renderer.render(req)]);
    const c = await renderer.render(req);
    expect(Buffer.from(a.image).equals(Buffer.from(b.image))).toBe(true);
    expect(Buffer.from(a.image).equals(Buffer.from(c.image))).toBe(true);
    expect(Buffer.from(a.ids!.pixels.buffer).equals(Buffer.from(c.ids!.pixels.buffer))).toBe(true);
  });

  it('shows, at each visible object\'s click point, the object the simulator\'s ray hits there', async () => {
    const frame = await renderer.render({ world, camera, size: 900, ids: true });
    const ids = frame.ids!;
    expect(ids.objectIds).toEqual(world.objects.map((o) => o.objectId));
    const scene = pickSceneFor(world);
    const basis = cameraBasis(camera);
    const visible = visibleObjectIds(world);
    let checked = 0;
    for (const id of visible) {
      const click = findClickPoint(world, id);
      if (!click) continue;
      expect(castRay(scene, basis.position, rayDirection(basis, click.x, click.y)).objectId).toBe(id);
      expect(clickWindowShows(ids, click.x, click.y, id).agrees, `${id} at (${click.x.toFixed(3)}, ${click.y.toFixed(3)})`).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('agrees with the simulator\'s ray pixel by pixel over most of the frame (walls carry no object)', async () => {
    const ids = (await renderer.render({ world, camera, size: SIZE, ids: true })).ids!;
    const scene = pickSceneFor(world);
    const basis = cameraBasis(camera);
    let same = 0, total = 0, walls = 0;
    for (let py = 5; py < SIZE; py += 10) {
      for (let px = 5; px < SIZE; px += 10) {
        const hit = castRay(scene, basis.position, rayDirection(basis, (px + 0.5) / SIZE, (py + 0.5) / SIZE)).objectId;
        if (hit === null) walls++;
        if (ids.objectAt(px, py) === hit) same++;
        total++;
      }
    }
    expect(walls).toBeGreaterThan(10);
    expect(same / total).toBeGreaterThan(0.9);
  });

  it('draws a mask of one object, white exactly where the id buffer shows it', async () => {
    const target = visibleObjectIds(world)[0]!;
    const withIds = await renderer.render({ world, camera, size: SIZE, ids: true });
    const mask = decodePng((await renderer.render({ world, camera, size: SIZE, mask: target, format: 'png' })).image);
    const k = withIds.ids!.objectIds.indexOf(target) + 1;
    let white = 0;
    for (let i = 0; i < SIZE * SIZE; i++) {
      const on = mask.rgba[i * 4]! === 255;
      expect(on).toBe(withIds.ids!.pixels[i] === k);
      if (on) white++;
    }
    expect(white).toBeGreaterThan(20);
  });

  it('outlines a target highlight, changing the picture but not the ids', async () => {
    const target = visibleObjectIds(world)[0]!;
    const plain = await renderer.render({ world, camera, size: SIZE, format: 'png', ids: true });
    const lit = await renderer.render({ world, camera, size: SIZE, format: 'png', ids: true, highlights: [{ objectId: target, kind: 'target' }] });
    expect(Buffer.from(plain.image).equals(Buffer.from(lit.image))).toBe(false);
    expect(Buffer.from(plain.ids!.pixels.buffer).equals(Buffer.from(lit.ids!.pixels.buffer))).toBe(true);
  });

  it('refuses a bad request without drawing', async () => {
    await expect(renderer.render({ world, camera, size: 0 })).rejects.toThrow();
    await expect(renderer.render({ world, camera, size: 10, quality: 2 })).rejects.toThrow();
  });
});

describe('the page pool', () => {
  it('draws a queue of frames of two worlds, each right whatever page it lands on', async () => {
    const other = { ...world, follower: { ...world.follower, yaw: 180 as const } };
    const cam2 = followerCamera(other);
    const reqs = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? { world, camera, size: 64 } : { world: other, camera: cam2, size: 64 }));
    const frames = await Promise.all(reqs.map((r) => renderer.render({ ...r, format: 'png' as const })));
    const a = await renderer.render({ world, camera, size: 64, format: 'png' });
    const b = await renderer.render({ world: other, camera: cam2, size: 64, format: 'png' });
    frames.forEach((f, i) => expect(Buffer.from(f.image).equals(Buffer.from((i % 2 === 0 ? a : b).image))).toBe(true));
    expect(Buffer.from(a.image).equals(Buffer.from(b.image))).toBe(false);
  });
});
