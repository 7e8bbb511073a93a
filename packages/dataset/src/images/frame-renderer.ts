/**
 * The headless renderer's API as the image export uses it (packages/render's `headless` entry).
 * Declared here until that package lands; then this file re-exports it and nothing else changes.
 */
import type { CameraPose, World } from '@chorehouse/sim';

export interface FrameRequest {
  readonly world: World;
  readonly camera: CameraPose;
  readonly size: number;
  readonly format?: 'jpeg' | 'png';
  readonly quality?: number;
  /** Also return the object-id buffer. */
  readonly ids?: boolean;
  /** Draw only this object's mask: white on black. */
  readonly mask?: string;
  readonly highlights?: readonly { readonly objectId: string; readonly kind: 'hover' | 'selected' | 'target' }[];
}

export interface ObjectIdBuffer {
  readonly width: number;
  readonly height: number;
  /** pixels[i] = k > 0 -> objectIds[k - 1]; 0 = nothing. */
  readonly objectIds: readonly string[];
  /** Row-major, top-left origin. */
  readonly pixels: Uint16Array;
  objectAt(px: number, py: number): string | null;
}

export interface RenderedFrame {
  readonly image: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly ids?: ObjectIdBuffer;
}

export interface FrameRenderer {
  render(request: FrameRequest): Promise<RenderedFrame>;
  readonly pages: number;
  close(): Promise<void>;
}
