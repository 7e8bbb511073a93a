/**
 * The headless frame renderer: the render package running in the system Chromium, a small pool of
 * pages drawing in parallel. Requests go to an idle page, preferring one that already holds the
 * same floor plan (so a game's frames send only what changed).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { z } from 'zod';
import { chromiumArgs, chromiumEnv, gpuDetected, softwareRenderer } from './chromium-flags.js';
import { objectIdBuffer, pixelsFromRunsBase64 } from './object-id-buffer.js';
import { RenderPage } from './render-page.js';
import { prepareChromium } from './find-chromium.js';
import { RendererUnavailable } from './renderer-unavailable.js';
import type { FrameRenderer, FrameRequest, LaunchOptions, RenderedFrame, RendererGraphics } from './types.js';

/** The page script built by `npm run build` (scripts/bundle-page.js); the same path from src/ and dist/. */
export const PAGE_SCRIPT = fileURLToPath(new URL('../../dist/page/render-page.js', import.meta.url));

const LaunchOptionsSchema = z.object({
  pages: z.number().int().min(1).max(16).optional(),
  executablePath: z.string().min(1).optional(),
  npmChromium: z.boolean().optional(),
  gpu: z.boolean().optional(),
  args: z.array(z.string().regex(/^--[a-z]/, 'a Chromium switch (--name or --name=value)')).max(32).optional(),
});

const FrameOptionsSchema = z.object({
  size: z.number().int().min(1).max(4096),
  format: z.enum(['jpeg', 'png']).optional(),
  quality: z.number().gt(0).lte(1).optional(),
  ids: z.boolean().optional(),
  mask: z.string().optional(),
});

/** The bundler, for a checkout whose render package was not built (tests of other packages, say). */
const BUNDLER = new URL('../../scripts/bundle-page.js', import.meta.url);

async function pageScript(): Promise<string> {
  try {
    return await readFile(PAGE_SCRIPT, 'utf8');
  } catch {
    try {
      await import(BUNDLER.href);
      return await readFile(PAGE_SCRIPT, 'utf8');
    } catch (e) {
      throw new RendererUnavailable('no_page_script', `the render page is not built (${PAGE_SCRIPT}) and could not be bundled (${(e as Error).message}): run \`npm run build\` in packages/render`);
    }
  }
}

export async function launchFrameRenderer(options: LaunchOptions = {}): Promise<FrameRenderer> {
  const opts = LaunchOptionsSchema.parse(options);
  // Checked before the driver starts: playwright's own message for it is several lines about its browser downloads.
  const { chromium: found, problem } = await prepareChromium({ executablePath: opts.executablePath, npm: opts.npmChromium });
  if (problem !== null) throw new RendererUnavailable('no_chromium', problem);
  const script = await pageScript();
  // Loaded here, not at import: a process that never renders (the game server until an export asks for frames) never pays for it.
  const { chromium } = await import('playwright-core');
  const launch = async (gpu: boolean): Promise<FrameRenderer> => {
    const browser: Browser = await chromium.launch({
      executablePath: found.path,
      headless: true,
      args: [...chromiumArgs(gpu), ...(opts.args ?? [])],
      env: chromiumEnv(gpu, { ...process.env, ...found.env }),
    });
    try {
      // One browser for all pages: on an H100, pages in browsers of their own (a GPU process each) drew no faster.
      const pages = await Promise.all(Array.from({ length: opts.pages ?? 2 }, () => RenderPage.open(browser, script)));
      const seen = await pages[0]!.graphics();
      const graphics: RendererGraphics = { ...seen, software: softwareRenderer(seen.renderer), browser: `Chromium ${browser.version()} (${found.source}: ${found.path})` };
      // Chromium may quietly draw on the CPU when it cannot use the GPU, or on a GPU when asked for SwiftShader: either is a failure.
      if (gpu && graphics.software) throw new Error(`the GPU was asked for, but WebGL runs on ${graphics.renderer}`);
      if (!gpu && !graphics.software) throw new Error(`SwiftShader was asked for, but WebGL runs on ${graphics.renderer}`);
      return new PagePool(browser, pages, graphics);
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

interface Waiting {
  readonly request: FrameRequest;
  readonly give: (page: RenderPage) => void;
  /** Times a later request was served first: past a bound, this one goes next (no starving). */
  passedOver: number;
}

const MAX_PASSED_OVER = 8;

/** How well a page suits a request: it holds that very world, or the same floor plan, or neither. */
const affinity = (page: RenderPage, request: FrameRequest): number => page.affinity(request.world);

/**
 * The pages and a queue of requests. A free page takes the waiting request that best suits what it
 * holds (oldest first among equals), so several games rendered at once each stay on their pages
 * and only their changes travel.
 */
class PagePool implements FrameRenderer {
  private readonly idle: RenderPage[];
  private readonly waiting: Waiting[] = [];
  private closed = false;

  constructor(private readonly browser: Browser, private readonly all: readonly RenderPage[], readonly graphics: RendererGraphics) {
    this.idle = [...all];
  }

  get pages(): number {
    return this.all.length;
  }

  async render(request: FrameRequest): Promise<RenderedFrame> {
    FrameOptionsSchema.parse({ size: request.size, format: request.format, quality: request.quality, ids: request.ids, mask: request.mask });
    if (this.closed) throw new Error('the frame renderer is closed');
    const page = await this.acquire(request);
    try {
      const reply = await page.draw(request);
      const image = new Uint8Array(Buffer.from(reply.image, 'base64'));
      const size = request.size;
      const frame: RenderedFrame = { image, width: size, height: size, pageMs: reply.steps.scene + reply.steps.draw + reply.steps.encode, pageSteps: reply.steps };
      if (!reply.ids) return frame;
      return { ...frame, ids: objectIdBuffer(size, size, reply.objectIds, pixelsFromRunsBase64(reply.ids, size * size)) };
    } finally {
      this.release(page);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.browser.close();
  }

  private acquire(request: FrameRequest): Promise<RenderPage> {
    if (this.idle.length > 0) {
      let best = 0;
      for (let i = 1; i < this.idle.length; i++) if (affinity(this.idle[i]!, request) > affinity(this.idle[best]!, request)) best = i;
      return Promise.resolve(this.idle.splice(best, 1)[0]!);
    }
    return new Promise((give) => this.waiting.push({ request, give, passedOver: 0 }));
  }

  private release(page: RenderPage): void {
    if (this.waiting.length === 0) {
      this.idle.push(page);
      return;
    }
    let best = 0;
    if (this.waiting[0]!.passedOver < MAX_PASSED_OVER) {
      for (let i = 1; i < this.waiting.length && affinity(page, this.waiting[best]!.request) < 2; i++) {
        if (affinity(page, this.waiting[i]!.request) > affinity(page, this.waiting[best]!.request)) best = i;
      }
    }
    for (let i = 0; i < best; i++) this.waiting[i]!.passedOver++;
    this.waiting.splice(best, 1)[0]!.give(page);
  }
}
