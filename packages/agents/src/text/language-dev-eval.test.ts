/**
 * The development set's scoring rules, on lines written here (no corpus text): a word that names two
 * types alike, a whole job done in another order, and a line that asks for nothing.
 */
import { describe, expect, it } from 'vitest';
import type { DevLine } from '../language/dev-set.js';
import { evaluateDevSet } from './language-dev-eval.js';

const line = (id: string, text: string, label: DevLine['label'], context: string[] = []): DevLine =>
  ({ source: 'teach', split: 'dev', id, floorPlan: 1, context, line: text, label });

describe('scoring a real line', () => {
  it('takes a knife or a butter knife as right for "knife", a job begun at another step as right, and acting on a line that asks nothing as wrong', async () => {
    const r = await evaluateDevSet([
      line('knife', 'pick up a knife please', { verb: 'take', object: 'ButterKnife' }),
      line('salad', 'we are making a salad today', { verb: 'take', object: 'Tomato' }),
      line('moment', 'one moment please', null),
      line('bread', 'grab the bread', { verb: 'take', object: 'Apple' }),
    ]);
    expect(Object.fromEntries(r.results.map((x) => [x.id, x.outcome]))).toEqual({ knife: 'correct', salad: 'correct', moment: 'correct', bread: 'wrong' });
  });
});
