import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportGames, exportInstances, fileSessionSource } from '@chorehouse/dataset';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';
import { GoalCommanderSeat, TextFollowerSeat, runSeatedTatc } from '@chorehouse/agents';
import { generateEpisode } from '@chorehouse/scenes';
import { recordedSession, sessionLine } from './tatc-sessions.js';

describe('chorehouse eval --agent text (the text Follower as an evaluation agent)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chorehouse-eval-text-'));

  beforeAll(async () => {
    // A session the plain-English Commander and the text Follower played (no coordinates in its chat).
    const drawn = generateEpisode({ floorPlan: 10, task: 'Make Coffee', seed: 3 });
    if (!drawn.ok) throw new Error(drawn.reason);
    const { episode } = drawn;
    const played = await runSeatedTatc(episode.world, { taskName: episode.task.name, params: episode.task.params }, {
      commander: new GoalCommanderSeat({ style: 'plain' }), follower: new TextFollowerSeat(),
    }, { recordEvents: true });
    expect(played.success).toBe(true);
    writeFileSync(join(dir, 'sessions.jsonl'), `${sessionLine(recordedSession(episode, played, 'Make Coffee', 'valid_unseen', 'eval-text'))}\n`);
    await exportGames(fileSessionSource(join(dir, 'sessions.jsonl')), { outDir: join(dir, 'data'), query: { includeBots: true } });
    await exportInstances('tfd', join(dir, 'data'), join(dir, 'data'));
  });

  it('reads the Commander\'s plain English of a TfD instance and finishes Make Coffee', async () => {
    const { code, out } = await runCli(['eval', '--instances', 'data/tfd_instances', '--agent', 'text', '--symbolic', '--json'], dir);
    expect(code).toBe(0);
    const report = JSON.parse(out) as { agent: string; metrics: { success: { success_rate: number; num_evals: number } } };
    expect(report.agent).toBe('text');
    expect(report.metrics.success).toMatchObject({ num_evals: 1, success_rate: 1 });
  }, 120_000);
});
