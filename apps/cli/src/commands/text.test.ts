import { mkdtempSync, writeFileSync } from 'node:fs';
import { exportGames, fileSessionSource } from '@chorehouse/dataset';
import { playedCoffeeSession } from '../testing/played-coffee.js';
import { sessionLine } from './tatc-sessions.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';

describe('chorehouse text play', () => {
  it('plays a piped script of admissible and free-form commands, and records a session that replays exactly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chorehouse-text-'));
    // The mug in the coffee machine is out of sight from the start (the machine's head hides it): the first step walks there.
    const script = ['help', 'look', 'grab the mug from the coffee maker', 'take the mug from the coffee maker', 'wash it', 'empty mug 3', 'put it in the coffee maker', 'turn on the coffee maker', ''].join('\n');
    const played = await runCli(['text', 'play', '--task', 'Make Coffee', '--record', 'text.jsonl'], dir, script);
    expect(played.out).toContain('-= FloorPlan1-coffee-s268435456 =-');
    expect(played.out).toMatch(/You are in the middle of a room\. Looking quickly around you, you see a cabinet 1, /);
    expect(played.out).toContain('Admissible commands:\n  look\n  inventory\n  go to cabinet 1');
    expect(played.out).toContain('(go to coffeemachine 1)\nYou arrive at coffeemachine 1. On the coffeemachine 1, you see a mug 3.');
    expect(played.out).toContain('(take mug 3 from coffeemachine 1)\nYou pick up the mug 3 from the coffeemachine 1.');
    expect(played.out).toContain('(clean mug 3 with sinkbasin 1)\nYou clean the mug 3 using the sinkbasin 1.');
    expect(played.out).toContain('You turn on the coffeemachine 1.');
    expect(played.out).toMatch(/The task is done, in \d+ actions\./);
    expect(played.code).toBe(0);
    const replayed = await runCli(['replay', '--sessions', 'text.jsonl'], dir);
    expect(replayed.out).toContain('1 replay exactly, 0 do not');
    expect(replayed.code).toBe(0);
  });

  it('says the task is not done when the script ends early', async () => {
    const r = await runCli(['text', 'play', '--demo', '--observability', 'full'], tmpdir(), 'inventory\ntake mug 2 from countertop 1\n');
    expect(r.out).toContain('-= demo-kitchen-coffee =-');
    expect(r.out).toContain('You pick up the mug 2 from the countertop 1.');
    expect(r.out).toContain('You are not carrying anything.');
    expect(r.out).toMatch(/The task is not done \(\d+ actions\)\./);
    expect(r.code).toBe(1);
  });
});

describe('chorehouse tatc run with the text Follower', () => {
  it('lets the plain-English rule-based Commander lead the text Follower', async () => {
    const { code, out } = await runCli(['tatc', 'run', '--follower', 'text', '--split', 'valid_unseen', '--task', 'Make Coffee', '--per-task', '1', '--json']);
    const report = JSON.parse(out) as { commander: string; follower: string; sessions: { success: boolean }[] };
    expect(report).toMatchObject({ commander: 'rule-based', follower: 'text' });
    expect(report.sessions).toEqual([expect.objectContaining({ success: true })]);
    expect(code).toBe(0);
  });

  it('plays the initial states of collected games (a game file from export games)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chorehouse-tatc-games-'));
    writeFileSync(join(dir, 'sessions.jsonl'), `${sessionLine(playedCoffeeSession('tatc-games'))}\n`);
    await exportGames(fileSessionSource(join(dir, 'sessions.jsonl')), { outDir: join(dir, 'data'), query: { includeBots: true } });
    const { code, out } = await runCli(['tatc', 'run', '--games', 'data', '--follower', 'text', '--json'], dir);
    const report = JSON.parse(out) as { table: { overall: { sessions: number; successRate: number } }; sessions: { task: string; success: boolean }[] };
    expect(report.sessions).toEqual([expect.objectContaining({ task: 'Coffee', success: true })]);
    expect(report.table.overall).toMatchObject({ sessions: 1, successRate: 1 });
    expect(code).toBe(0);
  });

  it('names the kinds it knows when given one it does not', async () => {
    const { code, err } = await runCli(['tatc', 'run', '--follower', 'telepathic']);
    expect(code).toBe(2);
    expect(err).toContain('No Follower kind "telepathic" (rule-based, text, module, http, llm)');
  });
});
