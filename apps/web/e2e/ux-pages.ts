/**
 * Helpers for the crowdworker-experience browser tests: arriving, pairing at a given window size,
 * checking that a screen fits the window, and screenshots.
 */
import { mkdirSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import type { GameServer } from './game-server.js';
import { installTap } from './ui-player.js';

/**
 * Where screenshots go: test-results, so that `npm test` leaves the tree as it was; the committed
 * ones in apps/web/docs are remade on purpose with `npm run screenshots` (CHOREHOUSE_DOCS_SHOTS=1).
 */
export const DOCS = process.env.CHOREHOUSE_DOCS_SHOTS ? 'apps/web/docs' : 'apps/web/test-results/screenshots';
mkdirSync(DOCS, { recursive: true });

export const SIZES = { laptop: { width: 1280, height: 720 }, small: { width: 1366, height: 768 }, hd: { width: 1920, height: 1080 } } as const;
/** A 1280x720 laptop's window at 125 % zoom, under the browser's bars: shorter than the play screens' layout. */
export const ZOOMED_LAPTOP = { width: 1024, height: 520 } as const;

export function watchErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error' && !/WebSocket|ERR_|Failed to load resource/.test(m.text())) errors.push(`${page.url()}: ${m.text()}`); });
}

export async function arrive(browser: Browser, server: GameServer, name: string, errors: string[], viewport: { width: number; height: number } = SIZES.laptop): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  watchErrors(page, errors);
  await installTap(page);
  await page.goto(server.url);
  await page.getByTestId('name-input').fill(name);
  await page.getByTestId('enter').click();
  await expect(page.getByTestId('instructions')).toBeVisible();
  return page;
}

/** Two people ask for a partner; returns [commander page, follower page]. */
export async function pair(browser: Browser, server: GameServer, errors: string[], viewport: { width: number; height: number } = SIZES.laptop): Promise<[Page, Page]> {
  const a = await arrive(browser, server, 'Ann', errors, viewport);
  const b = await arrive(browser, server, 'Bob', errors, viewport);
  await a.getByTestId('play-human').click();
  await expect(a.getByTestId('waiting-room')).toBeVisible();
  await b.getByTestId('play-human').click();
  const screen = (p: Page) => p.locator('[data-testid=commander-screen], [data-testid=follower-screen]');
  await expect(screen(a)).toBeVisible();
  await expect(screen(b)).toBeVisible();
  return (await a.getByTestId('commander-screen').isVisible()) ? [a, b] : [b, a];
}

/** The page does not scroll, and each of these is wholly inside the window. */
export async function expectFits(page: Page, testIds: readonly string[]): Promise<void> {
  const size = page.viewportSize()!;
  const doc = await page.evaluate(() => ({ h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth }));
  expect(doc.h, `page height at ${size.width}x${size.height}`).toBeLessThanOrEqual(size.height);
  expect(doc.w, `page width at ${size.width}x${size.height}`).toBeLessThanOrEqual(size.width);
  for (const id of testIds) {
    const box = await page.getByTestId(id).first().boundingBox();
    expect(box, `${id} is shown`).not.toBeNull();
    expect(box!.y + box!.height, `${id} bottom at ${size.width}x${size.height}`).toBeLessThanOrEqual(size.height + 0.5);
    expect(box!.x + box!.width, `${id} right edge at ${size.width}x${size.height}`).toBeLessThanOrEqual(size.width + 0.5);
  }
}

/**
 * A window shorter than the play screens are laid out for (a 1280x720 laptop zoomed to 125 %, under
 * the browser's bars): the page scrolls, and no control is cut off by a panel or by the screen (an
 * ancestor that hides its overflow). Lists that scroll themselves (chat, Progress Check) are fine.
 */
export async function expectReachable(page: Page): Promise<void> {
  const size = page.viewportSize()!;
  const cut = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('.screen button, .screen input, .screen canvas, .screen .chat-left')) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      for (let a = el.parentElement; a; a = a.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(a);
        if (overflowY === 'auto' || overflowY === 'scroll' || overflowX === 'auto' || overflowX === 'scroll') break;
        if (overflowY === 'visible' && overflowX === 'visible') continue;
        const ar = a.getBoundingClientRect();
        if (r.bottom > ar.bottom + 0.5 || r.right > ar.right + 0.5) out.push(`${el.dataset.testid ?? el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 20)}" cut off by .${a.className.split(' ').join('.')}`);
        break;
      }
    }
    return out;
  });
  expect(cut, `controls cut off at ${size.width}x${size.height}`).toEqual([]);
  const input = page.getByTestId('chat-input');
  await input.scrollIntoViewIfNeeded();
  await expect(input).toBeInViewport();
}

/** Two animation frames: what a resize re-laid out (canvases sized to their columns) is drawn. */
export const settled = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

export async function shot(page: Page, name: string): Promise<void> {
  const { width, height } = page.viewportSize()!;
  await settled(page);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${DOCS}/${name}-${width}x${height}.png` });
}

/**
 * The whole page, from its top: scrolled first, since a full-page shot of a scrolled page draws the
 * console's sticky header where the window was, over the middle of the page.
 */
export async function fullPageShot(page: Page, path: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  await page.screenshot({ path, fullPage: true });
}

/** Shots at both documented sizes; the page is left at the first size. */
export async function shotsAtBothSizes(page: Page, name: string, before?: () => Promise<void>): Promise<void> {
  for (const size of [SIZES.hd, SIZES.laptop]) {
    await page.setViewportSize(size);
    await before?.();
    await shot(page, name);
  }
}

/** `timeout`: how long each step may wait (ms); by default an action waits as long as the test may run. */
export async function say(page: Page, text: string, options: { timeout?: number } = {}): Promise<void> {
  await page.getByTestId('chat-input').fill(text, options);
  await page.getByTestId('chat-input').press('Enter', options);
  await expect(page.getByTestId('chat-lines')).toContainText(text.slice(0, 40), options);
}
