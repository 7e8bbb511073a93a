/**
 * Why the headless renderer could not start, as data: a command that draws frames tells a researcher in
 * one line what is missing and how to get it, rather than failing somewhere inside the browser driver.
 */
import { DEFAULT_CHROMIUM } from './chromium-flags.js';
import { NPM_CHROMIUM_PACKAGE } from './npm-chromium.js';

export type RendererUnavailableReason = 'no_chromium' | 'no_page_script';

export class RendererUnavailable extends Error {
  constructor(readonly reason: RendererUnavailableReason, message: string) {
    super(message);
    this.name = 'RendererUnavailable';
  }
}

/** The one-line advice for a Chromium that is not where it was looked for: named by the caller, by CHROMIUM_PATH, or none anywhere. */
export function noChromiumMessage(path: string, from: 'option' | 'env' | 'none'): string {
  switch (from) {
    case 'option':
      return `no Chromium at ${path}: install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary`;
    case 'env':
      return `no Chromium at ${path} (CHROMIUM_PATH): point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it to use ${DEFAULT_CHROMIUM} or ${NPM_CHROMIUM_PACKAGE}'s`;
    case 'none':
      return `no Chromium at ${path} and no ${NPM_CHROMIUM_PACKAGE} (an optional dependency, Linux x64 only): run npm install, or install one (Debian/Ubuntu: apt-get install chromium), or set CHROMIUM_PATH to a Chromium or Chrome binary`;
  }
}
