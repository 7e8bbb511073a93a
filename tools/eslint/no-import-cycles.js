// ESLint rule: no module may reach itself again through relative imports (type-only imports
// included: a cycle of types is still two files that cannot be read, tested or moved apart).
// Workspaces import each other by package name, which layer-imports.js keeps acyclic; this rule
// follows the relative imports inside one workspace, read from disk and cached per file version.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SPECIFIER = /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|[^\w.])import\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|(?:^|[\s;])import\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs'];

/** The file a relative specifier names, as TypeScript's NodeNext resolution finds it (`./x.js` is `./x.ts`); null when none exists. */
export function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [base, ...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** The relative specifiers a source text imports or re-exports, static and dynamic. */
export function relativeSpecifiers(text) {
  const out = [];
  for (const m of text.matchAll(SPECIFIER)) out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}

const edgesCache = new Map();

function edgesOf(file) {
  const mtime = statSync(file).mtimeMs;
  const cached = edgesCache.get(file);
  if (cached && cached.mtime === mtime) return cached.edges;
  const edges = relativeSpecifiers(readFileSync(file, 'utf8')).map((s) => resolveRelative(file, s)).filter((f) => f !== null);
  edgesCache.set(file, { mtime, edges });
  return edges;
}

/** A path of files from `start` back to `target` through relative imports, or null. */
export function pathBack(start, target) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length) {
    const [file, trail] = stack.pop();
    if (file === target) return trail;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of edgesOf(file)) if (!seen.has(next)) stack.push([next, [...trail, next]]);
  }
  return null;
}

export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between the files of a workspace' },
    schema: [],
    messages: { cycle: 'Import cycle: {{cycle}}. Move what both need into a file of its own, or invert the dependency.' },
  },
  create(context) {
    const file = context.filename;
    if (!path.isAbsolute(file) || !existsSync(file)) return {};
    const here = path.dirname(file);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolveRelative(file, source);
      if (!target || target === file) return;
      const trail = pathBack(target, file);
      if (trail) context.report({ node, messageId: 'cycle', data: { cycle: [file, ...trail].map((f) => path.relative(here, f) || path.basename(f)).join(' -> ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
