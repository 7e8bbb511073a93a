/**
 * Where the dataset commands read sessions: `--sessions <path>` (a directory of `*.session.json` /
 * `*.jsonl` files, or one JSONL file). `--all` will read the live store once the store lives in a
 * package: add a store-backed `SessionSource` here and nothing else changes.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileSessionSource, type SessionSource } from '@chorehouse/dataset';
import { UsageError } from '../command.js';

export const SESSIONS_OPTIONS = { sessions: { type: 'string' }, all: { type: 'boolean', default: false } } as const;

export const SESSIONS_USAGE = [
  '  --sessions <path>    exported session records: a directory of *.session.json / *.jsonl files, or one .jsonl file',
  '  --all                every session in the live store (not available yet in this build; use --sessions)',
];

export function sessionSourceFrom(values: { readonly sessions?: string | undefined; readonly all?: boolean | undefined }, cwd: string): SessionSource {
  if (values.sessions !== undefined) {
    const path = resolve(cwd, values.sessions);
    if (!existsSync(path)) throw new UsageError(`--sessions: ${values.sessions} does not exist`);
    return fileSessionSource(path);
  }
  if (values.all) throw new UsageError('--all reads the live store, which this build cannot open from the CLI yet; export sessions and pass --sessions <path>');
  throw new UsageError('say where the sessions are: --sessions <path>');
}
