// Checks the layer rule on snippets placed (virtually) in different workspaces.
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { layerImports } from './layer-imports.js';

RuleTester.describe = describe;
RuleTester.it = it;
const root = path.resolve(import.meta.dirname, '..', '..');
const file = (ws) => path.join(root, ws, 'src', 'x.ts');
const bench = (ws) => path.join(root, ws, 'bench', 'x.ts');
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('layer-imports', layerImports, {
  valid: [
    { code: "import { step } from '@chorehouse/sim';", filename: file('packages/tdl') },
    { code: "import { step } from '@chorehouse/sim';", filename: file('packages/sim') },
    { code: "import x from './y.js';", filename: file('packages/sim') },
    { code: "import { z } from 'zod';", filename: file('packages/sim') },
    { code: "import { check } from '@chorehouse/tdl';", filename: file('apps/server') },
    { code: "import { step } from '@chorehouse/sim';", filename: file('packages/render') },
    { code: "import { WorldScene } from '@chorehouse/render';", filename: file('apps/web') },
    { code: "import { launchFrameRenderer } from '@chorehouse/render/headless';", filename: file('packages/dataset') },
    // The render benchmarks run on real floor plans and agents' games (BENCH_LAYERS).
    { code: "import { loadScene } from '@chorehouse/scenes';", filename: bench('packages/render') },
  ],
  invalid: [
    { code: "import { check } from '@chorehouse/tdl';", filename: file('packages/sim'), errors: [{ messageId: 'forbidden' }] },
    { code: "import { x } from '@chorehouse/agents';", filename: file('packages/scenes'), errors: [{ messageId: 'forbidden' }] },
    { code: "import { x } from '@chorehouse/server';", filename: file('packages/dataset'), errors: [{ messageId: 'forbidden' }] },
    { code: "import { loadScene } from '@chorehouse/scenes';", filename: file('packages/render'), errors: [{ messageId: 'forbidden' }] },
    { code: "import { WorldScene } from '@chorehouse/render';", filename: file('packages/agents'), errors: [{ messageId: 'forbidden' }] },
    { code: "import { x } from '../../tdl/src/index.js';", filename: file('packages/sim'), errors: [{ messageId: 'crossRelative' }] },
    { code: "export * from '../../../apps/server/src/main.js';", filename: file('packages/agents'), errors: [{ messageId: 'app' }] },
  ],
});
