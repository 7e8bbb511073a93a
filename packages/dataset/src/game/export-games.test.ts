import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileSessionSource } from '../session/file-source.js';
import { sessionFromStore } from '../session/from-store.js';
import { sessionDocument } from '../session/recorded-session.js';
import { coffeeSession } from '../testing/coffee-session.js';
import { exportGames, gamePath } from './export-games.js';

describe('exportGames', () => {
  it('writes games/<split>/<game_id>.game.json and flags, never exports, logs that are malformed, truncated or do not replay', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dataset-export-'));
    const good = sessionDocument(coffeeSession('good').session) as { events: Record<string, unknown>[] };
    const tampered = sessionDocument(coffeeSession('tampered').session) as { events: Record<string, unknown>[] };
    tampered.events = tampered.events.map((e) => (e.kind === 'action' && (e.action as { name: string }).name === 'Pour' ? { ...e, action: { name: 'Pour', x: 0.01, y: 0.01 } } : e));
    const truncated = sessionDocument(coffeeSession('truncated').session) as { events: unknown[] };
    truncated.events = truncated.events.slice(0, 10);
    const malformed = sessionDocument(coffeeSession('malformed').session) as { events: unknown[] };
    malformed.events[5] = { seq: 6, kind: 'action', role: 'follower' };
    writeFileSync(join(dir, 'sessions.jsonl'), [good, tampered, truncated, malformed].map((d) => JSON.stringify(d)).join('\n') + '\n{"format":"chorehouse.sess');
    const out = join(dir, 'out');
    const summary = await exportGames(fileSessionSource(join(dir, 'sessions.jsonl')), { outDir: out });
    expect(summary.written.map((w) => w.sessionId)).toEqual(['good']);
    expect(existsSync(gamePath(out, 'valid_seen', summary.written[0]!.gameId))).toBe(true);
    expect(summary.flagged.map((f) => [f.sessionId, f.problems[0]!.code])).toEqual([
      ['tampered', 'replay/outcome_differs'],
      ['truncated', 'log/truncated'],
      ['malformed', 'log/malformed_event'],
      [null, 'source/bad_json'],
    ]);
    expect(summary.flagged[0]!.problems[0]).toMatchObject({ field: 'outcome.success', expected: true, actual: false });
    expect(summary.flagged[3]!.where).toBe('sessions.jsonl:5');
  });

  it('re-checks the query on what a source yields (a source may filter less than asked)', async () => {
    const sessions = [coffeeSession('lax-train', 'train').session, coffeeSession('lax-valid', 'valid_seen').session];
    const lax = { description: 'lax', count: async () => null, async *sessions() { for (const session of sessions) yield { session, problems: [], where: session.session.id }; } };
    const summary = await exportGames(lax, { outDir: mkdtempSync(join(tmpdir(), 'dataset-lax-')), query: { splits: ['train'] } });
    expect(summary.written.map((w) => w.sessionId)).toEqual(['lax-train']);
  });

  it('reads the store\'s records the same way', () => {
    const s = coffeeSession('from-store').session;
    const entry = sessionFromStore({
      session: s.session,
      episode: { ...s.episode, world: JSON.stringify(s.episode.world) },
      workers: [{ id: 'w-commander', platform: 'prolific' }],
      surveys: [{ sessionId: s.session.id, workerId: 'w-follower', role: 'follower', rating: 5, comment: 'fun', createdAt: 1 }],
      events: s.events,
    });
    expect(entry.problems).toEqual([]);
    expect(entry.session!.workers).toEqual([
      { id: 'w-commander', platform: 'prolific', role: 'commander', bot: false },
      { id: 'w-follower', platform: 'unknown', role: 'follower', bot: false },
    ]);
    expect(entry.session!.surveys).toEqual([{ workerId: 'w-follower', role: 'follower', rating: 5, comment: 'fun', createdAt: 1 }]);
    expect(entry.session!.events).toEqual(s.events);
    const broken = sessionFromStore({ session: s.session, episode: { ...s.episode, world: '{"formatVer' }, workers: [], surveys: [], events: [] });
    expect(broken).toMatchObject({ session: null, problems: [{ code: 'source/bad_json', sessionId: 'from-store' }] });
  });
});

describe('provenance', () => {
  it('leaves sessions with a bot seat out unless asked, and game files say who held each seat', async () => {
    const { readFileSync } = await import('node:fs');
    const dir = mkdtempSync(join(tmpdir(), 'dataset-bots-'));
    const human = coffeeSession('human-human').session;
    const practice = coffeeSession('with-bot').session;
    const declared = coffeeSession('bots-play').session;
    const docs = [
      sessionDocument(human),
      sessionDocument({ ...practice, session: { ...practice.session, botRole: 'follower' } }),
      // `chorehouse bots play`: two programs that declared themselves; the store recorded bot seats.
      sessionDocument({ ...declared, session: { ...declared.session, seats: { commander: 'bot', follower: 'bot' } } }),
    ];
    writeFileSync(join(dir, 'sessions.jsonl'), docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
    const source = fileSessionSource(join(dir, 'sessions.jsonl'));
    const plain = await exportGames(source, { outDir: join(dir, 'plain') });
    expect(plain.written.map((w) => w.sessionId)).toEqual(['human-human']);
    const all = await exportGames(source, { outDir: join(dir, 'all'), query: { includeBots: true } });
    const seats = Object.fromEntries(all.written.map((w) => [w.sessionId, (JSON.parse(readFileSync(w.path, 'utf8')) as { chorehouse: { seats: unknown } }).chorehouse.seats]));
    expect(seats).toEqual({
      'human-human': { commander: 'human', follower: 'human' }, 'with-bot': { commander: 'human', follower: 'bot' }, 'bots-play': { commander: 'bot', follower: 'bot' },
    });
  });
});

describe('pilot sessions', () => {
  it('are left out of a file source\'s export unless asked for, like bot sessions', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dataset-pilot-'));
    const real = coffeeSession('real').session;
    const pilot = coffeeSession('pilot').session;
    writeFileSync(join(dir, 'sessions.jsonl'), [sessionDocument(real), sessionDocument({ ...pilot, session: { ...pilot.session, pilot: true } })].map((d) => JSON.stringify(d)).join('\n') + '\n');
    const source = fileSessionSource(join(dir, 'sessions.jsonl'));
    expect((await exportGames(source, { outDir: join(dir, 'plain') })).written.map((w) => w.sessionId)).toEqual(['real']);
    expect((await exportGames(source, { outDir: join(dir, 'all'), query: { includePilot: true } })).written.map((w) => w.sessionId).sort()).toEqual(['pilot', 'real']);
  });
});

describe('rejected sessions', () => {
  it('are left out of an export unless asked for; approved and unreviewed ones stay', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dataset-review-'));
    const review = (decision: 'approved' | 'rejected') => ({ decision, reason: decision === 'rejected' ? 'the Commander typed the whole plan at once' : '', reviewer: 'ann', at: 5 });
    const docs = (['rejected', 'approved', 'unreviewed'] as const).map((id) => {
      const s = coffeeSession(id).session;
      return sessionDocument(id === 'unreviewed' ? s : { ...s, session: { ...s.session, review: review(id) } });
    });
    writeFileSync(join(dir, 'sessions.jsonl'), docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
    const source = fileSessionSource(join(dir, 'sessions.jsonl'));
    expect((await exportGames(source, { outDir: join(dir, 'plain') })).written.map((w) => w.sessionId).sort()).toEqual(['approved', 'unreviewed']);
    expect((await exportGames(source, { outDir: join(dir, 'all'), query: { includeRejected: true } })).written.map((w) => w.sessionId).sort()).toEqual(['approved', 'rejected', 'unreviewed']);
  });
});

describe('exportGames on worker threads', () => {
  it('writes the same files with two workers as in one thread', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { syntheticSession } = await import('../testing/synthetic-session.js');
    const dir = mkdtempSync(join(tmpdir(), 'dataset-jobs-'));
    const lines = [8, 1001, 1002, 1003].map((k) => JSON.stringify(sessionDocument(syntheticSession(k).session)));
    writeFileSync(join(dir, 'sessions.jsonl'), `${lines.join('\n')}\n`);
    const one = await exportGames(fileSessionSource(join(dir, 'sessions.jsonl')), { outDir: join(dir, 'one'), query: { includeUnsuccessful: true }, instances: { edh: true, tfd: true } });
    const two = await exportGames(fileSessionSource(join(dir, 'sessions.jsonl')), { outDir: join(dir, 'two'), query: { includeUnsuccessful: true }, instances: { edh: true, tfd: true }, jobs: 2 });
    expect(two.written.map((w) => w.gameId)).toEqual(one.written.map((w) => w.gameId));
    expect(two.instances).toEqual(one.instances);
    for (const folder of ['games/train', 'edh_instances/train', 'tfd_instances/train']) {
      const names = readdirSync(join(dir, 'one', folder));
      expect(readdirSync(join(dir, 'two', folder))).toEqual(names);
      for (const n of names) expect(readFileSync(join(dir, 'two', folder, n), 'utf8')).toBe(readFileSync(join(dir, 'one', folder, n), 'utf8'));
    }
  });
});
