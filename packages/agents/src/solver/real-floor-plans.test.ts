import { generateEpisode } from '@chorehouse/scenes';
import { describe, expect, it } from 'vitest';
import { solveEpisode } from './solve-episode.js';

// Episodes from the 120 floor plans that the agents once failed, each for a reason since fixed in
// the simulator, the scenes or the agents. They must stay solved.
const CASES = [
  [6, 'Make Coffee', 0, 'a corner window\'s box hid the faucet from every cell'],
  [10, 'Plate Of Toast', 536870914, 'randomisation set a pot over the toaster, hiding the toast'],
  [29, 'Boil Potato', 1073741825, 'the burners sit just under the counter\'s top'],
  [205, 'Water Plant', 1, 'the only water is in a watering can on a chair\'s seat'],
  [424, 'Clean All X', 536870913, 'both basins hold something: use the one with room, never drop the cloth out of reach'],
] as const;

describe('solving episodes on real floor plans', () => {
  it.each(CASES)('FloorPlan%i %s (seed %i): %s', (floorPlan, task, seed) => {
    const generated = generateEpisode({ floorPlan, task, seed });
    if (!generated.ok) throw new Error(generated.reason);
    const { world, task: t } = generated.episode;
    const solved = solveEpisode(world, { taskName: t.name, params: t.params });
    expect(solved.reason).toBeNull();
    expect(solved.solvable).toBe(true);
    expect(solved.failedActions).toBe(0);
  });
});
