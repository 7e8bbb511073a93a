/**
 * Draws one frame in the page: the picture through WorldScene on a WebGL canvas, read back with
 * readPixels and encoded by the browser (JPEG or PNG) from a software 2D canvas, and on request
 * the object-id pass read back from a render target and sent as runs (id-runs.ts).
 *
 * Why not the WebGL canvas's own toDataURL: for it, Chromium copies the drawing buffer into a
 * canvas resource and reads that back, on SwiftShader two more passes over every pixel (about a
 * third of the GPU process's time and a quarter of the page's, for the same bytes).
 */
import type { World } from '@chorehouse/sim';
import { NoToneMapping, SRGBColorSpace, WebGLRenderTarget, WebGLRenderer } from 'three';
import { decodeIds } from '../../scene/id-colors.js';
import { WorldScene } from '../../scene/world-scene.js';
import { idRuns, uint16Bytes } from '../id-runs.js';
import type { PageFrameReply, PageFrameRequest, PageGraphics } from '../protocol.js';
import { applyPatch } from './apply-patch.js';

function toBase64(bytes: Uint8Array): string {
  let s = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) s += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(s);
}

const dataUrlBody = (url: string): string => url.slice(url.indexOf(',') + 1);

/** WebGL's rows run bottom-up; images top-down. */
function flipRows(px: Uint8ClampedArray, width: number, height: number): void {
  const row = width * 4;
  const tmp = new Uint8ClampedArray(row);
  for (let y = 0; y < height >> 1; y++) {
    const a = y * row, b = (height - 1 - y) * row;
    tmp.set(px.subarray(a, a + row));
    px.copyWithin(a, b, b + row);
    px.set(tmp, b);
  }
}

export class FrameDrawer {
  private readonly canvas = document.createElement('canvas');
  private readonly renderer: WebGLRenderer;
  /** The worlds this page holds, a scene each, by the slot Node names (world-slots.ts). */
  private readonly slots: { world: World | null; scene: WorldScene }[] = [];
  private target: WebGLRenderTarget | null = null;
  /** Where pictures are encoded: a 2D canvas kept in memory (willReadFrequently), so putting pixels in is a copy. */
  private readonly flat = document.createElement('canvas');
  private readonly flatContext = this.flat.getContext('2d', { willReadFrequently: true })!;
  private pixels = new Uint8ClampedArray(4);

  constructor() {
    // No antialiasing: frames are compared byte for byte and SwiftShader pays for every sample.
    this.renderer = new WebGLRenderer({ canvas: this.canvas, antialias: false, alpha: false, stencil: false, preserveDrawingBuffer: false, powerPreference: 'high-performance' });
    this.renderer.toneMapping = NoToneMapping;
    this.renderer.outputColorSpace = SRGBColorSpace;
    this.renderer.setPixelRatio(1);
  }

  draw(req: PageFrameRequest): PageFrameReply {
    this.assertContext();
    const t0 = performance.now();
    const slot = (this.slots[req.slot] ??= { world: null, scene: new WorldScene() });
    // Unknown until the frame is drawn: a failure leaves the slot empty, as Node then takes it to be.
    const world = applyPatch(slot.world, req.patch);
    slot.world = null;
    const scene = slot.scene;
    scene.setWorld(world);
    scene.setHighlights(req.highlights);
    scene.setPose(req.camera);
    if (this.canvas.width !== req.size || this.canvas.height !== req.size) this.renderer.setSize(req.size, req.size, false);
    const t1 = performance.now();
    const type = req.format === 'png' ? 'image/png' : 'image/jpeg';
    const ids = req.ids || req.mask !== null ? this.idPass(scene, req.size) : null;
    let pixels: Uint8ClampedArray<ArrayBuffer>;
    if (req.mask !== null) {
      pixels = this.maskPixels(ids!, req.size, scene.idOf(req.mask));
    } else {
      this.renderer.render(scene.scene, scene.camera);
      // Read in the same task as the draw: the drawing buffer is still the frame just drawn.
      pixels = this.readBack(req.size);
    }
    const t2 = performance.now();
    const image = this.encode(pixels, req.size, type, req.quality);
    const idRunsBase64 = req.ids && ids ? toBase64(uint16Bytes(idRuns(ids))) : null;
    const t3 = performance.now();
    const { calls, triangles } = this.renderer.info.render;
    slot.world = world;
    return { image, ids: idRunsBase64, objectIds: scene.objectIds, steps: { scene: t1 - t0, draw: t2 - t1, encode: t3 - t2, calls, triangles } };
  }

  /** What draws this page: the GPU's driver, or SwiftShader. */
  graphics(): PageGraphics {
    this.assertContext();
    const gl = this.renderer.getContext();
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return {
      vendor: String(gl.getParameter(info ? info.UNMASKED_VENDOR_WEBGL : gl.VENDOR)),
      renderer: String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)),
      version: String(gl.getParameter(gl.VERSION)),
    };
  }

  /** A lost context draws nothing and reads back blank frames: fail instead (Chromium's GPU process failed, say). */
  private assertContext(): void {
    if (this.renderer.getContext().isContextLost()) throw new Error('the WebGL context is lost (the GPU process failed or was reset)');
  }

  /** A reused buffer of `size` x `size` RGBA pixels. */
  private buffer(size: number): Uint8ClampedArray<ArrayBuffer> {
    if (this.pixels.length !== size * size * 4) this.pixels = new Uint8ClampedArray(size * size * 4);
    return this.pixels;
  }

  /** The picture just drawn, top row first. */
  private readBack(size: number): Uint8ClampedArray<ArrayBuffer> {
    const gl = this.renderer.getContext();
    const px = this.buffer(size);
    gl.readPixels(0, 0, size, size, gl.RGBA, gl.UNSIGNED_BYTE, px);
    flipRows(px, size, size);
    return px;
  }

  /** RGBA pixels to JPEG or PNG, base64, by the browser's encoders. */
  private encode(px: Uint8ClampedArray<ArrayBuffer>, size: number, type: string, quality: number): string {
    if (this.flat.width !== size || this.flat.height !== size) {
      this.flat.width = size;
      this.flat.height = size;
    }
    this.flatContext.putImageData(new ImageData(px, size, size), 0, 0);
    return dataUrlBody(this.flat.toDataURL(type, quality));
  }

  private idPass(scene: WorldScene, size: number): Uint16Array {
    if (!this.target || this.target.width !== size) {
      this.target?.dispose();
      this.target = new WebGLRenderTarget(size, size, { depthBuffer: true });
    }
    const rgba = new Uint8Array(size * size * 4);
    this.renderer.setRenderTarget(this.target);
    this.renderer.render(scene.idScene, scene.camera);
    this.renderer.readRenderTargetPixels(this.target, 0, 0, size, size, rgba);
    this.renderer.setRenderTarget(null);
    return decodeIds(rgba, size, size);
  }

  /** TEACh's targetobject.mask: the object's visible pixels white on black. */
  private maskPixels(ids: Uint16Array, size: number, k: number): Uint8ClampedArray<ArrayBuffer> {
    const px = this.buffer(size);
    for (let i = 0; i < ids.length; i++) {
      const v = k > 0 && ids[i] === k ? 255 : 0;
      px[i * 4] = v; px[i * 4 + 1] = v; px[i * 4 + 2] = v; px[i * 4 + 3] = 255;
    }
    return px;
  }
}
