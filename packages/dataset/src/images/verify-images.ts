/**
 * Checks that every frame an EDH or TfD instance names (`driver_image_history`,
 * `driver_images_future`) exists in `images/<split>/<game_id>/` as a JPEG of the expected size.
 */
import { existsSync } from 'node:fs';
import { open, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { INSTANCE_FOLDER } from '../instances/export-instances.js';
import { gameImagesDir } from './frame-names.js';

/** Width and height from a JPEG's start-of-frame segment (any SOFn), or null if it is not a JPEG. */
export function jpegDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) { i++; continue; }
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: (bytes[i + 5]! << 8) | bytes[i + 6]!, width: (bytes[i + 7]! << 8) | bytes[i + 8]! };
    }
    i += 2 + length;
  }
  return null;
}

/** The first 64 KiB of a file hold a JPEG's header. */
async function head(path: string): Promise<Uint8Array> {
  const f = await open(path, 'r');
  try {
    const buf = new Uint8Array(65536);
    const { bytesRead } = await f.read(buf, 0, buf.length, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await f.close();
  }
}

const namesSchema = z.looseObject({
  game_id: z.string(),
  driver_image_history: z.array(z.string()).default([]),
  driver_images_future: z.array(z.string()).default([]),
});

export interface InstanceImagesReport {
  readonly instances: number;
  /** Image names checked (with repeats across instances). */
  readonly images: number;
  readonly missing: readonly string[];
  /** Present but not a JPEG of the expected size. */
  readonly wrong: readonly string[];
}

export async function checkInstanceImages(root: string, size = 900): Promise<InstanceImagesReport> {
  let instances = 0, images = 0;
  const missing: string[] = [], wrong: string[] = [];
  const checked = new Map<string, 'ok' | 'missing' | 'wrong'>();
  for (const folder of Object.values(INSTANCE_FOLDER)) {
    const base = join(root, folder);
    if (!existsSync(base)) continue;
    for (const split of (await readdir(base, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort()) {
      for (const file of (await readdir(join(base, split))).filter((f) => f.endsWith('.json')).sort()) {
        const parsed = namesSchema.safeParse(JSON.parse(await readFile(join(base, split, file), 'utf8')));
        if (!parsed.success) { wrong.push(`${folder}/${split}/${file}: not an instance file`); continue; }
        instances++;
        const dir = gameImagesDir(root, split, parsed.data.game_id);
        for (const name of [...parsed.data.driver_image_history, ...parsed.data.driver_images_future]) {
          images++;
          const path = join(dir, name);
          let state = checked.get(path);
          if (!state) {
            if (!existsSync(path)) state = 'missing';
            else {
              const d = jpegDimensions(await head(path));
              state = d && d.width === size && d.height === size ? 'ok' : 'wrong';
            }
            checked.set(path, state);
            const rel = `images/${split}/${parsed.data.game_id}/${name}`;
            if (state === 'missing') missing.push(rel);
            if (state === 'wrong') wrong.push(rel);
          }
        }
      }
    }
  }
  return { instances, images, missing, wrong };
}
