import { describe, expect, it } from 'vitest';
import { kneeStep } from './knee-step.js';

describe('kneeStep', () => {
  it('doubles while the p99 is far below the bound and the loop mostly idle', () => {
    expect(kneeStep(5, 0.2, 50)).toBe(2);
  });

  it('grows by a half, a quarter, then a tenth, as the p99 nears the bound', () => {
    expect(kneeStep(10, 0.1, 50)).toBe(1.5);
    expect(kneeStep(13, 0.1, 50)).toBe(1.25);
    expect(kneeStep(30, 0.1, 50)).toBe(1.1);
  });

  it('never grows the load past what the event loop has left', () => {
    // 61 % busy: at most 0.95 / 0.61 = 1.56 times the sessions, though the p99 (6 ms) would double.
    expect(kneeStep(6, 0.61, 50)).toBeCloseTo(0.95 / 0.61, 5);
    // 90 % busy: still a tenth, so the search goes on to its end.
    expect(kneeStep(6, 0.9, 50)).toBe(1.1);
  });

  it('falls back to the p99 alone when the loop was not measured', () => {
    expect(kneeStep(5, NaN, 50)).toBe(2);
    expect(kneeStep(5, 0, 50)).toBe(2);
  });
});
