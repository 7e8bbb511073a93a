/** Build step: embed tasks/*.json into src/library/generated/task-files.ts. Run: npm run generate:tasks */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TASK_FILES_MODULE, renderTaskFilesModule } from '../src/library/embed-task-files.js';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const files = readdirSync(join(packageDir, 'tasks'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ path: `tasks/${name}`, text: readFileSync(join(packageDir, 'tasks', name), 'utf8') }));
writeFileSync(join(packageDir, TASK_FILES_MODULE), renderTaskFilesModule(files));
console.log(`wrote ${TASK_FILES_MODULE} (${files.length} task files)`);
