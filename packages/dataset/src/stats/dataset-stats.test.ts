import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportGames } from '../game/export-games.js';
import type { SessionEntry } from '../session/parse-session.js';
import type { SessionSource } from '../session/session-source.js';
import { matchesQuery } from '../session/session-source.js';
import { coffeeKitchen, coffeeScript, coffeeSession } from '../testing/coffee-session.js';
import { scriptedSession } from '../testing/scripted-session.js';
import { datasetStats } from './dataset-stats.js';
import { meanStd } from './summary.js';
import { statsFiles } from './stats-files.js';

function memorySource(entries: SessionEntry[]): SessionSource {
  return {
    description: 'memory',
    async count() { return entries.length; },
    async *sessions(query) { for (const e of entries) if (!e.session || matchesQuery(e.session, query)) yield e; },
  };
}

describe('datasetStats', () => {
  it('computes Table 2, success over all sessions, utterance lengths and EDH instances per split', async () => {
    const world = coffeeKitchen();
    const unfinished = scriptedSession(world, coffeeScript(world).slice(0, 6), { sessionId: 'coffee-gave-up', taskName: 'Coffee', benchmarkName: 'Make Coffee', split: 'valid_seen', floorPlan: 1 });
    const entries = [coffeeSession('coffee-a').session, coffeeSession('coffee-b', 'train').session, unfinished.session].map((session) => ({ session, problems: [], where: session.session.id }));
    const out = mkdtempSync(join(tmpdir(), 'dataset-stats-'));
    const summary = await exportGames(memorySource(entries), { outDir: out, query: { includeUnsuccessful: true } });
    expect(summary.written).toHaveLength(3);
    const stats = await datasetStats(out);
    expect(stats.games).toBe(3);
    const row = stats.table2[0]!;
    expect(row).toMatchObject({ task: 'Make Coffee', parameterVariants: 1, uniqueScenes: 1, sessions: 3, successes: 2 });
    expect(row.successRate).toBeCloseTo(2 / 3, 12);
    // 5, 5 and 2 utterances; 25, 25 and 6 interactions (the Stop closing a finished session included).
    expect(row.utterancesPerSession).toEqual(meanStd([5, 5, 2]));
    expect(row.allActionsPerSession.mean).toBeCloseTo((25 + 25 + 6) / 3, 12);
    // The unfinished session only picked the mug up, which Make Coffee does not check: no instance.
    expect(stats.edhInstancesPerSplit).toEqual({ train: 2, valid_seen: 2 });
    expect(stats.utteranceLengths.Driver['1']).toBe(2); // "done" twice
    // Table 3 over the same games: 2 sessions per split (one valid_seen session unfinished), instances as above.
    expect(stats.dialogue.table3.rows).toEqual([
      { split: 'train', sessions: 1, edhInstances: 2, tfdInstances: 1 }, { split: 'valid_seen', sessions: 2, edhInstances: 2, tfdInstances: 2 },
    ]);
    expect(stats.dialogue.utterancesPerSpeaker).toEqual({ Commander: 2 + 2 + 1, Driver: 3 + 3 + 1 });
    expect(stats.dialogue.vocabularySize).toBeGreaterThan(20);
    const files = statsFiles(stats);
    expect(files['table3.csv']).toBe('split,sessions,edh_instances,tfd_instances\ntrain,1,2,1\nvalid_seen,2,2,2\ntotal,3,4,3\n');
    expect(files['table6.csv']!.split('\n').map((l) => l.split(',')[0])).toEqual(['speaker', 'Commander', 'Follower', 'All', '']);
    expect(files['table2.csv']!.split('\n')[1]).toMatch(/^Make Coffee,1,1,3,4,1\.732,/);
    expect(files['utterance_lengths.svg']).toMatch(/^<svg /);
    expect(JSON.parse(readFileSync(summary.written[0]!.path, 'utf8')).version).toBe('2.0');
  });

  it('meanStd uses the sample standard deviation', () => {
    expect(meanStd([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ mean: 5, std: Math.sqrt(32 / 7) });
  });
});
