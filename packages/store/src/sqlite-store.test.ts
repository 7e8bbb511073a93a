import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openSqliteStore } from './sqlite-store.js';
import { storeContract } from './store-contract.js';

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

storeContract('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'chorehouse-store-'));
  dirs.push(dir);
  const store = openSqliteStore(dir);
  await store.migrate();
  return store;
});
