/**
 * The frames an evaluated agent sees: the Follower's egocentric view drawn before every step by the
 * headless renderer (TEACh's 900x900 JPEG, optionally saved as `img__<instance_id>_<step>.jpeg` as
 * TEACh's runner does), and the history frames of an EDH instance read from the images export.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FRAME_PX, followerCamera, type World } from '@chorehouse/sim';
import { z } from 'zod';
import type { FrameRenderer } from '../images/frame-renderer.js';
import { DEFAULT_JPEG_QUALITY } from '../images/export-images.js';
import { gameImagesDir } from '../images/frame-names.js';
import type { AgentFrame } from './agent.js';

export interface EvalFrameOptions {
  readonly renderer: FrameRenderer;
  /** Pixels per side (default 900, TEACh's). */
  readonly size?: number;
  /** Save every frame here before the agent is asked (TEACh's runner's `--images_dir`; a server started with `--use_img_file` reads them there). */
  readonly saveDir?: string;
}

/** TEACh's runner's name for the frame of step `n` (its `traj_steps_taken`, counted from 1). */
export const stepImageName = (instanceId: string, n: number) => `img__${instanceId}_${n}.jpeg`;

export async function followerFrame(world: World, instanceId: string, step: number, options: EvalFrameOptions): Promise<AgentFrame> {
  const { image } = await options.renderer.render({ world, camera: followerCamera(world), size: options.size ?? FRAME_PX, format: 'jpeg', quality: DEFAULT_JPEG_QUALITY });
  const name = stepImageName(instanceId, step);
  if (options.saveDir) {
    await mkdir(options.saveDir, { recursive: true });
    await writeFile(join(options.saveDir, name), image);
  }
  return { name, jpeg: image };
}

const historySchema = z.looseObject({ driver_image_history: z.array(z.string()).default([]) });

/** The instance's history frames from `<exportRoot>/images/<split>/<game_id>/`; a missing one is an error, as in TEACh. */
export async function historyImages(exportRoot: string, split: string, gameId: string, instance: unknown): Promise<AgentFrame[]> {
  const dir = gameImagesDir(exportRoot, split, gameId);
  const names = historySchema.parse(instance).driver_image_history;
  return Promise.all(names.map(async (name) => {
    try {
      return { name, jpeg: new Uint8Array(await readFile(join(dir, name))) };
    } catch {
      throw new Error(`history image ${name} is not in ${dir} (run \`chorehouse export images\` first)`);
    }
  }));
}
