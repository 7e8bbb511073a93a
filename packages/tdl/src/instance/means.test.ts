import { describe, expect, it } from 'vitest';
import { builtinLibrary } from '../library/builtin-library.js';
import { meansSubgoals } from './means.js';

describe('the means a task asks for', () => {
  it('are the subgoals that only ask for a thing to be there, not the ones asking for a state', () => {
    const clean = meansSubgoals(builtinLibrary(), 'Clean All X', ['Mug']);
    expect(clean).toHaveLength(1);
    expect(clean[0]).toMatch(/sink/i);
    expect(meansSubgoals(builtinLibrary(), 'Cooked Slice Of X', ['Potato'])).toEqual([expect.stringMatching(/knife/i)]);
    expect(meansSubgoals(builtinLibrary(), 'Coffee', [])).toEqual([]);
  });

  it('are none for a task the library lacks', () => {
    expect(meansSubgoals(builtinLibrary(), 'Juggle X', ['Apple'])).toEqual([]);
  });
});
