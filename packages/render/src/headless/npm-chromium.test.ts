/**
 * The npm package's Chromium: a package of the same layout unpacks into its versioned folder once,
 * with concurrent callers; the real package (an optional dependency) draws WebGL frames on SwiftShader.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { createDemoKitchen, followerCamera } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { prepareChromium } from './find-chromium.js';
import { launchFrameRenderer } from './launch.js';
import { npmChromium, npmChromiumAt, unpackNpmChromium } from './npm-chromium.js';

/** A package laid out as @sparticuz/chromium's: bin/ with a brotli binary and three brotli tars. */
function fakePackage(root: string, version: string): string {
  const pkg = join(root, 'pkg');
  const bin = join(pkg, 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: '@sparticuz/chromium', version }));
  writeFileSync(join(bin, 'chromium.br'), brotliCompressSync('#!/bin/sh\necho fake chromium\n'));
  const tarOf = (name: string, files: Record<string, string>) => {
    const src = join(root, `src-${name}`);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(src, file, '..'), { recursive: true });
      writeFileSync(join(src, file), text);
    }
    writeFileSync(join(bin, name), brotliCompressSync(execFileSync('tar', ['-c', '-C', src, '.'])));
  };
  tarOf('swiftshader.tar.br', { 'libEGL.so': 'egl', 'vk_swiftshader_icd.json': '{}' });
  tarOf('al2023.tar.br', { 'lib/libnss3.so': 'nss' });
  tarOf('fonts.tar.br', { 'fonts.conf': '<fontconfig><dir>/tmp/fonts</dir></fontconfig>', 'fonts/Open_Sans/OpenSans-Regular.ttf': 'font' });
  return pkg;
}

describe('the npm package\'s Chromium', () => {
  it('is nothing without all its packed files or with a version that is not a plain name', () => {
    const root = mkdtempSync(join(tmpdir(), 'render-npm-chromium-'));
    expect(npmChromiumAt(join(root, 'nowhere'), join(root, 'cache'))).toBeNull();
    const pkg = fakePackage(root, '../1');
    expect(npmChromiumAt(pkg, join(root, 'cache'))).toBeNull();
  });

  it('unpacks once into its versioned folder, concurrent callers included: the binary, SwiftShader beside it, lib/, fonts with a fonts.conf naming them', async () => {
    const root = mkdtempSync(join(tmpdir(), 'render-npm-chromium-'));
    const c = npmChromiumAt(fakePackage(root, '143.0.4'), join(root, 'cache'))!;
    expect(c).toMatchObject({ version: '143.0.4', dir: join(root, 'cache', '143.0.4'), executable: join(root, 'cache', '143.0.4', 'chromium') });
    await Promise.all([unpackNpmChromium(c), unpackNpmChromium(c), unpackNpmChromium(c)]);
    expect(execFileSync(c.executable).toString()).toBe('fake chromium\n');
    expect(statSync(c.executable).mode & 0o777).toBe(0o755);
    expect(readFileSync(join(c.dir, 'libEGL.so'), 'utf8')).toBe('egl');
    expect(readFileSync(join(c.libraryPath, 'libnss3.so'), 'utf8')).toBe('nss');
    expect(readFileSync(c.fontConfig, 'utf8')).toContain(`<dir>${join(c.dir, 'fonts')}</dir>`);
    expect(existsSync(join(c.dir, 'fonts', 'Open_Sans', 'OpenSans-Regular.ttf'))).toBe(true);
    // No half-unpacked folders left behind by the callers that lost the race.
    expect(readdirSync(join(root, 'cache'))).toEqual(['143.0.4']);
  });

  it('says in one line why a package could not be unpacked', async () => {
    const root = mkdtempSync(join(tmpdir(), 'render-npm-chromium-'));
    const pkg = fakePackage(root, '143.0.4');
    writeFileSync(join(pkg, 'bin', 'al2023.tar.br'), 'not brotli');
    const c = npmChromiumAt(pkg, join(root, 'cache'))!;
    const prepared = await prepareChromium({}, { env: {}, system: join(root, 'no-system-chromium'), npm: () => c, systemFonts: true });
    expect(prepared).toMatchObject({ chromium: null, problem: expect.stringMatching(new RegExp(`^could not unpack the Chromium of @sparticuz/chromium 143\\.0\\.4 into ${c.dir}: `)) });
    expect(readdirSync(join(root, 'cache'))).toEqual([]);
  });

  const installed = npmChromium();
  it.runIf(installed !== null)('the installed package\'s Chromium draws the frames with SwiftShader', async () => {
    const renderer = await launchFrameRenderer({ pages: 1, gpu: false, npmChromium: true });
    try {
      expect(renderer.graphics).toMatchObject({ software: true, renderer: expect.stringMatching(/SwiftShader/), browser: expect.stringMatching(/^Chromium \d+\.[\d.]+ \(npm: /) });
      const world = createDemoKitchen();
      const frame = await renderer.render({ world, camera: followerCamera(world), size: 64, format: 'png', ids: true });
      expect(frame.ids!.pixels.some((k) => k > 0)).toBe(true);
    } finally {
      await renderer.close();
    }
  });
});
