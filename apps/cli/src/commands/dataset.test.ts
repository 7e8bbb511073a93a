import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';
import { playedCoffeeSession } from '../testing/played-coffee.js';
import { sessionLine } from './tatc-sessions.js';

const run = (args: readonly string[], cwd: string) => runCli(args, cwd);

describe('chorehouse replay, export, eval and stats on a session the rule-based agents played', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chorehouse-dataset-'));
  const played = playedCoffeeSession();
  writeFileSync(join(dir, 'sessions.jsonl'), `${sessionLine(played)}\n`);

  it('the session succeeded and replays to the same final hash', async () => {
    expect(played.session.outcome).toBe('success');
    const { code, out } = await run(['replay', '--sessions', 'sessions.jsonl', '--json'], dir);
    expect(code).toBe(0);
    const report = JSON.parse(out) as { ok: number; results: { replay: { finalHash: string; recordedFinalHash: string } }[] };
    expect(report.ok).toBe(1);
    expect(report.results[0]!.replay.finalHash).toBe(played.finalWorldHash);
  });

  it('exports a game file, cuts EDH and TfD instances, and the reference agent is evaluated on them', async () => {
    // Both seats are the rule-based agents: a bot session, left out unless asked for.
    const left = JSON.parse((await run(['export', 'games', '--sessions', 'sessions.jsonl', '--out', 'no-bots', '--json'], dir)).out) as { written: number };
    expect(left.written).toBe(0);
    const games = await run(['export', 'games', '--sessions', 'sessions.jsonl', '--out', 'data', '--include-bots', '--json'], dir);
    expect(games.code).toBe(0);
    const written = JSON.parse(games.out) as { games: { gameId: string; split: string; path: string }[] };
    expect(written.games).toHaveLength(1);
    const game = JSON.parse(readFileSync(written.games[0]!.path, 'utf8')) as { tasks: { task_name: string; episodes: { interactions: { agent_id: number; action_id: number }[] }[] }[] };
    expect(game.tasks[0]!.task_name).toBe('Coffee');
    const interactions = game.tasks[0]!.episodes[0]!.interactions;
    const followerActions = played.events.filter((e) => e.kind === 'action' && e.role === 'follower').length;
    // The bot Commander moves its camera: its moves are Commander interactions of the game file.
    expect(interactions.filter((i) => i.agent_id === 0 && i.action_id >= 2 && i.action_id <= 9).length).toBe(played.events.filter((e) => e.kind === 'action' && e.role === 'commander').length);
    expect(played.events.some((e) => e.kind === 'action' && e.role === 'commander')).toBe(true);
    expect(interactions.filter((i) => i.agent_id === 1 && i.action_id !== 100).length).toBeGreaterThanOrEqual(followerActions);

    const edh = await run(['export', 'edh', '--games', 'data', '--out', 'data', '--json'], dir);
    expect(edh.code).toBe(0);
    const files = readdirSync(join(dir, 'data/edh_instances/valid_unseen'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(f).toMatch(new RegExp(`^${written.games[0]!.gameId}\\.edh[0-9]+\\.json$`));
    // Every instance's history ends on a Commander instruction and its future acts on the world.
    for (const f of files) {
      const i = JSON.parse(readFileSync(join(dir, 'data/edh_instances/valid_unseen', f), 'utf8')) as { pred_start_idx: number; interactions: { action_id: number }[]; driver_actions_future: { obj_interaction_action: number }[] };
      expect(i.interactions[i.pred_start_idx - 1]!.action_id).toBe(100);
      expect(i.driver_actions_future.some((a) => a.obj_interaction_action === 1)).toBe(true);
    }
    expect((await run(['export', 'tfd', '--games', 'data', '--out', 'data'], dir)).code).toBe(0);
    expect(readdirSync(join(dir, 'data/tfd_instances/valid_unseen'))).toEqual([`${written.games[0]!.gameId}.tfd0.json`]);
    // One pass (--edh --tfd) writes the same instance files as cutting the game files.
    expect((await run(['export', 'games', '--sessions', 'sessions.jsonl', '--out', 'one-pass', '--include-bots', '--edh', '--tfd', '--jobs', '2'], dir)).code).toBe(0);
    for (const folder of ['edh_instances/valid_unseen', 'tfd_instances/valid_unseen']) {
      const names = readdirSync(join(dir, 'data', folder));
      expect(readdirSync(join(dir, 'one-pass', folder))).toEqual(names);
      for (const n of names) expect(readFileSync(join(dir, 'one-pass', folder, n), 'utf8')).toBe(readFileSync(join(dir, 'data', folder, n), 'utf8'));
    }

    const tfdEval = await run(['eval', '--instances', 'data/tfd_instances', '--agent', 'rule-based', '--json'], dir);
    expect(tfdEval.code).toBe(0);
    const metrics = JSON.parse(tfdEval.out) as { metrics: { success: { success_rate: number; num_evals: number } } };
    expect(metrics.metrics.success).toMatchObject({ num_evals: 1, success_rate: 1 });
    const edhEval = await run(['eval', '--instances', 'data/edh_instances', '--agent', 'rule-based'], dir);
    expect(edhEval.code).toBe(0);
    expect(edhEval.out).toMatch(/success rate\s+\d/);
    // Goal-condition success both ways, named as such (the paper's macro average, TEACh's evaluator's micro).
    expect(edhEval.out).toMatch(/GC success, micro average\s+\d/);
    expect(edhEval.out).toMatch(/GC success, macro average\s+\d/);
    const tfdFile = JSON.parse(readFileSync(join(dir, 'data/tfd_instances/valid_unseen', readdirSync(join(dir, 'data/tfd_instances/valid_unseen'))[0]!), 'utf8')) as { driver_actions_future: { action_name: string }[] };
    expect(tfdFile.driver_actions_future.map((a) => a.action_name)).not.toContain('Text');

    const stats = await run(['stats', '--games', 'data', '--out', 'stats', '--json'], dir);
    expect(stats.code).toBe(0);
    expect(JSON.parse(stats.out)).toMatchObject({ games: 1, table2: [{ task: 'Make Coffee', sessions: 1, successRate: 1 }] });
    expect(JSON.parse(stats.out).dialogue).toMatchObject({ table3: { rows: [{ split: 'valid_unseen', sessions: 1 }] }, utterancesPerSpeaker: { Commander: expect.any(Number) } });
    expect(readdirSync(join(dir, 'stats')).sort()).toEqual([
      'edh_per_split.csv', 'edh_per_split.svg', 'stats.json', 'success_by_task.svg', 'table2.csv', 'table3.csv', 'table6.csv', 'utterance_lengths.csv', 'utterance_lengths.svg',
    ]);
    const text = await run(['stats', '--games', 'data'], dir);
    expect(text.out).toMatch(/^Table 3\nSplit\s+Sessions\s+EDH instances\s+TfD instances\nvalid_unseen\s+1\s+\d+\s+1\ntotal/m);
    expect(text.out).toMatch(/^Table 6\nSpeaker .*Vocabulary\nCommander /m);
    expect(text.out).toMatch(/^Vocabulary size: \d+ words; utterances: Commander \d+, Follower \d+$/m);
  });

  it('filters by split, task and start time', async () => {
    const none = await run(['export', 'games', '--sessions', 'sessions.jsonl', '--out', 'filtered', '--include-bots', '--since', '2030-01-01', '--json'], dir);
    expect(JSON.parse(none.out)).toMatchObject({ written: 0, flagged: 0 });
    const coffee = await run(['export', 'games', '--sessions', 'sessions.jsonl', '--out', 'filtered', '--include-bots', '--task', 'Make Coffee', '--split', 'valid_unseen', '--since', '2026-10-31T00:00:00Z', '--json'], dir);
    expect(JSON.parse(coffee.out)).toMatchObject({ written: 1 });
    expect((await run(['export', 'games', '--sessions', 'sessions.jsonl', '--out', 'filtered', '--split', 'validation'], dir)).code).toBe(2);
    expect((await run(['export', 'games', '--sessions', 'sessions.jsonl', '--out', 'filtered', '--since', 'last week'], dir)).code).toBe(2);
  });

  it('reports a truncated log and exits 1 instead of crashing', async () => {
    const line = sessionLine(played);
    writeFileSync(join(dir, 'broken.jsonl'), `${line}\n${line.slice(0, line.length / 2)}\n`);
    const replay = await run(['replay', '--sessions', 'broken.jsonl'], dir);
    expect(replay.code).toBe(1);
    expect(replay.out).toContain('[source/bad_json] broken.jsonl:2');
    const exported = await run(['export', 'games', '--sessions', 'broken.jsonl', '--out', 'broken-out', '--include-bots'], dir);
    expect(exported.code).toBe(1);
    expect(exported.out).toMatch(/Wrote 1 game file/);
    expect(exported.out).toContain('Flagged, not exported (1)');
  });

  it('says why nothing came out: a folder with no sessions or games, or sessions none of which were asked for', async () => {
    mkdirSync(join(dir, 'empty'), { recursive: true });
    expect((await run(['replay', '--sessions', 'empty'], dir)).out).toMatch(/Replayed 0 session\(s\).*\nFound no sessions there: session records are \*\.session\.json or \*\.jsonl/);
    expect((await run(['export', 'games', '--sessions', 'empty', '--out', 'empty-out'], dir)).out).toMatch(/Wrote 0 game file\(s\).*\nFound no sessions there/);
    // The one session there is the agents' (bot seats): left out unless --include-bots.
    expect((await run(['export', 'games', '--sessions', 'sessions.jsonl', '--out', 'empty-out'], dir)).out).toMatch(/None of its 1 session\(s\) was asked for: .*--include-bots/);
    for (const args of [['export', 'edh', '--games', 'empty', '--out', 'empty-out'], ['stats', '--games', 'empty']]) {
      expect((await run(args, dir)).out).toContain('Found no game files there: --games wants the folder holding games/<split>/*.game.json');
    }
  });

  it('every dataset command has --help and rejects bad usage with exit 2', async () => {
    for (const args of [['replay'], ['export', 'games'], ['export', 'edh'], ['export', 'tfd'], ['eval'], ['stats']]) {
      const help = await run([...args, '--help'], dir);
      expect(help.code).toBe(0);
      expect(help.out).toMatch(/^Usage: chorehouse/);
    }
    expect((await run(['replay'], dir)).code).toBe(2);
    expect((await run(['eval', '--instances', '.', '--agent', 'telepathy'], dir)).code).toBe(2);
    expect((await run(['export', 'games', '--sessions', 'sessions.jsonl'], dir)).code).toBe(2);
  });
});

describe('chorehouse tatc record', () => {
  it('writes sessions the dataset commands read, and they replay', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chorehouse-record-'));
    const recorded = await run(['tatc', 'record', '--out', 'rec.jsonl', '--task', 'Water Plant', '--task', 'Make Coffee', '--json'], dir);
    expect(recorded.code).toBe(0);
    const report = JSON.parse(recorded.out) as { sessions: { task: string; outcome: string }[] };
    expect(report.sessions.map((s) => [s.task, s.outcome])).toEqual([['Water Plant', 'success'], ['Make Coffee', 'success']]);
    expect(readFileSync(join(dir, 'rec.jsonl'), 'utf8').trim().split('\n')).toHaveLength(2);
    expect((await run(['replay', '--sessions', 'rec.jsonl'], dir)).code).toBe(0);
  });
});
