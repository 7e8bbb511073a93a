import { describe, expect, it } from 'vitest';
import { generateVerifiedEpisode } from './verified-episode.js';

describe('generateVerifiedEpisode', () => {
  it('returns an episode the agents solved, with the size of the solution', () => {
    const r = generateVerifiedEpisode({ floorPlan: 12, task: 'Make Coffee', seed: 3 });
    if (!r.ok) throw new Error(r.reason);
    expect(r.episode.id).toBe('FloorPlan12-coffee-s3');
    expect(r.solution.steps).toBeGreaterThan(5);
    expect(r.solution.goals).toBeGreaterThan(0);
  });

  it('rejects an episode the solver cannot finish, saying why, and keeps it for inspection', () => {
    const r = generateVerifiedEpisode({ floorPlan: 12, task: 'Make Coffee', seed: 3 }, undefined, { maxSteps: 3 });
    expect(r).toMatchObject({ ok: false, code: 'episode/unsolvable', reason: expect.stringMatching(/\S/) });
    expect(!r.ok && r.episode?.id).toBe('FloorPlan12-coffee-s3');
  });

  it('passes generation failures through', () => {
    expect(generateVerifiedEpisode({ floorPlan: 12, task: 'Make Tea', seed: 1 })).toMatchObject({ ok: false, code: 'task/unknown' });
  });
});
