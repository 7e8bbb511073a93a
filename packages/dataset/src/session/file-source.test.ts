import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coffeeSession } from '../testing/coffee-session.js';
import { fileSessionSource } from './file-source.js';
import { sessionDocument } from './recorded-session.js';
import type { SessionEntry } from './parse-session.js';
import { EVERY_SESSION } from './session-source.js';

async function entries(path: string, query = {}): Promise<SessionEntry[]> {
  const out: SessionEntry[] = [];
  for await (const e of fileSessionSource(path).sessions(query)) out.push(e);
  return out;
}

describe('fileSessionSource', () => {
  const doc = sessionDocument(coffeeSession('s-1').session) as { events: unknown[] };

  it('reads a JSONL file line by line and reports a truncated last line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dataset-src-'));
    const line = JSON.stringify(doc);
    writeFileSync(join(dir, 'sessions.jsonl'), `${line}\n${line.slice(0, 500)}\n`);
    const got = await entries(join(dir, 'sessions.jsonl'));
    expect(got).toHaveLength(2);
    expect(got[0]!.session?.session.id).toBe('s-1');
    expect(got[0]!.problems).toEqual([]);
    expect(got[1]!.session).toBeNull();
    expect(got[1]!.problems[0]).toMatchObject({ code: 'source/bad_json', where: 'sessions.jsonl:2' });
    // Every record, counted without reading them; what a narrowing query (the default one too) keeps is not known.
    expect(await fileSessionSource(join(dir, 'sessions.jsonl')).count(EVERY_SESSION)).toBe(2);
    expect(await fileSessionSource(join(dir, 'sessions.jsonl')).count()).toBeNull();
    expect(await fileSessionSource(join(dir, 'sessions.jsonl')).count({ ...EVERY_SESSION, splits: ['train'] })).toBeNull();
  });

  it('reports a malformed event, a gap in sequence numbers and a log cut short', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dataset-src-'));
    const events = [...doc.events];
    events[3] = { ...(events[3] as object), kind: 'teleport' };
    events.splice(6, 1);
    events.pop();
    writeFileSync(join(dir, 'a.session.json'), JSON.stringify({ ...doc, events }));
    const [entry] = await entries(dir);
    expect(entry!.session).not.toBeNull();
    const codes = entry!.problems.map((p) => p.code);
    expect(codes).toEqual(['log/malformed_event', 'log/seq_gap', 'log/seq_gap', 'log/truncated']);
    expect(entry!.problems[0]).toMatchObject({ sessionId: 's-1', index: 3, seq: 4 });
    expect(entry!.problems[2]).toMatchObject({ field: 'seq', expected: 7, actual: 8 });
  });

  it('filters by split, task and outcome', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dataset-src-'));
    writeFileSync(join(dir, 'a.session.json'), JSON.stringify(doc));
    expect(await entries(dir, { splits: ['train'] })).toHaveLength(0);
    expect(await entries(dir, { splits: ['valid_seen'], tasks: ['Make Coffee'] })).toHaveLength(1);
    expect(await entries(dir, { since: Date.UTC(2030, 0, 1) })).toHaveLength(0);
    const live = mkdtempSync(join(tmpdir(), 'dataset-src-'));
    writeFileSync(join(live, 'a.session.json'), JSON.stringify(sessionDocument(coffeeSession('s-live').session)).replace('"status":"ended"', '"status":"live"'));
    expect(await entries(live, { includeUnsuccessful: true })).toHaveLength(0);
    expect(await entries(live, { includeUnsuccessful: true, includeLive: true })).toHaveLength(1);
  });
});
