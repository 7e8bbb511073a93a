/**
 * Renders and writes one game's `images_and_states` folder from its plan. Frames go to the renderer
 * as fast as its pages take them; a frame identical to the view's previous one (same objects, same
 * camera: the Commander chatting does not move the Follower's view) is written again, not re-drawn.
 * The completion marker is written last, so a folder with it is whole.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { followerCamera, type World } from '@chorehouse/sim';
import { GAME_DONE_MARKER } from './frame-names.js';
import { judgeClick, type ClickVerdict } from './click-agreement.js';
import type { ClickToCheck, FramePlan, GameImagesPlan } from './game-images-plan.js';
import { inParallel } from './in-parallel.js';
import type { FrameRenderer, FrameRequest } from './frame-renderer.js';
import { pythonJson } from '../teach/python-json.js';

export interface FrameOptions {
  readonly size: number;
  readonly quality: number;
}

export interface GameImagesResult {
  readonly frames: number;
  /** Frames actually drawn (the rest repeated the view's previous frame). */
  readonly rendered: number;
  readonly files: number;
  /** With `checkClicks`: each checked click and what the id buffer showed. */
  readonly clicks: readonly ClickVerdict[];
}

/** An id no object has: the renderer's mask mode then draws nothing, a black frame. */
const NO_OBJECT = '\u0000black';

function requestOf(frame: FramePlan, options: FrameOptions): FrameRequest {
  const base = { world: frame.world, size: options.size, format: 'jpeg' as const, quality: options.quality };
  if (frame.camera === null) return { ...base, camera: followerCamera(frame.world), mask: NO_OBJECT };
  return { ...base, camera: frame.camera, ...(frame.mask !== undefined ? { mask: frame.mask } : {}) };
}

/** What a frame shows besides the objects: its camera, its mask, and (outside the Follower's own view) where the Follower stands. */
function keyOf(frame: FramePlan): string {
  const f = frame.world.follower;
  const body = frame.view === 'driver' ? '' : `${f.x},${f.z},${f.yaw}`;
  return `${JSON.stringify(frame.camera)}|${frame.mask ?? ''}|${body}`;
}

/** Where a game's files go: a folder on disk, or a stream (the console's tar export). */
export type GameFileSink = (file: string, bytes: Uint8Array | string) => Promise<void>;

/** Draws a plan's frames and produces its files into `sink`, frames first, then the JSON files. */
export async function renderGameFiles(plan: GameImagesPlan, renderer: FrameRenderer, options: FrameOptions, sink: GameFileSink): Promise<GameImagesResult> {
  // Group frames into runs: a frame whose view, objects and camera equal the previous frame of its view reuses its bytes.
  type Entry = { frame: FramePlan; copies: string[]; clicks: ClickToCheck[] };
  const drawn: Entry[] = [];
  const lastOf = new Map<string, { objects: World['objects']; key: string; entry: Entry }>();
  let black: Entry | null = null;
  for (const frame of plan.frames) {
    if (frame.camera === null) {
      if (black) black.copies.push(frame.file);
      else drawn.push(black = { frame, copies: [], clicks: [] });
      continue;
    }
    const key = keyOf(frame);
    const last = lastOf.get(frame.view);
    if (last && last.objects === frame.world.objects && last.key === key) {
      last.entry.copies.push(frame.file);
      last.entry.clicks.push(...(frame.clicks ?? []));
      continue;
    }
    const entry: Entry = { frame, copies: [], clicks: [...(frame.clicks ?? [])] };
    drawn.push(entry);
    lastOf.set(frame.view, { objects: frame.world.objects, key, entry });
  }
  let files = 0;
  const clicks: ClickVerdict[] = [];
  await inParallel(drawn, renderer.pages * 2, async ({ frame, copies, clicks: checks }) => {
    const { image, ids } = await renderer.render({ ...requestOf(frame, options), ...(checks.length > 0 ? { ids: true } : {}) });
    for (const click of checks) clicks.push(judgeClick(ids!, click));
    for (const file of [frame.file, ...copies]) { await sink(file, image); files++; }
  });
  for (const j of plan.json) {
    await sink(j.file, pythonJson(j.content()));
    files++;
  }
  clicks.sort((a, b) => a.click.index - b.click.index);
  return { frames: plan.frames.length, rendered: drawn.length, files, clicks };
}

/** A game's folder on disk; the completion marker is written last. */
export async function writeGameImages(plan: GameImagesPlan, dir: string, renderer: FrameRenderer, options: FrameOptions, marker: unknown): Promise<GameImagesResult> {
  await mkdir(dir, { recursive: true });
  const result = await renderGameFiles(plan, renderer, options, (file, bytes) => writeFile(join(dir, file), bytes));
  await writeFile(join(dir, GAME_DONE_MARKER), `${JSON.stringify(marker)}\n`);
  return result;
}
