import { describe, expect, it } from 'vitest';
import { benchmarkNameOf, formatTatcTable, tatcTable, type TatcSessionSummary } from './tatc-table.js';

const session = (taskName: string, params: string[], success: boolean, commanderActions: number, followerActions: number, satisfied = success ? 2 : 1): TatcSessionSummary =>
  ({ taskName, params, success, commanderActions, followerActions, goalConditions: { satisfied, total: 2 } });

describe('TATC table (the TEACh paper\'s Table 5 layout)', () => {
  const results = [
    session('Coffee', [], true, 4, 10), session('Coffee', [], false, 6, 20),
    session('Boil X', ['Potato'], true, 5, 30), session('Boil X', ['Apple'], true, 5, 10),
    session('Salad', ['1', '1', '1'], true, 20, 60),
  ];
  const table = tatcTable(results);

  it('names rows by benchmark task, all twelve in the paper\'s order, then others', () => {
    expect(benchmarkNameOf('Boil X', ['Potato'])).toBe('Boil Potato');
    expect(benchmarkNameOf('Boil X', ['Apple'])).toBe('Boil X');
    expect(benchmarkNameOf('Coffee', [])).toBe('Make Coffee');
    expect(table.rows.map((r) => r.task)).toEqual([
      'Water Plant', 'Make Coffee', 'Clean All X', 'Put All X On Y', 'Boil Potato', 'Plate Of Toast', 'N Slices Of X In Y',
      'Put All X In One Y', 'N Cooked Slices Of X In Y', 'Sandwich', 'Salad', 'Breakfast', 'Boil X',
    ]);
  });

  it('keeps to the tasks asked for, in the paper\'s order, with any other task met after them', () => {
    expect(tatcTable(results, ['Salad', 'Make Coffee', 'Water Plant']).rows.map((r) => r.task)).toEqual(['Water Plant', 'Make Coffee', 'Salad', 'Boil Potato', 'Boil X']);
  });

  it('counts sessions, success rate, goal-condition rate (pooled) and mean actions per role', () => {
    expect(table.rows[1]).toEqual({
      task: 'Make Coffee', sessions: 2, successes: 1, successRate: 0.5, goalConditionRate: 0.75, meanCommanderActions: 5, meanFollowerActions: 15, meanActions: 20,
    });
    expect(table.rows[0]).toMatchObject({ goalConditionRate: null });
    expect(table.rows[0]).toMatchObject({ task: 'Water Plant', sessions: 0, successRate: null, meanActions: null });
    expect(table.overall).toMatchObject({ sessions: 5, successes: 4, successRate: 0.8, meanActions: 34 });
    expect(JSON.parse(JSON.stringify(table))).toEqual(table);
  });

  it('prints aligned text', () => {
    const lines = formatTatcTable(table).split('\n');
    expect(lines[0]).toMatch(/^Task\s+Sessions\s+Success\s+Actions\s+Commander\s+Follower\s+GC$/);
    expect(lines.find((l) => l.startsWith('Make Coffee'))).toMatch(/Make Coffee\s+2\s+50\.0%\s+20\.0\s+5\.0\s+15\.0\s+75\.0%$/);
    expect(lines.at(-1)).toMatch(/^Overall\s+5\s+80\.0%\s+34\.0/);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });
});
