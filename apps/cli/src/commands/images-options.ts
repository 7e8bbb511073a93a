/** Options shared by the commands that draw frames (`export images`, `export games --images`, `check clicks`). */
import os from 'node:os';
import type { Writable } from 'node:stream';
import { IMAGE_VIEWS, type ImageView, type Shard } from '@chorehouse/dataset';
import { drawnOn, launchFrameRenderer, type FrameRenderer } from '@chorehouse/render/headless';
import { z } from 'zod';
import { CommandFailed } from '../command.js';
import { option } from './cli-args.js';

export const IMAGES_USAGE = [
  `  --views <list>           comma-separated, of ${IMAGE_VIEWS.join(', ')} (default all three)`,
  '  --size <px>              frame side in pixels (default 900, TEACh\'s)',
  `  --jobs <n>               renderer pages drawing in parallel (default 2; this machine has ${os.availableParallelism()} cores; 4 drew fastest on an H100)`,
  '  --shard <i>/<n>          only the games whose id hashes to shard i of n (0-based), for a job array',
  '  --resume                 skip games whose folder is complete (its .complete.json marker, same views and size)',
];

export const viewsSchema = z.string().transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
  .pipe(z.array(z.enum(IMAGE_VIEWS, { error: `views are ${IMAGE_VIEWS.join(', ')}` })).min(1, 'name at least one view'))
  .transform((v) => [...new Set(v)] as ImageView[]);

export const shardSchema = z.string().regex(/^\d+\/\d+$/, 'write it as i/n, e.g. 0/4')
  .transform((s) => { const [index, count] = s.split('/').map(Number) as [number, number]; return { index, count }; })
  .refine((s) => s.count >= 1 && s.index < s.count, 'i must be in 0..n-1');

export interface ImagesArgs {
  readonly views: readonly ImageView[];
  readonly size: number;
  readonly jobs: number;
  readonly shard?: Shard;
  readonly resume: boolean;
}

export function imagesArgs(values: { views?: string; size?: string; jobs?: string; shard?: string; resume?: boolean }): ImagesArgs {
  const views = option('views', viewsSchema.default([...IMAGE_VIEWS]), values.views);
  const size = option('size', z.coerce.number().int().min(16).max(4096).default(900), values.size);
  const jobs = option('jobs', z.coerce.number().int().min(1).max(16).default(2), values.jobs);
  const shard = values.shard === undefined ? undefined : option('shard', shardSchema, values.shard);
  return { views, size, jobs, ...(shard ? { shard } : {}), resume: values.resume ?? false };
}

export const IMAGES_OPTIONS = {
  views: { type: 'string' }, size: { type: 'string' }, jobs: { type: 'string' }, shard: { type: 'string' }, resume: { type: 'boolean', default: false },
} as const;

/**
 * The headless renderer; when it cannot start (no Chromium, no render page, a browser that will not
 * launch) the command fails with one line saying what is missing and how to get it, not the usage text;
 * says on `log` what draws the frames (a researcher's export takes minutes on the CPU, seconds of
 * drawing on a GPU, and the two differ in a few edge pixels).
 */
export async function openRenderer(pages: number, log: Writable): Promise<FrameRenderer> {
  let renderer: FrameRenderer;
  try {
    renderer = await launchFrameRenderer({ pages });
  } catch (err) {
    throw new CommandFailed(`cannot draw frames: ${(err as Error).message.split('\n')[0]}`);
  }
  log.write(`Drawing frames on ${drawnOn(renderer.graphics)}\n`);
  return renderer;
}
