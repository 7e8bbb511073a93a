import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleClock } from './idle-clock.js';

beforeEach(() => { vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }); });
afterEach(() => { vi.useRealTimers(); });

function clock(warnAfterMs = 1000, endAfterMs = 2500) {
  const calls: string[] = [];
  const c = new IdleClock(() => Date.now(), warnAfterMs, endAfterMs, {
    warn: () => calls.push(`warn@${Date.now()}`),
    expire: () => calls.push(`expire@${Date.now()}`),
  });
  return { c, calls };
}

describe('IdleClock', () => {
  it('warns after the warning time and expires after the timeout, both counted from the last activity', () => {
    const { c, calls } = clock();
    const t0 = Date.now();
    c.touch();
    vi.advanceTimersByTime(999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([`warn@${t0 + 1000}`]);
    vi.advanceTimersByTime(1500);
    expect(calls).toEqual([`warn@${t0 + 1000}`, `expire@${t0 + 2500}`]);
    vi.advanceTimersByTime(10_000);
    expect(calls).toHaveLength(2);
  });

  it('is postponed by every activity and sets no timer for one', () => {
    const { c, calls } = clock();
    c.touch();
    const armed = vi.getTimerCount();
    for (let i = 0; i < 50; i++) {
      vi.advanceTimersByTime(400);
      c.touch();
      expect(vi.getTimerCount()).toBe(armed);
    }
    expect(calls).toEqual([]);
    const last = Date.now();
    vi.advanceTimersByTime(2500);
    expect(calls).toEqual([`warn@${last + 1000}`, `expire@${last + 2500}`]);
  });

  it('starts a new spell after a warning: activity clears it, and the next warning comes a full warning time later', () => {
    const { c, calls } = clock();
    const t0 = Date.now();
    c.touch();
    vi.advanceTimersByTime(1200);
    c.touch();
    vi.advanceTimersByTime(999);
    expect(calls).toEqual([`warn@${t0 + 1000}`]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([`warn@${t0 + 1000}`, `warn@${t0 + 2200}`]);
    vi.advanceTimersByTime(1500);
    expect(calls).toEqual([`warn@${t0 + 1000}`, `warn@${t0 + 2200}`, `expire@${t0 + 3700}`]);
  });

  it('stops, and touching it again starts it from then', () => {
    const { c, calls } = clock();
    c.touch();
    vi.advanceTimersByTime(900);
    c.stop();
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    const t1 = Date.now();
    c.touch();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([`warn@${t1 + 1000}`]);
    expect(c.idleMs()).toBe(1000);
  });
});
