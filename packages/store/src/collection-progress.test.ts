import { describe, expect, it } from 'vitest';
import { summarizePlan } from './collection-progress.js';

describe('summarizePlan', () => {
  const progress = summarizePlan({
    tasks: [
      { task: 'Make Coffee', target: 4, state: 'active', splits: { train: 2 }, updatedAt: 1 },
      { task: 'Salad', target: null, state: 'retired', splits: {}, updatedAt: 1 },
      { task: 'Water Plant', target: 3, state: 'active', splits: {}, updatedAt: 1 },
    ],
    counts: [
      { task: 'Make Coffee', split: 'train', done: 2, successes: 1, inPlay: 1 },
      { task: 'Make Coffee', split: 'valid_seen', done: 1, successes: 1, inPlay: 0 },
      { task: 'Salad', split: 'train', done: 1, successes: 0, inPlay: 0 },
    ],
    durations: [
      { task: 'Make Coffee', split: 'train', durationMs: 300 }, { task: 'Make Coffee', split: 'train', durationMs: 100 },
      { task: 'Make Coffee', split: 'valid_seen', durationMs: 1000 }, { task: 'Salad', split: 'train', durationMs: 50 },
    ],
    pool: [
      { benchmarkName: 'Make Coffee', split: 'train' }, { benchmarkName: 'Make Coffee', split: 'valid_seen' },
      { benchmarkName: 'Salad', split: 'train' }, { benchmarkName: 'Toast', split: 'valid_unseen' },
    ],
  });
  const row = (task: string) => progress.tasks.find((t) => t.task === task)!;

  it('counts done, in play and remaining against the task\'s target and each split\'s', () => {
    expect(row('Make Coffee')).toMatchObject({
      planned: true, target: 4, done: 3, inPlay: 1, remaining: 0, successes: 2, successRate: 2 / 3, medianDurationMs: 300, episodes: 2, open: false,
    });
    expect(row('Make Coffee').splits).toEqual([
      { split: 'train', target: 2, done: 2, inPlay: 1, remaining: 0, episodes: 1 },
      { split: 'valid_seen', target: null, done: 1, inPlay: 0, remaining: null, episodes: 1 },
    ]);
  });

  it('lists tasks only in the pool, and planned tasks with no episode yet, and says which are open', () => {
    expect(progress.tasks.map((t) => [t.task, t.planned, t.state, t.open])).toEqual([
      ['Make Coffee', true, 'active', false], ['Salad', true, 'retired', false], ['Toast', false, 'active', true], ['Water Plant', true, 'active', false],
    ]);
    expect(row('Water Plant')).toMatchObject({ done: 0, remaining: 3, successRate: null, medianDurationMs: null, episodes: 0, splits: [] });
  });

  it('totals the targets of tasks not retired', () => {
    expect(progress.totals).toEqual({ target: 7, done: 4, inPlay: 1, remaining: 3 });
  });
});
