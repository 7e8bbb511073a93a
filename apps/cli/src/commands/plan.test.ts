import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planProgressSchema, type PlanProgress } from '@chorehouse/protocol';
import { openSqliteStore } from '@chorehouse/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';

describe('chorehouse plan and export consents: the collection plan and the consent decisions in the server\'s store', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chorehouse-plan-'));
  const before = process.env['DATA_DIR'];
  const show = async (): Promise<PlanProgress> => {
    const { code, out } = await runCli(['plan', 'show', '--json']);
    expect(code).toBe(0);
    return planProgressSchema.parse(JSON.parse(out));
  };

  beforeAll(async () => {
    const store = openSqliteStore(dataDir);
    await store.migrate();
    const episode = (id: string, benchmarkName: string, split: string) => ({
      id, taskName: benchmarkName, benchmarkName, params: [], floorPlan: 1, split, seed: 1, world: '{}', worldHash: 'h', solutionSteps: 1, createdAt: 1,
    });
    await store.addEpisode(episode('c1', 'Make Coffee', 'train'));
    await store.addEpisode(episode('c2', 'Make Coffee', 'valid_seen'));
    await store.createSession({ id: 's1', episodeId: 'c1', commanderId: 'a', followerId: 'b', botRole: null, startedAt: 0, owner: 'p' });
    await store.endSession('s1', { outcome: 'success', reason: 'done', at: 90_000 });
    await store.createSession({ id: 's2', episodeId: 'c2', commanderId: 'c', followerId: 'd', botRole: null, startedAt: 0, owner: 'p' });
    await store.recordConsent({ workerId: 'a', version: 'v1', decision: 'agreed', at: 5 });
    await store.recordConsent({ workerId: 'e', version: 'v1', decision: 'declined', at: 6 });
    await store.close();
    process.env['DATA_DIR'] = dataDir;
  });

  afterAll(() => {
    if (before === undefined) delete process.env['DATA_DIR'];
    else process.env['DATA_DIR'] = before;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sets a target and split targets, and shows progress against them', async () => {
    const set = await runCli(['plan', 'set', 'Make Coffee', '--target', '5', '--split', 'train=3', '--split', 'valid_seen=2']);
    expect(set).toMatchObject({ code: 0, out: 'Make Coffee: active, target 5, splits train=3 valid_seen=2\n' });
    const coffee = (await show()).tasks.find((t) => t.task === 'Make Coffee')!;
    expect(coffee).toMatchObject({ planned: true, target: 5, done: 1, inPlay: 1, remaining: 3, successRate: 1, medianDurationMs: 90_000, open: true });
    expect(coffee.splits.map((s) => [s.split, s.target, s.remaining])).toEqual([['train', 3, 2], ['valid_seen', 2, 1]]);
    const table = await runCli(['plan', 'show']);
    expect(table.out).toMatch(/^task\s+state\s+target\s+done/);
    expect(table.out).toMatch(/Make Coffee\s+active\s+5\s+1\s+1\s+3\s+100%\s+1\.5 min\s+2/);
    expect(table.out).toContain('Make Coffee / train: 1 done, 0 in play, 2 of 3 to go');
  });

  it('pauses and plans a library task before it has episodes; takes a task out', async () => {
    expect((await runCli(['plan', 'set', 'Make Coffee', '--state', 'paused'])).code).toBe(0);
    expect((await runCli(['plan', 'set', 'Water Plant', '--target', '4'])).code).toBe(0);
    expect((await show()).tasks.map((t) => [t.task, t.state, t.target, t.open])).toEqual([['Make Coffee', 'paused', 5, false], ['Water Plant', 'active', 4, false]]);
    expect(await runCli(['plan', 'remove', 'Water Plant'])).toMatchObject({ code: 0 });
    expect(await runCli(['plan', 'remove', 'Water Plant'])).toMatchObject({ code: 1, err: 'The plan has no task "Water Plant".\n' });
  });

  it('exports the consent decisions as JSON', async () => {
    const { code, out } = await runCli(['export', 'consents']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({ consents: [
      { workerId: 'a', version: 'v1', decision: 'agreed', at: 5 }, { workerId: 'e', version: 'v1', decision: 'declined', at: 6 },
    ] });
  });

  it.each([
    [['plan', 'set', 'Make Tee', '--target', '3'], /no task "Make Tee"/],
    [['plan', 'set', 'Make Coffee', '--target', 'many'], /--target: /],
    [['plan', 'set', 'Make Coffee', '--split', 'train'], /--split train: write split=count/],
    [['plan', 'set', 'Make Coffee', '--state', 'sleeping'], /--state: one of active, paused, retired/],
    [['plan', 'set', 'Make Coffee'], /say what to change/],
  ])('refuses %j', async (args, message) => {
    const { code, err } = await runCli(args);
    expect(code).toBe(2);
    expect(err).toMatch(message);
  });
});
