/**
 * What Node sends a render page and what it answers. A page keeps the last world it drew: Node
 * sends a world once, then only the fields and objects that changed (the simulator keeps
 * unchanged objects identical, so the diff is by identity).
 */
import type { CameraPose, SimObject, World } from '@chorehouse/sim';
import type { HighlightKind } from '../scene/highlight.js';

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
  /** Little-endian uint16 ids per pixel, base64, when asked. */
  readonly ids: string | null;
  readonly objectIds: readonly string[];
  /** The page's time (ms): updating the scene, and in all (drawing and encoding run together: WebGL draws lazily). */
  readonly ms: { readonly scene: number; readonly total: number };
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
