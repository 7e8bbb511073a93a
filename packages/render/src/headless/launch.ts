/**
 * The headless frame renderer: the render package running in the system Chromium, a small pool of
 * pages drawing in parallel. Requests go to an idle page, preferring one that already holds the
 * same floor plan (so a game's frames send only what changed).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { z } from 'zod';
import { chromiumArgs, DEFAULT_CHROMIUM, gpuDetected } from './chromium-flags.js';
import { objectIdBuffer, pixelsFromBase64 } from './object-id-buffer.js';
import { RenderPage } from './render-page.js';
import type { FrameRenderer, FrameRequest, LaunchOptions, RenderedFrame } from './types.js';

/** The page script built by `npm run build` (scripts/bundle-page.js); the same path from src/ and dist/. */
export const PAGE_SCRIPT = fileURLToPath(new URL('../../dist/page/render-page.js', import.meta.url));

const LaunchOptionsSchema = z.object({
  pages: z.number().int().min(1).max(16).optional(),
  executablePath: z.string().min(1).optional(),
  gpu: z.boolean().optional(),
});

const FrameOptionsSchema = z.object({
  size: z.number().int().min(1).max(4096),
  format: z.enum(['jpeg', 'png']).optional(),
  quality: z.number().gt(0).lte(1).optional(),
  ids: z.boolean().optional(),
  mask: z.string().optional(),
});

async function pageScript(): Promise<string> {
  try {
    return await readFile(PAGE_SCRIPT, 'utf8');
  } catch {
    throw new Error(`the render page is not built (${PAGE_SCRIPT}): run \`npm run build\` in packages/render`);
  }
}

export async function launchFrameRenderer(options: LaunchOptions = {}): Promise<FrameRenderer> {
  const opts = LaunchOptionsSchema.parse(options);
  const script = await pageScript();
  const launch = async (gpu: boolean): Promise<FrameRenderer> => {
    const browser: Browser = await chromium.launch({
      executablePath: opts.executablePath ?? process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM,
      headless: true,
      args: chromiumArgs(gpu),
    });
    try {
      const pages = await Promise.all(Array.from({ length: opts.pages ?? 2 }, () => RenderPage.open(browser, script)));
      return new PagePool(browser, pages);
    } catch (e) {
      await browser.close();
      throw e;
    }
  };
  if (opts.gpu !== undefined) return launch(opts.gpu);
  if (!gpuDetected()) return launch(false);
  // A GPU device that Chromium cannot draw with (no driver in the container, say): SwiftShader then.
  try {
    return await launch(true);
  } catch (e) {
    process.stderr.write(`chorehouse render: the GPU did not give a WebGL page (${(e as Error).message.split('\n')[0]}); using SwiftShader\n`);
    return launch(false);
  }
}

class PagePool implements FrameRenderer {
  private readonly idle: RenderPage[];
  private readonly waiting: (() => void)[] = [];
  private closed = false;

  constructor(private readonly browser: Browser, private readonly all: readonly RenderPage[]) {
    this.idle = [...all];
  }

  get pages(): number {
    return this.all.length;
  }

  async render(request: FrameRequest): Promise<RenderedFrame> {
    FrameOptionsSchema.parse({ size: request.size, format: request.format, quality: request.quality, ids: request.ids, mask: request.mask });
    const page = await this.acquire(request);
    try {
      const reply = await page.draw(request);
      const image = new Uint8Array(Buffer.from(reply.image, 'base64'));
      const size = request.size;
      if (!reply.ids) return { image, width: size, height: size };
      return { image, width: size, height: size, ids: objectIdBuffer(size, size, reply.objectIds, pixelsFromBase64(reply.ids)) };
    } finally {
      this.release(page);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.browser.close();
  }

  private async acquire(request: FrameRequest): Promise<RenderPage> {
    for (;;) {
      if (this.closed) throw new Error('the frame renderer is closed');
      if (this.idle.length > 0) {
        // Same world (or at least the same floor plan) first: the smallest patch.
        const rank = (p: RenderPage) => (p.world === request.world ? 2 : p.world?.nav === request.world.nav ? 1 : 0);
        let best = 0;
        for (let i = 1; i < this.idle.length; i++) if (rank(this.idle[i]!) > rank(this.idle[best]!)) best = i;
        return this.idle.splice(best, 1)[0]!;
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private release(page: RenderPage): void {
    this.idle.push(page);
    this.waiting.shift()?.();
  }
}
