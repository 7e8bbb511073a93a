/** The headless renderer's public contract (the images export and the evaluation code against it). */
import type { CameraPose, World } from '@chorehouse/sim';
import type { HighlightKind } from '../scene/highlight.js';

export type { HighlightKind };

export interface FrameRequest {
  readonly world: World;
  /** The sim's camera model: 90 degree square frame. */
  readonly camera: CameraPose;
  /** Pixels per side (TEACh: 900). */
  readonly size: number;
  /** Default 'jpeg'. */
  readonly format?: 'jpeg' | 'png';
  /** JPEG quality in (0, 1], default 0.9. */
  readonly quality?: number;
  /** Also return the object-id buffer. */
  readonly ids?: boolean;
  /** Draw only this object's mask: white on black (TEACh's targetobject.mask). */
  readonly mask?: string;
  readonly highlights?: readonly { readonly objectId: string; readonly kind: HighlightKind }[];
}

export interface ObjectIdBuffer {
  readonly width: number;
  readonly height: number;
  /** pixels[i] = k > 0 means objectIds[k - 1] covers pixel i; 0 = no object (walls, floor). Row-major, top-left origin. */
  readonly objectIds: readonly string[];
  readonly pixels: Uint16Array;
  objectAt(px: number, py: number): string | null;
}

export interface RenderedFrame {
  readonly image: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly ids?: ObjectIdBuffer;
  /** The page's time drawing and encoding it (ms); the rest of a frame's time is moving it and waiting for a page. */
  readonly pageMs?: number;
  /** The page's time (ms) per step: updating the scene, drawing and reading the pixels back, encoding. */
  readonly pageSteps?: PageSteps;
}

/** The page's time (ms) per step of a frame, and what it drew. */
export interface PageSteps {
  /** Updating the scene from the patch, highlights and pose. */
  readonly scene: number;
  /** Drawing and reading the pixels back (the id pass too, when asked). */
  readonly draw: number;
  /** Encoding the picture (JPEG or PNG, then base64), and the ids (runs, base64). */
  readonly encode: number;
  /** Draw calls and triangles of the picture, as three.js counts them. */
  readonly calls: number;
  readonly triangles: number;
}

/** What draws the frames, as the browser names it. */
export interface RendererGraphics {
  readonly vendor: string;
  /** "ANGLE (NVIDIA Corporation, NVIDIA H100 ..., Vulkan ...)", "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device ...))"... */
  readonly renderer: string;
  readonly version: string;
  /** Drawn on the CPU (SwiftShader, llvmpipe): the same frames, far fewer a second. */
  readonly software: boolean;
  /** Which Chromium: "Chromium 143.0.7499.0 (npm: /…/chromium)"; the source is `find-chromium.ts`'s. */
  readonly browser: string;
}

export interface FrameRenderer {
  render(request: FrameRequest): Promise<RenderedFrame>;
  readonly pages: number;
  readonly graphics: RendererGraphics;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** Pages rendering in parallel (default: 2). */
  readonly pages?: number;
  /** Chromium to run (default: CHROMIUM_PATH, else /usr/bin/chromium, else the npm package's: `find-chromium.ts`). */
  readonly executablePath?: string;
  /** The npm package's Chromium (`@sparticuz/chromium`) even where the system has one (default: CHROMIUM_NPM=1). */
  readonly npmChromium?: boolean;
  /** Use the GPU (default: when one is detected); otherwise SwiftShader. */
  readonly gpu?: boolean;
  /** More Chromium switches, after the project's (a later switch wins): for a machine whose GPU needs others. */
  readonly args?: readonly string[];
}
