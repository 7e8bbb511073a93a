/**
 * Which Chromium draws: one rule for the frame renderer, the console, the CLI and the browser tests.
 * The one the caller names, else CHROMIUM_PATH, else the system's (/usr/bin/chromium), else the one
 * the optional npm package `@sparticuz/chromium` carries (CHROMIUM_NPM=1 prefers it to the system's),
 * else one line saying what is missing and how to get it. A named Chromium that is not there is that
 * line too, never a quiet fallback.
 */
import { existsSync, statSync } from 'node:fs';
import { z } from 'zod';
import { DEFAULT_CHROMIUM } from './chromium-flags.js';
import { isUnpacked, NPM_CHROMIUM_PACKAGE, npmChromium, unpackNpmChromium, type NpmChromium } from './npm-chromium.js';
import { noChromiumMessage } from './renderer-unavailable.js';

export type ChromiumSource = 'option' | 'env' | 'system' | 'npm';

export interface FoundChromium {
  readonly path: string;
  readonly source: ChromiumSource;
  /** Variables its process needs on top of the caller's: the npm one's libraries and, where the machine has no fontconfig, its fonts. */
  readonly env: Readonly<Record<string, string>>;
}

/** What the caller asks for. */
export interface ChromiumWant {
  readonly executablePath?: string;
  /** The npm package's Chromium even where the system has one (default: CHROMIUM_NPM=1). */
  readonly npm?: boolean;
}

/** Where a lookup looks: this machine by default, a made-up one in tests. */
export interface ChromiumPlaces {
  readonly env: NodeJS.ProcessEnv;
  readonly system: string;
  readonly npm: () => NpmChromium | null;
  readonly systemFonts: boolean;
}

export type ChromiumLookup =
  | { readonly kind: 'found'; readonly chromium: FoundChromium }
  /** The npm package's, still packed: `prepareChromium` unpacks it. */
  | { readonly kind: 'packed'; readonly npm: NpmChromium }
  | { readonly kind: 'missing'; readonly problem: string };

export type PreparedChromium = { readonly chromium: FoundChromium; readonly problem: null } | { readonly chromium: null; readonly problem: string };

const EnvSchema = z.object({ CHROMIUM_PATH: z.string().optional(), CHROMIUM_NPM: z.enum(['0', '1']).optional() });

export function machinePlaces(): ChromiumPlaces {
  return { env: process.env, system: DEFAULT_CHROMIUM, npm: npmChromium, systemFonts: existsSync('/etc/fonts/fonts.conf') };
}

/** A file that can be run (the system's `chromium` is a shell script; a folder or a device is not it). */
function runnable(path: string): boolean {
  try {
    const s = statSync(path);
    return s.isFile() && (s.mode & 0o111) !== 0;
  } catch {
    return false;
  }
}

function npmFound(npm: NpmChromium, places: ChromiumPlaces): FoundChromium {
  const ld = places.env.LD_LIBRARY_PATH;
  return {
    path: npm.executable,
    source: 'npm',
    env: { LD_LIBRARY_PATH: ld ? `${npm.libraryPath}:${ld}` : npm.libraryPath, ...(places.systemFonts ? {} : { FONTCONFIG_FILE: npm.fontConfig }) },
  };
}

const fromNpm = (npm: NpmChromium, places: ChromiumPlaces): ChromiumLookup =>
  isUnpacked(npm) ? { kind: 'found', chromium: npmFound(npm, places) } : { kind: 'packed', npm };

/** Which Chromium, without unpacking anything (synchronous: Playwright's config). */
export function lookUpChromium(want: ChromiumWant = {}, places: ChromiumPlaces = machinePlaces()): ChromiumLookup {
  const env = EnvSchema.safeParse(places.env);
  if (!env.success) return { kind: 'missing', problem: `CHROMIUM_NPM is 1 (the npm package's Chromium) or 0, not ${JSON.stringify(places.env.CHROMIUM_NPM)}` };
  const named = (path: string, source: 'option' | 'env'): ChromiumLookup =>
    runnable(path) ? { kind: 'found', chromium: { path, source, env: {} } } : { kind: 'missing', problem: noChromiumMessage(path, source) };
  if (want.executablePath !== undefined) return named(want.executablePath, 'option');
  if (env.data.CHROMIUM_PATH) return named(env.data.CHROMIUM_PATH, 'env');
  if (want.npm ?? env.data.CHROMIUM_NPM === '1') {
    const npm = places.npm();
    return npm ? fromNpm(npm, places) : { kind: 'missing', problem: `the npm package's Chromium was asked for, but ${NPM_CHROMIUM_PACKAGE} is not installed (an optional dependency, Linux x64 only): run npm install` };
  }
  if (runnable(places.system)) return { kind: 'found', chromium: { path: places.system, source: 'system', env: {} } };
  const npm = places.npm();
  return npm ? fromNpm(npm, places) : { kind: 'missing', problem: noChromiumMessage(places.system, 'none') };
}

/** The Chromium to run, the npm package's unpacked first when it is the one (a few seconds, once per install). */
export async function prepareChromium(want: ChromiumWant = {}, places: ChromiumPlaces = machinePlaces()): Promise<PreparedChromium> {
  const lookup = lookUpChromium(want, places);
  switch (lookup.kind) {
    case 'found':
      return { chromium: lookup.chromium, problem: null };
    case 'missing':
      return { chromium: null, problem: lookup.problem };
    case 'packed':
      try {
        await unpackNpmChromium(lookup.npm);
      } catch (e) {
        return { chromium: null, problem: `could not unpack the Chromium of ${NPM_CHROMIUM_PACKAGE} ${lookup.npm.version} into ${lookup.npm.dir}: ${(e as Error).message.split('\n')[0]}` };
      }
      return { chromium: npmFound(lookup.npm, places), problem: null };
  }
}
