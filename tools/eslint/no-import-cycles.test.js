// Checks the import-cycle rule on small trees of files written to a temporary directory.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { noImportCycles, relativeSpecifiers } from './no-import-cycles.js';

RuleTester.describe = describe;
RuleTester.it = it;
// TypeScript's parser: type-only imports are what the rule must see too.
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

const dir = mkdtempSync(path.join(tmpdir(), 'chorehouse-cycles-'));
const files = {
  'door.ts': "import { run } from './handlers.js';\nexport const door = run;\n",
  'handlers.ts': "import type { Door } from './door.js';\nexport const run = 1;\n",
  'a.ts': "export { b } from './sub/b.js';\n",
  'sub/b.ts': "export const b = () => import('../c.js');\n",
  'c.ts': "import '../cycles/a.js';\nimport './a.js';\n",
  'leaf.ts': "export const leaf = 1;\n",
  'user.ts': "import { leaf } from './leaf.js';\nimport { z } from 'zod';\n",
};
mkdirSync(path.join(dir, 'sub'));
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
const at = (name) => ({ code: files[name], filename: path.join(dir, name) });

tester.run('no-import-cycles', noImportCycles, {
  valid: [at('user.ts'), at('leaf.ts')],
  invalid: [
    // A cycle of types is a cycle: door.ts and handlers.ts could not be read apart.
    { ...at('door.ts'), errors: [{ messageId: 'cycle' }] },
    { ...at('handlers.ts'), errors: [{ messageId: 'cycle' }] },
    // Through a re-export and a dynamic import, three files long.
    { ...at('a.ts'), errors: [{ messageId: 'cycle' }] },
  ],
});

describe('relativeSpecifiers', () => {
  it('finds static, type-only, re-exported, side-effect and dynamic imports, and nothing from packages', () => {
    const text = "import a from './a.js';\nimport type { B } from '../b.js';\nexport * from './c.js';\nimport './d.js';\nconst e = await import('./e.js');\nimport { z } from 'zod';";
    expect(relativeSpecifiers(text)).toEqual(['./a.js', '../b.js', './c.js', './d.js', './e.js']);
  });
});
