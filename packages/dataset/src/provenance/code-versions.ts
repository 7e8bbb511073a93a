/**
 * The versions of the code running now (protocol `Provenance`): PROTOCOL_VERSION, content hashes of
 * the packages' sources and data (no other version constants exist), and the commit. Read once per
 * process from the packages' folders: a deployment without them says "unknown" for those parts.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROTOCOL_VERSION, type Provenance } from '@chorehouse/protocol';

export const UNKNOWN_VERSION = 'unknown';

/** What each part hashes: folders and files of a package, relative to its root; tests are left out. */
const PARTS = {
  rules: { pkg: '@chorehouse/sim', paths: ['src/rules', 'src/actions', 'src/world', 'src/step.ts'] },
  catalog: { pkg: '@chorehouse/sim', paths: ['src/catalog'] },
  geometry: { pkg: '@chorehouse/sim', paths: ['src/geometry'] },
  taskLibrary: { pkg: '@chorehouse/tdl', paths: ['tasks', 'src/library', 'src/progress-check'] },
  renderer: { pkg: '@chorehouse/render', paths: ['src'] },
} as const;

const isSource = (f: string) => /\.(ts|tsx|json|glsl)$/.test(f) && !/\.test\.tsx?$/.test(f);

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return isSource(path) ? [path] : [];
  return readdirSync(path, { withFileTypes: true }).flatMap((d) => {
    const p = join(path, d.name);
    return d.isDirectory() ? filesUnder(p) : isSource(d.name) ? [p] : [];
  });
}

/** The package's root folder (the one with its package.json), from where Node resolves it. */
function packageRoot(pkg: string): string | null {
  let dir: string;
  try {
    // Node's own resolution; under a test runner that lacks import.meta.resolve, require's.
    dir = dirname(typeof import.meta.resolve === 'function' ? fileURLToPath(import.meta.resolve(pkg)) : createRequire(import.meta.url).resolve(pkg));
  } catch {
    return null;
  }
  for (let i = 0; i < 4; i++, dir = dirname(dir)) if (existsSync(join(dir, 'package.json'))) return dir;
  return null;
}

/** `sha256:` and 12 hex digits of the files' relative paths and contents, in path order; "unknown" without files. */
export function contentVersion(root: string, paths: readonly string[]): string {
  const files = paths.flatMap((p) => filesUnder(join(root, p))).map((f) => relative(root, f).split('\\').join('/')).sort();
  if (!files.length) return UNKNOWN_VERSION;
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update('\0').update(readFileSync(join(root, f))).update('\0');
  return `sha256:${hash.digest('hex').slice(0, 12)}`;
}

/** CHOREHOUSE_COMMIT, else `git rev-parse HEAD` where the code lies (with "-dirty" for uncommitted changes), else "unknown". */
export function codeCommit(env: NodeJS.ProcessEnv = process.env, cwd = dirname(fileURLToPath(import.meta.url))): string {
  const given = env['CHOREHOUSE_COMMIT']?.trim();
  if (given) return given;
  try {
    const git = (args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 }).trim();
    const head = git(['rev-parse', 'HEAD']);
    return git(['status', '--porcelain', '--untracked-files=no']) ? `${head}-dirty` : head;
  } catch {
    return UNKNOWN_VERSION;
  }
}

let cached: Provenance | null = null;

export function codeVersions(): Provenance {
  if (cached) return cached;
  const part = (p: keyof typeof PARTS) => {
    const root = packageRoot(PARTS[p].pkg);
    return root ? contentVersion(root, PARTS[p].paths) : UNKNOWN_VERSION;
  };
  cached = Object.freeze({
    protocol: String(PROTOCOL_VERSION), rules: part('rules'), catalog: part('catalog'), geometry: part('geometry'),
    taskLibrary: part('taskLibrary'), renderer: part('renderer'), commit: codeCommit(),
  });
  return cached;
}
