/** `SessionSource` over exported files: a directory of `*.session.json` (and `*.jsonl`) files, or one JSONL file. */
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseSessionDocument, type SessionEntry } from './parse-session.js';
import { matchesQuery, narrows, type SessionQuery, type SessionSource } from './session-source.js';

const isSessionFile = (name: string) => name.endsWith('.session.json') || name.endsWith('.jsonl');

async function* jsonlEntries(path: string): AsyncGenerator<SessionEntry> {
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  let n = 0;
  for await (const line of lines) {
    n++;
    if (line.trim() === '') continue;
    const where = `${basename(path)}:${n}`;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch (err) {
      yield { session: null, where, problems: [{ code: 'source/bad_json', where, message: `line is not JSON (truncated?): ${(err as Error).message}` }] };
      continue;
    }
    yield parseSessionDocument(doc, where);
  }
}

async function* jsonEntry(path: string): AsyncGenerator<SessionEntry> {
  const where = basename(path);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    yield { session: null, where, problems: [{ code: 'source/unreadable', where, message: (err as Error).message }] };
    return;
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    yield { session: null, where, problems: [{ code: 'source/bad_json', where, message: `file is not JSON (truncated?): ${(err as Error).message}` }] };
    return;
  }
  yield parseSessionDocument(doc, where);
}

async function filesOf(path: string): Promise<string[]> {
  const info = await stat(path);
  if (!info.isDirectory()) return [path];
  return (await readdir(path)).filter(isSessionFile).sort().map((f) => join(path, f));
}

/** Unreadable entries always come through (so they are reported); readable ones only if they match. */
export function fileSessionSource(path: string): SessionSource {
  async function* all(): AsyncGenerator<SessionEntry> {
    for (const file of await filesOf(path)) yield* (file.endsWith('.jsonl') ? jsonlEntries(file) : jsonEntry(file));
  }
  return {
    description: path,
    async count(query) {
      // Records are counted, not read: what a narrowing query keeps is unknown until they are.
      if (narrows(query)) return null;
      let n = 0;
      for (const file of await filesOf(path)) {
        if (!file.endsWith('.jsonl')) { n++; continue; }
        for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) if (line.trim() !== '') n++;
      }
      return n;
    },
    async *sessions(query?: SessionQuery) {
      for await (const entry of all()) if (!entry.session || matchesQuery(entry.session, query)) yield entry;
    },
  };
}
