import tseslint from 'typescript-eslint';
import { layerImports } from './tools/eslint/layer-imports.js';
import { noImportCycles } from './tools/eslint/no-import-cycles.js';
import { PURE_WORKSPACES } from './tools/eslint/layers.js';
import { noWireCasts, WIRE_FILES } from './tools/eslint/no-wire-casts.js';

const chorehouse = { rules: { 'layer-imports': layerImports, 'no-import-cycles': noImportCycles, 'no-wire-casts': noWireCasts } };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', 'data/**', 'apps/web/build/**', 'apps/web/test-results/**', 'apps/web/public/scenes/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { chorehouse },
    rules: {
      'chorehouse/layer-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // No file reaches itself again through relative imports, in every workspace's sources, tests, benches,
  // scripts and end-to-end tests. The console's zustand slices still import the store type that is made
  // of them (zustand's slices pattern): left for their own change.
  {
    files: ['{packages,apps}/*/**/*.{ts,tsx,js,mjs}', 'tools/**/*.{js,mjs}'],
    ignores: ['apps/web/src/admin/state/**'],
    rules: { 'chorehouse/no-import-cycles': 'error' },
  },
  // Wire data is typed by the protocol's schemas: no casts that silence the compiler where it flows.
  { files: WIRE_FILES, rules: { 'chorehouse/no-wire-casts': 'error' } },
  {
    files: PURE_WORKSPACES.map((w) => `${w}/src/**/*.ts`),
    ignores: ['**/*.test.ts', '**/bench/**', '**/demo/**', '**/scripts/**'],
    rules: {
      'no-restricted-globals': ['error', 'process', 'setTimeout', 'setInterval', 'fetch', 'window', 'document'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Pure packages take randomness from the world PRNG.' },
        { object: 'Date', property: 'now', message: 'Pure packages take time as an argument.' },
        { object: 'performance', property: 'now', message: 'Pure packages take time as an argument.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'Pure packages take time as an argument.' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'fs', 'path', 'os', 'child_process'], message: 'No I/O in pure packages.' }] }],
    },
  },
);
