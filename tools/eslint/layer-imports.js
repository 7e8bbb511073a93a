// ESLint rule: a workspace may import only the workspaces below it (tools/eslint/layers.js),
// and never another workspace's files by relative path.
import path from 'node:path';
import { BENCH_LAYERS, LAYERS } from './layers.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function workspaceOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel.length < 2 || (rel[0] !== 'packages' && rel[0] !== 'apps')) return null;
  return `${rel[0]}/${rel[1]}`;
}

export const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the package layering of DESIGN.md section 1' },
    schema: [],
    messages: {
      forbidden: '{{from}} may not import {{target}} (allowed: {{allowed}}). See DESIGN.md section 1.',
      crossRelative: '{{from}} may not reach into {{target}} by relative path; import its package instead.',
      app: '{{from}} may not import an app ({{target}}).',
    },
  },
  create(context) {
    const from = workspaceOf(context.filename);
    if (!from || !(from in LAYERS)) return {};
    const inBench = path.relative(path.join(ROOT, from), context.filename).split(path.sep)[0] === 'bench';
    const allowed = inBench ? [...LAYERS[from], ...(BENCH_LAYERS[from] ?? [])] : LAYERS[from];

    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source.startsWith('@chorehouse/')) {
        const target = source.slice('@chorehouse/'.length).split('/')[0];
        // A workspace may import itself by name (benchmarks and scripts use the public surface).
        if (`packages/${target}` === from || `apps/${target}` === from) return;
        if (!allowed.includes(target)) {
          context.report({ node, messageId: 'forbidden', data: { from, target, allowed: allowed.join(', ') || 'none' } });
        }
        return;
      }
      if (source.startsWith('.')) {
        const resolved = path.resolve(path.dirname(context.filename), source);
        const target = workspaceOf(resolved);
        if (target && target !== from) {
          context.report({ node, messageId: target.startsWith('apps/') ? 'app' : 'crossRelative', data: { from, target } });
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
