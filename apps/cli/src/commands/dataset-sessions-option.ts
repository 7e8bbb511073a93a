/**
 * Where the dataset commands read sessions: `--sessions <path>` (a directory of `*.session.json` /
 * `*.jsonl` files, or one JSONL file), or `--all`, every session in the store the game server writes.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileSessionSource, type SessionSource } from '@chorehouse/dataset';
import { SQLITE_FILE } from '@chorehouse/store';
import { UsageError } from '../command.js';
import { liveStoreSource, storeLocationFrom } from './store-location.js';

export const SESSIONS_OPTIONS = { sessions: { type: 'string' }, all: { type: 'boolean', default: false } } as const;

export const SESSIONS_USAGE = [
  '  --sessions <path>    exported session records: a directory of *.session.json / *.jsonl files, or one .jsonl file',
  '  --all                every session in the game server\'s store (DATABASE_URL, else SQLite under DATA_DIR, default ./data)',
];

export function sessionSourceFrom(values: { readonly sessions?: string | undefined; readonly all?: boolean | undefined }, cwd: string): SessionSource {
  if (values.sessions !== undefined) {
    const path = resolve(cwd, values.sessions);
    if (!existsSync(path)) throw new UsageError(`--sessions: ${values.sessions} does not exist`);
    return fileSessionSource(path);
  }
  if (values.all) {
    const location = storeLocationFrom(process.env, cwd);
    // Reading must not create an empty store where the server never ran.
    if (location.databaseUrl === null && !existsSync(join(location.dataDir, SQLITE_FILE))) {
      throw new UsageError(`--all: there is no store at ${join(location.dataDir, SQLITE_FILE)} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
    }
    return liveStoreSource(location);
  }
  throw new UsageError('say where the sessions are: --sessions <path>, or --all for the game server\'s store');
}

/** Said when a source holds no session at all: most often the wrong folder. */
export const NO_SESSIONS_HINT = 'Found no sessions there: session records are *.session.json or *.jsonl files (the console\'s or `tatc record`\'s), or use --all for the server\'s store.';
