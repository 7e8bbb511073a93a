import { describe, expect, it } from 'vitest';
import type { ProgressView } from './progress-response.js';
import { countListed, subgoalTitle } from './progress-summary.js';

const step = (success: boolean) => ({ desc: 'x', success, objectId: 'A|1', objectType: 'A' });
const view: ProgressView = {
  taskDesc: 'Serve a slice of toast on a plate.', success: false,
  subgoals: [
    { description: '1 x Toast a slice of bread.', success: true, steps: [] },
    { description: 'Wash a plate.', success: false, steps: [step(false)] },
    { description: 'The toast on a clean plate', success: false, steps: [step(true), step(false)] },
  ],
};

describe('the Progress Check list', () => {
  it('counts what it lists: steps, and subgoals shown without steps', () => {
    expect(countListed(view)).toEqual({ done: 2, total: 4 });
  });

  it('does not count a subgoal that only asks for a thing to be there', () => {
    const rinse: ProgressView = {
      taskDesc: 'Wash every mug.', success: false,
      subgoals: [{ description: 'A sink to rinse them in', success: true, steps: [] }, { description: 'Every mug clean', success: false, steps: [step(false), step(false)] }],
    };
    expect(countListed(rinse)).toEqual({ done: 1, total: 3 });
    expect(countListed(rinse, new Set(['A sink to rinse them in']))).toEqual({ done: 0, total: 2 });
  });

  it('names subgoals by what they ask, never "Part 3"', () => {
    expect(view.subgoals.map((_, i) => subgoalTitle(view, i))).toEqual(['1 × Toast a slice of bread.', 'Wash a plate.', 'The toast on a clean plate']);
    const single: ProgressView = { taskDesc: 'Make coffee in a clean mug.', success: false, subgoals: [{ description: '', success: false, steps: [] }] };
    expect(subgoalTitle(single, 0)).toBe('Make coffee in a clean mug.');
  });
});
