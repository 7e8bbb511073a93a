import { describe, expect, it } from 'vitest';
import type { EpisodeSummary } from '@chorehouse/store';
import { pickEpisode } from './pick-episode.js';

const ep = (id: string, benchmarkName: string, split: string, sessions: number): EpisodeSummary => ({
  id, benchmarkName, taskName: benchmarkName, split, sessions, params: [], floorPlan: 1, seed: 1, worldHash: '', solutionSteps: 1, createdAt: 0,
});

describe('pickEpisode', () => {
  it('prefers the least played task, then split, then episode', () => {
    const pool = [
      ep('c1', 'Make Coffee', 'train', 3), ep('c2', 'Make Coffee', 'valid_unseen', 0),
      ep('s1', 'Salad', 'train', 1), ep('s2', 'Salad', 'train', 0), ep('s3', 'Salad', 'valid_unseen', 1),
    ];
    expect(pickEpisode(pool, () => 0)?.id).toBe('s2');
  });

  it('spreads sessions evenly over tasks as they accumulate', () => {
    const pool = [ep('a', 'A', 'train', 0), ep('b', 'B', 'train', 0), ep('c', 'C', 'train', 0)];
    let r = 0.123;
    const random = () => (r = (r * 9301 + 0.49297) % 1);
    for (let i = 0; i < 30; i++) {
      const chosen = pickEpisode(pool, random)!;
      pool[pool.findIndex((e) => e.id === chosen.id)] = { ...chosen, sessions: chosen.sessions + 1 };
    }
    expect(pool.map((e) => e.sessions)).toEqual([10, 10, 10]);
  });

  it('gives null for an empty pool', () => {
    expect(pickEpisode([], Math.random)).toBeNull();
  });
});
