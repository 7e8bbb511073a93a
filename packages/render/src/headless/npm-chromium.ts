/**
 * The Chromium that ships inside the npm package `@sparticuz/chromium` (an optional dependency; its
 * binary is Linux x64): brotli-packed files in the package's `bin/`, unpacked once into
 * `node_modules/.cache/chorehouse-chromium/<version>/`, beside the package that carries them, so
 * `npm install` alone gives the frame renderer and the browser tests a browser.
 *
 * The package's own `executablePath()` unpacks into the shared temp folder and takes any
 * `/tmp/chromium` there as its own, whatever its version, which several users of one machine would
 * trip over; its `bin/` layout (the "pack" it also publishes for custom locations) is used instead.
 */
import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createBrotliDecompress } from 'node:zlib';
import { z } from 'zod';

const run = promisify(execFile);

export const NPM_CHROMIUM_PACKAGE = '@sparticuz/chromium';

/** The packed files, as the package's `bin/` holds them. */
const PACKED = { browser: 'chromium.br', swiftshader: 'swiftshader.tar.br', libraries: 'al2023.tar.br', fonts: 'fonts.tar.br' } as const;

/** The version names the unpacked folder, so it is a plain name. */
const ManifestSchema = z.object({ version: z.string().regex(/^[\w.+-]+$/) });

export interface NpmChromium {
  readonly version: string;
  /** The package's `bin/`, with the packed files. */
  readonly packed: string;
  /** Where they are unpacked. */
  readonly dir: string;
  readonly executable: string;
  /**
   * NSS, NSPR and expat, which the binary links and a machine without a browser may lack (the package
   * carries them for Amazon Linux); put first on the loader's path, so every machine runs the same ones.
   */
  readonly libraryPath: string;
  /** A fontconfig file naming the package's fonts, for a machine with no fontconfig of its own. */
  readonly fontConfig: string;
}

/** The package where it can run (Linux x64) and is installed with all its packed files, else null. */
export function npmChromium(from: string = import.meta.url): NpmChromium | null {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  let entry: string;
  try {
    entry = createRequire(from).resolve(NPM_CHROMIUM_PACKAGE);
  } catch {
    return null;
  }
  // The entry is <root>/build/<format>/index.*; the package's exports do not give its package.json.
  const root = resolve(dirname(entry), '..', '..');
  return npmChromiumAt(root, resolve(root, '..', '..', '.cache', 'chorehouse-chromium'));
}

/** The package at `root`, unpacked under `cache` (tests give a package of their own). */
export function npmChromiumAt(root: string, cache: string): NpmChromium | null {
  const packed = join(root, 'bin');
  if (!Object.values(PACKED).every((f) => existsSync(join(packed, f)))) return null;
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  } catch {
    return null;
  }
  const parsed = ManifestSchema.safeParse(manifest);
  if (!parsed.success) return null;
  const { version } = parsed.data;
  const dir = join(cache, version);
  return { version, packed, dir, executable: join(dir, 'chromium'), libraryPath: join(dir, 'lib'), fontConfig: join(dir, 'fonts.conf') };
}

export const isUnpacked = (c: NpmChromium): boolean => existsSync(c.executable);

/** A brotli-packed tar into `into`, by the system's tar (every Linux has one; the binary runs on Linux only). */
async function untar(file: string, into: string): Promise<void> {
  // Unpacked to a file first: tar stops reading at the archive's end marker, before the padding a pipe would still carry.
  const tarFile = join(into, 'unpacking.tar');
  await pipeline(createReadStream(file), createBrotliDecompress(), createWriteStream(tarFile));
  try {
    await run('tar', ['-x', '--no-same-owner', '-f', tarFile, '-C', into]);
  } catch (e) {
    throw new Error(`tar could not unpack ${file}: ${((e as { stderr?: string }).stderr ?? (e as Error).message).trim()}`);
  } finally {
    await rm(tarFile, { force: true });
  }
}

/**
 * Unpacks the package once (about 200 MB, a few seconds). Concurrent callers (test workers, several
 * exports) each unpack into a folder of their own and rename it into place; the first rename wins.
 */
export async function unpackNpmChromium(c: NpmChromium): Promise<void> {
  if (isUnpacked(c)) return;
  const partial = `${c.dir}.partial-${process.pid}-${Math.random().toString(36).slice(2)}`;
  await mkdir(partial, { recursive: true });
  try {
    await pipeline(createReadStream(join(c.packed, PACKED.browser)), createBrotliDecompress(), createWriteStream(join(partial, 'chromium')));
    await chmod(join(partial, 'chromium'), 0o755);
    // SwiftShader's libraries beside the binary, where Chromium looks for them; the libraries under lib/; the fonts under fonts/.
    for (const tar of [PACKED.swiftshader, PACKED.libraries, PACKED.fonts]) await untar(join(c.packed, tar), partial);
    // The package's fonts.conf names Lambda's folders; this one names the unpacked fonts.
    await writeFile(join(partial, 'fonts.conf'), `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${join(c.dir, 'fonts')}</dir>\n  <cachedir>${join(c.dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`);
    try {
      await rename(partial, c.dir);
    } catch (e) {
      // Another process put its copy there first: same files, keep theirs.
      if (!isUnpacked(c)) throw e;
    }
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}
