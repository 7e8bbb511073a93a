import { describe, expect, it } from 'vitest';
import { PeopleLikeCommanderSeat } from './people-like-seat.js';

describe('the people-like Commander', () => {
  const rewrite = (line: string) => new PeopleLikeCommanderSeat({ seed: 3, typoPercent: 0 }).rewrite(line);

  it('says a remark as it is, never framed as a request ("can you not quite yet please")', () => {
    const lines = rewrite('Not quite yet. Grab the mug and rinse it in the sink.');
    expect(lines[0]).toBe('not quite yet');
    expect(lines.slice(1).join(' ')).not.toMatch(/not quite yet/);
    expect(rewrite("Sorry, I didn't get that. Grab the mug and rinse it in the sink.")[0]).toBe("sorry, I didn't get that");
  });

  it('names the thing a hint after the step is about, in a line of its own before the step', () => {
    const lines = rewrite("Not quite yet. Grab the soap bottle under the mirror and put it in the cabinet. It's in a cabinet.");
    expect(lines).toContain('the soap bottle is in a cabinet');
    expect(lines.join(' ')).not.toMatch(/\bthe thing\b/);
  });
});
