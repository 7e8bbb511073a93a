/**
 * Which Chromium the renderer, the CLI, the console and the browser tests run, on made-up machines:
 * the caller's, CHROMIUM_PATH, the system's, the npm package's (unpacked on first use), else one line.
 */
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookUpChromium, type ChromiumPlaces } from './find-chromium.js';
import type { NpmChromium } from './npm-chromium.js';

const root = mkdtempSync(join(tmpdir(), 'render-find-chromium-'));
function runnable(path: string): string {
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return path;
}
const system = runnable(join(root, 'system-chromium'));
const named = runnable(join(root, 'named-chromium'));
const notRunnable = join(root, 'plain-file');
writeFileSync(notRunnable, 'not a program');
const missing = join(root, 'nothing-here');

function npmAt(name: string, unpacked: boolean): NpmChromium {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  if (unpacked) runnable(join(dir, 'chromium'));
  return { version: '143.0.4', packed: join(dir, 'bin'), dir, executable: join(dir, 'chromium'), libraryPath: join(dir, 'lib'), fontConfig: join(dir, 'fonts.conf') };
}
const npmReady = npmAt('npm-ready', true);
const npmPacked = npmAt('npm-packed', false);

interface Machine { system?: string | false; npm?: NpmChromium; env?: NodeJS.ProcessEnv; fonts?: boolean }
const machine = (m: Machine): ChromiumPlaces => ({
  env: m.env ?? {}, system: m.system === false ? missing : m.system ?? system, npm: () => m.npm ?? null, systemFonts: m.fonts ?? true,
});

describe('lookUpChromium: the caller\'s, CHROMIUM_PATH, the system\'s, the npm package\'s, else one line', () => {
  const npmEnv = { LD_LIBRARY_PATH: npmReady.libraryPath };
  it.each<[string, Parameters<typeof lookUpChromium>[0], Machine, unknown]>([
    ['the system\'s where nothing is named', {}, { npm: npmReady }, { kind: 'found', chromium: { path: system, source: 'system', env: {} } }],
    ['the caller\'s before everything', { executablePath: named }, { npm: npmReady, env: { CHROMIUM_PATH: system } }, { kind: 'found', chromium: { path: named, source: 'option', env: {} } }],
    ['CHROMIUM_PATH before the system\'s', {}, { env: { CHROMIUM_PATH: named } }, { kind: 'found', chromium: { path: named, source: 'env', env: {} } }],
    ['the npm package\'s where the system has none', {}, { system: false, npm: npmReady }, { kind: 'found', chromium: { path: npmReady.executable, source: 'npm', env: npmEnv } }],
    ['the npm package\'s with its libraries before the caller\'s', {}, { system: false, npm: npmReady, env: { LD_LIBRARY_PATH: '/opt/lib' } },
      { kind: 'found', chromium: { source: 'npm', env: { LD_LIBRARY_PATH: `${npmReady.libraryPath}:/opt/lib` } } }],
    ['the npm package\'s fonts where the machine has no fontconfig', {}, { system: false, npm: npmReady, fonts: false },
      { kind: 'found', chromium: { source: 'npm', env: { ...npmEnv, FONTCONFIG_FILE: npmReady.fontConfig } } }],
    ['the npm package\'s, still packed', {}, { system: false, npm: npmPacked }, { kind: 'packed', npm: npmPacked }],
    ['the npm package\'s before the system\'s when asked (CHROMIUM_NPM=1)', {}, { npm: npmReady, env: { CHROMIUM_NPM: '1' } }, { kind: 'found', chromium: { source: 'npm' } }],
    ['the npm package\'s before the system\'s when asked (option)', { npm: true }, { npm: npmReady }, { kind: 'found', chromium: { source: 'npm' } }],
    ['past a system "chromium" that cannot be run', {}, { npm: npmReady, system: notRunnable }, { kind: 'found', chromium: { source: 'npm' } }],
  ])('%s', (_, want, m, expected) => {
    expect(lookUpChromium(want, machine(m))).toMatchObject(expected as object);
  });

  it('a file that cannot be run is not a Chromium', () => {
    expect(lookUpChromium({ executablePath: notRunnable }, machine({}))).toMatchObject({ kind: 'missing' });
    expect(lookUpChromium({ executablePath: root }, machine({}))).toMatchObject({ kind: 'missing' });
  });

  it.each<[string, Parameters<typeof lookUpChromium>[0], Machine, string]>([
    ['none anywhere', {}, { system: false }, `no Chromium at ${missing} and no @sparticuz/chromium (an optional dependency, Linux x64 only): run npm install, or install one (Debian/Ubuntu: apt-get install chromium), or set CHROMIUM_PATH to a Chromium or Chrome binary`],
    ['the caller\'s is not there (no quiet fallback)', { executablePath: missing }, { npm: npmReady }, `no Chromium at ${missing}: install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary`],
    ['CHROMIUM_PATH\'s is not there (no quiet fallback)', {}, { npm: npmReady, env: { CHROMIUM_PATH: missing } }, `no Chromium at ${missing} (CHROMIUM_PATH): point CHROMIUM_PATH at a Chromium or Chrome binary, or unset it to use /usr/bin/chromium or @sparticuz/chromium's`],
    ['the npm package\'s asked for, not installed', {}, { env: { CHROMIUM_NPM: '1' } }, 'the npm package\'s Chromium was asked for, but @sparticuz/chromium is not installed (an optional dependency, Linux x64 only): run npm install'],
    ['CHROMIUM_NPM neither 1 nor 0', {}, { npm: npmReady, env: { CHROMIUM_NPM: 'yes' } }, 'CHROMIUM_NPM is 1 (the npm package\'s Chromium) or 0, not "yes"'],
  ])('one line when %s', (_, want, m, problem) => {
    expect(lookUpChromium(want, machine(m))).toEqual({ kind: 'missing', problem });
  });
});
