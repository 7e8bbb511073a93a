/**
 * Draws one frame in the page: the picture through WorldScene on a WebGL canvas, encoded by the
 * browser (JPEG or PNG), and on request the object-id pass read back from a render target.
 */
import type { World } from '@chorehouse/sim';
import { NoToneMapping, SRGBColorSpace, WebGLRenderTarget, WebGLRenderer } from 'three';
import { decodeIds } from '../../scene/id-colors.js';
import { WorldScene } from '../../scene/world-scene.js';
import type { PageFrameReply, PageFrameRequest, PageGraphics } from '../protocol.js';
import { applyPatch } from './apply-patch.js';

function toBase64(bytes: Uint8Array): string {
  let s = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) s += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(s);
}

const dataUrlBody = (url: string): string => url.slice(url.indexOf(',') + 1);

export class FrameDrawer {
  private readonly canvas = document.createElement('canvas');
  private readonly renderer: WebGLRenderer;
  private readonly world3d = new WorldScene();
  private target: WebGLRenderTarget | null = null;
  private world: World | null = null;

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
    this.world = applyPatch(this.world, req.patch);
    const scene = this.world3d;
    scene.setWorld(this.world);
    scene.setHighlights(req.highlights);
    scene.setPose(req.camera);
    if (this.canvas.width !== req.size || this.canvas.height !== req.size) this.renderer.setSize(req.size, req.size, false);
    const t1 = performance.now();
    const type = req.format === 'png' ? 'image/png' : 'image/jpeg';
    const needIds = req.ids || req.mask !== null;
    const ids = needIds ? this.idPass(req.size) : null;
    let image: string;
    if (req.mask !== null) {
      image = this.maskImage(ids!, req.size, scene.idOf(req.mask), type, req.quality);
    } else {
      this.renderer.render(scene.scene, scene.camera);
      // Read in the same task as the draw: the drawing buffer is still the frame just drawn.
      image = dataUrlBody(this.canvas.toDataURL(type, req.quality));
    }
    const idBytes = req.ids && ids ? toBase64(new Uint8Array(ids.buffer, ids.byteOffset, ids.byteLength)) : null;
    return { image, ids: idBytes, objectIds: scene.objectIds, ms: { scene: t1 - t0, total: performance.now() - t0 } };
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

  private idPass(size: number): Uint16Array {
    if (!this.target || this.target.width !== size) {
      this.target?.dispose();
      this.target = new WebGLRenderTarget(size, size, { depthBuffer: true });
    }
    const rgba = new Uint8Array(size * size * 4);
    this.renderer.setRenderTarget(this.target);
    this.renderer.render(this.world3d.idScene, this.world3d.camera);
    this.renderer.readRenderTargetPixels(this.target, 0, 0, size, size, rgba);
    this.renderer.setRenderTarget(null);
    return decodeIds(rgba, size, size);
  }

  /** TEACh's targetobject.mask: the object's visible pixels white on black. */
  private maskImage(ids: Uint16Array, size: number, k: number, type: string, quality: number): string {
    const c = document.createElement('canvas');
    c.width = size;
    c.height = size;
    const ctx = c.getContext('2d')!;
    const img = ctx.createImageData(size, size);
    for (let i = 0; i < ids.length; i++) {
      const v = k > 0 && ids[i] === k ? 255 : 0;
      img.data[i * 4] = v; img.data[i * 4 + 1] = v; img.data[i * 4 + 2] = v; img.data[i * 4 + 3] = 255;
    }
    ctx.putImageData(img, 0, 0);
    return dataUrlBody(c.toDataURL(type, quality));
  }
}
