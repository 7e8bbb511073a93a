/** One Chromium page that draws frames, remembering the worlds it drew last (a few, a scene each) so only changes travel. */
import type { World } from '@chorehouse/sim';
import type { Browser, Page } from 'playwright-core';
import { PAGE_GLOBAL, type PageFrameReply, type PageFrameRequest, type PageGraphics } from './protocol.js';
import { worldPatch } from './world-diff.js';
import { WorldSlots } from './world-slots.js';
import type { FrameRequest } from './types.js';

export class RenderPage {
  /** The worlds the page holds. */
  private readonly slots = new WorldSlots();

  /** Errors the page reported since the last frame: a frame drawn meanwhile is not trusted. */
  private readonly errors: string[] = [];

  private constructor(private readonly page: Page) {
    page.on('console', (m) => { if (m.type() === 'error') this.errors.push(m.text()); });
    page.on('pageerror', (e) => this.errors.push(e.message));
  }

  static async open(browser: Browser, script: string): Promise<RenderPage> {
    // A context per page: its own renderer process, so pages draw in parallel.
    const context = await browser.newContext({ viewport: { width: 64, height: 64 } });
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    // An inline script runs as it is inserted: after this, the page's global is there or its script failed.
    await page.addScriptTag({ content: script });
    if (!(await page.evaluate((name) => name in globalThis, PAGE_GLOBAL))) {
      await context.close();
      throw new Error(`the render page did not start (no WebGL?): ${failures.join('; ') || 'it reported no error'}`);
    }
    return new RenderPage(page);
  }

  /** How well this page suits a world (2: holds it, 1: holds its floor plan, 0: neither), for routing requests to a page that already has it. */
  affinity(world: World): number {
    return this.slots.affinity(world);
  }

  async draw(req: FrameRequest): Promise<PageFrameReply> {
    const slot = this.slots.choose(req.world);
    const message: PageFrameRequest = {
      slot,
      patch: worldPatch(this.slots.at(slot), req.world),
      camera: req.camera,
      size: req.size,
      format: req.format ?? 'jpeg',
      quality: req.quality ?? 0.9,
      ids: req.ids ?? false,
      mask: req.mask ?? null,
      highlights: req.highlights ?? [],
    };
    this.slots.set(slot, null);
    const reply = await this.page.evaluate(([name, m]) => globalThis[name]!.draw(m), [PAGE_GLOBAL, message] as const);
    if (this.errors.length > 0) throw new Error(`the render page reported: ${this.errors.splice(0).join('; ')}`);
    this.slots.set(slot, req.world);
    return reply;
  }

  /** What draws this page's WebGL. */
  graphics(): Promise<PageGraphics> {
    return this.page.evaluate<PageGraphics, typeof PAGE_GLOBAL>((name) => globalThis[name]!.graphics(), PAGE_GLOBAL);
  }

  async close(): Promise<void> {
    await this.page.context().close();
  }
}
