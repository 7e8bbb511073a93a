/**
 * What Node sends a render page and what it answers. A page keeps the last worlds it drew, each in
 * a slot with a scene of its own: Node sends a world once, then only the fields and objects that
 * changed (the simulator keeps unchanged objects identical, so the diff is by identity).
 */
import type { CameraPose, SimObject, World } from '@chorehouse/sim';
import type { HighlightKind } from '../scene/highlight.js';
import type { PageSteps } from './types.js';

export interface WorldPatch {
  /** Replace the page's world wholesale (first frame, or a new world). */
  readonly reset: boolean;
  /** Top-level World fields other than `objects` that changed. */
  readonly fields: Partial<Omit<World, 'objects'>>;
  /** The new length of `objects`. */
  readonly objectCount: number;
  /** Changed objects by index. */
  readonly objects: readonly (readonly [number, SimObject])[];
  /** Set when the objects array is the same array as before (nothing to rebuild). */
  readonly sameObjects: boolean;
}

export interface PageFrameRequest {
  /** Which of the page's scenes draws it (world-slots.ts): the patch is against the world that slot holds. */
  readonly slot: number;
  readonly patch: WorldPatch;
  readonly camera: CameraPose;
  readonly size: number;
  readonly format: 'jpeg' | 'png';
  readonly quality: number;
  readonly ids: boolean;
  readonly mask: string | null;
  readonly highlights: readonly { readonly objectId: string; readonly kind: HighlightKind }[];
}

export interface PageFrameReply {
  /** The encoded image, base64. */
  readonly image: string;
  /** When asked: the ids as runs ([id, length] little-endian uint16 pairs, row-major from the top left: id-runs.ts), base64. */
  readonly ids: string | null;
  readonly objectIds: readonly string[];
  /** The page's time (ms) per step, and what was drawn. */
  readonly steps: PageSteps;
}

/** What draws a page's WebGL, as the browser names it (WEBGL_debug_renderer_info where it has it). */
export interface PageGraphics {
  readonly vendor: string;
  readonly renderer: string;
  readonly version: string;
}

/** What the page script puts on its global. */
export interface PageApi {
  draw(req: PageFrameRequest): PageFrameReply;
  graphics(): PageGraphics;
}

/** The page's global entry point. */
export const PAGE_GLOBAL = 'chorehouseFrames' satisfies keyof typeof globalThis;

declare global {
  // The render page's global (page/main.ts sets it; RenderPage calls it inside the page).
  var chorehouseFrames: PageApi | undefined;
}
