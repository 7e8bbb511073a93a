import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TASK_FILES_MODULE, renderTaskFilesModule } from './embed-task-files.js';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe(TASK_FILES_MODULE, () => {
  it('matches tasks/*.json (else run `npm run generate:tasks -w @chorehouse/tdl`)', () => {
    const files = readdirSync(join(packageDir, 'tasks'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => ({ path: `tasks/${name}`, text: readFileSync(join(packageDir, 'tasks', name), 'utf8') }));
    expect(files.length).toBeGreaterThan(0);
    expect(readFileSync(join(packageDir, TASK_FILES_MODULE), 'utf8')).toBe(renderTaskFilesModule(files));
  });
});
