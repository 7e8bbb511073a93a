import { describe, expect, it } from 'vitest';
import type { SessionEntry } from '../session/parse-session.js';
import { matchesQuery, type SessionSource } from '../session/session-source.js';
import { coffeeSession } from '../testing/coffee-session.js';
import { gameLines } from './game-lines.js';

describe('gameLines', () => {
  it('streams one line per game, one per flagged session and a closing summary', async () => {
    const good = coffeeSession('stream-good').session;
    const entries: SessionEntry[] = [
      { session: good, problems: [], where: 'a' },
      { session: null, problems: [{ code: 'source/bad_json', where: 'b:2', message: 'cut' }], where: 'b:2' },
    ];
    const source: SessionSource = {
      description: 'memory', count: async () => 2,
      async *sessions(q) { for (const e of entries) if (!e.session || matchesQuery(e.session, q)) yield e; },
    };
    const lines: string[] = [];
    for await (const line of gameLines(source)) lines.push(line);
    const parsed = lines.map((l) => JSON.parse(l) as { kind: string; game?: { version: string }; problems?: unknown[] });
    expect(parsed.map((p) => p.kind)).toEqual(['game', 'flagged', 'end']);
    expect(parsed[0]!.game!.version).toBe('2.0');
    expect(parsed[2]).toEqual({ kind: 'end', games: 1, flagged: 1 });
    expect(lines.every((l) => l.endsWith('\n') && !l.slice(0, -1).includes('\n'))).toBe(true);
  });
});
