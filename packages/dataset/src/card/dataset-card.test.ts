import { mkdtempSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportGames } from '../game/export-games.js';
import { codeVersions } from '../provenance/code-versions.js';
import { fileSessionSource } from '../session/file-source.js';
import { sessionDocument, type RecordedSession } from '../session/recorded-session.js';
import { coffeeSession } from '../testing/coffee-session.js';
import type { DatasetCard } from './dataset-card.js';

/** A coffee session of its own id and split, played by two workers of its own, changed as `change` says. */
function session(id: string, split: string, change: (s: RecordedSession) => RecordedSession = (s) => s): RecordedSession {
  const s = coffeeSession(id, split).session;
  const [c, f] = [`${id}-c`, `${id}-f`];
  return change({
    ...s,
    session: { ...s.session, commanderId: c, followerId: f, provenance: codeVersions() },
    workers: [{ id: c, platform: 'prolific', role: 'commander', bot: false }, { id: f, platform: 'mturk', role: 'follower', bot: false }],
  });
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const filesIn = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => join(d.parentPath, d.name)) : []);

describe('the dataset card', () => {
  it('says what the export holds, per task and split, equal to the exported files, and what it left out and why', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dataset-card-'));
    const sessions = [
      session('a', 'train'), session('b', 'train'), session('c', 'valid_seen'),
      // The same workers again: workers are counted once.
      session('d', 'valid_seen', (s) => ({ ...s, session: { ...s.session, commanderId: 'a-c', followerId: 'a-f' }, workers: s.workers.map((w) => ({ ...w, id: w.role === 'commander' ? 'a-c' : 'a-f' })) })),
      session('pilot', 'train', (s) => ({ ...s, session: { ...s.session, pilot: true } })),
      session('rejected', 'train', (s) => ({ ...s, session: { ...s.session, review: { decision: 'rejected', reason: 'scripted', reviewer: 'ann', at: 1 } } })),
      session('bot', 'train', (s) => ({ ...s, session: { ...s.session, seats: { commander: 'human', follower: 'bot' } } })),
      session('short', 'train', (s) => ({ ...s, session: { ...s.session, outcome: 'finished' } })),
      // Asked for, but a logged outcome the simulator does not reproduce: a replay failure.
      session('broken', 'train', (s) => ({ ...s, events: s.events.map((e) => (e.kind === 'action' && e.action.name === 'Pour' ? { ...e, outcome: { ...e.outcome, success: false } } : e)) })),
    ];
    writeFileSync(join(dir, 'sessions.jsonl'), sessions.map((s) => JSON.stringify(sessionDocument(s))).join('\n') + '\n');
    const out = join(dir, 'out');
    const summary = await exportGames(fileSessionSource(join(dir, 'sessions.jsonl')), {
      outDir: out, instances: { edh: true, tfd: true }, card: { licence: 'CC-BY-NC-4.0', consents: null, createdAt: Date.UTC(2026, 10, 29) },
    });
    const card = readJson(join(out, 'dataset-card.json')) as unknown as DatasetCard;
    expect(card).toEqual(JSON.parse(JSON.stringify(summary.card)));

    // Counted again from the files on disk.
    const games = filesIn(join(out, 'games')).map((p) => readJson(p).chorehouse as { split: string; benchmark_name: string; success: boolean; session_id: string; provenance: unknown });
    const instances = (kind: 'edh_instances' | 'tfd_instances', split: string) => filesIn(join(out, kind, split)).length;
    const splits = [...new Set(games.map((g) => g.split))].sort();
    expect(card.groups.map((g) => [g.task, g.split, g.sessions, g.successes, g.edhInstances, g.tfdInstances])).toEqual(
      splits.map((sp) => ['Make Coffee', sp, games.filter((g) => g.split === sp).length, games.filter((g) => g.split === sp && g.success).length, instances('edh_instances', sp), instances('tfd_instances', sp)]),
    );
    expect(card.totals).toMatchObject({
      sessions: games.length, games: games.length, successes: games.filter((g) => g.success).length,
      edhInstances: filesIn(join(out, 'edh_instances')).length, tfdInstances: filesIn(join(out, 'tfd_instances')).length,
      // a, b, c and d: d's workers are a's.
      workers: 6, workersPerPlatform: { prolific: 3, mturk: 3 },
    });
    expect(games.map((g) => g.session_id).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(card.totals.edhInstances).toBeGreaterThan(0);
    expect(card.excluded).toEqual({ live: 0, bots: 1, pilot: 1, rejected: 1, unsuccessful: 1, replayFailures: 1 });
    expect(card.recordedWith).toEqual([{ provenance: codeVersions(), sessions: 4 }]);
    expect(card).toMatchObject({ licence: 'CC-BY-NC-4.0', consent: null, exportedWith: codeVersions(), createdAt: '2026-11-29T00:00:00.000Z' });

    // The Markdown says the same figures.
    const md = readFileSync(join(out, 'DATASET_CARD.md'), 'utf8');
    expect(md).toContain('CC-BY-NC-4.0');
    expect(md).toContain(`- Sessions: ${games.length} (one TEACh game file each), ${card.totals.successes} ended in success`);
    expect(md).toContain(`- Workers: 6 (prolific 3, mturk 3).`);
    expect(md).toContain(`- EDH instances: ${card.totals.edhInstances}; TfD instances: ${card.totals.tfdInstances}`);
    for (const g of card.groups) expect(md).toContain(`| ${g.task} | ${g.split} | ${g.sessions} | ${g.successes} | ${g.edhInstances} | ${g.tfdInstances} |`);
    expect(md).toContain('| rejected by a reviewer (`--include-rejected`) | 1 |');
    expect(md).toContain('| asked for, but did not replay exactly (see flagged.json or the command\'s report) | 1 |');
    expect(md).toContain(`| the simulator's rules | \`${codeVersions().rules}\` | \`${codeVersions().rules}\` |`);
  });

  it('counts the consent versions the exported workers agreed to, and says when no licence was given', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dataset-card-consent-'));
    writeFileSync(join(dir, 's.jsonl'), `${JSON.stringify(sessionDocument(session('a', 'train')))}\n`);
    const consents = [
      { workerId: 'a-c', version: 'v2', decision: 'agreed' as const, at: 1 }, { workerId: 'a-f', version: 'v2', decision: 'agreed' as const, at: 1 },
      { workerId: 'a-f', version: 'v1', decision: 'agreed' as const, at: 0 }, { workerId: 'other', version: 'v2', decision: 'agreed' as const, at: 1 },
      { workerId: 'a-c', version: 'v1', decision: 'declined' as const, at: 0 },
    ];
    const { card } = await exportGames(fileSessionSource(join(dir, 's.jsonl')), { outDir: join(dir, 'out'), card: { licence: null, consents, createdAt: 0 } });
    expect(card!.consent).toEqual([{ version: 'v1', workers: 1 }, { version: 'v2', workers: 2 }]);
    const md = readFileSync(join(dir, 'out', 'DATASET_CARD.md'), 'utf8');
    expect(md).toContain('No licence was given');
    expect(md).toContain('versions `v1` (1 worker), `v2` (2 workers)');
  });
});
