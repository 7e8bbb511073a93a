/**
 * A thread of the store with a SQLite connection of its own (the checkpointer, the journal's
 * filler). Its program is eval'd source, since the store runs from its sources in tests and from
 * dist/ in production; it imports better-sqlite3 from `workerData.driver` (dynamic imports only, so
 * it runs whether the eval is taken as a CommonJS script or as a module).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export function startSqliteThread(program: string, workerData: Record<string, unknown>): Worker {
  const driver = pathToFileURL(createRequire(import.meta.url).resolve('better-sqlite3')).href;
  // No flags of the parent's (`--input-type`, loaders): the program needs none.
  return new Worker(program, { eval: true, execArgv: [], workerData: { ...workerData, driver } });
}
