/**
 * Why the headless renderer could not start, as data: a command that draws frames tells a researcher in
 * one line what is missing and how to get it, rather than failing somewhere inside the browser driver.
 */
import { existsSync } from 'node:fs';
import { DEFAULT_CHROMIUM } from './chromium-flags.js';

export type RendererUnavailableReason = 'no_chromium' | 'no_page_script';

export class RendererUnavailable extends Error {
  constructor(readonly reason: RendererUnavailableReason, message: string) {
    super(message);
    this.name = 'RendererUnavailable';
  }
}

/** The one-line advice for a Chromium that is not where it was looked for. */
export function noChromiumMessage(path: string, fromEnv: boolean): string {
  return fromEnv
    ? `no Chromium at ${path} (CHROMIUM_PATH): point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it to use /usr/bin/chromium`
    : `no Chromium at ${path}: install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary`;
}

/**
 * The Chromium every browser-driving command uses (CHROMIUM_PATH, else the system one) and, when it is not
 * there, the one line that says so; shared by the frame renderer and the browser tests' preflight.
 */
export function chromiumProblem(executablePath?: string): { readonly path: string; readonly problem: string | null } {
  const fromEnv = executablePath === undefined && process.env.CHROMIUM_PATH !== undefined;
  const path = executablePath ?? process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;
  return { path, problem: existsSync(path) ? null : noChromiumMessage(path, fromEnv) };
}
