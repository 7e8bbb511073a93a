import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueuedTimers } from './queued-timers.js';
import { SerialQueue } from './serial-queue.js';

beforeEach(() => { vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }); });
afterEach(() => { vi.useRealTimers(); });

function timers() {
  const queue = new SerialQueue();
  const failures: unknown[] = [];
  const t = new QueuedTimers((task) => queue.run(task), (error) => failures.push(error));
  return { t, queue, failures };
}

describe('QueuedTimers', () => {
  it('runs a task in the queue when its time comes, behind what was queued before it', async () => {
    const { t, queue } = timers();
    const ran: string[] = [];
    let release!: () => void;
    void queue.run(() => new Promise<void>((resolve) => { release = () => { ran.push('message'); resolve(); }; }));
    t.set('grace:follower', 1000, async () => { ran.push('grace'); });
    vi.advanceTimersByTime(1000);
    await Promise.resolve();
    expect(ran).toEqual([]);
    release();
    await queue.run(() => undefined);
    expect(ran).toEqual(['message', 'grace']);
    expect(t.size).toBe(0);
  });

  it('replaces a timer of the same name, clears one or all, and leaves the others', async () => {
    const { t, queue } = timers();
    const ran: string[] = [];
    t.set('a', 1000, async () => { ran.push('a1'); });
    t.set('a', 2000, async () => { ran.push('a2'); });
    t.set('b', 500, async () => { ran.push('b'); });
    t.set('c', 500, async () => { ran.push('c'); });
    t.clear('c');
    expect(t.size).toBe(2);
    vi.advanceTimersByTime(1500);
    await queue.run(() => undefined);
    expect(ran).toEqual(['b']);
    t.clearAll();
    vi.advanceTimersByTime(5000);
    await queue.run(() => undefined);
    expect(ran).toEqual(['b']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports a task that throws, by timer or queued at once, and goes on', async () => {
    const { t, queue, failures } = timers();
    const bug = new Error('bug');
    t.set('x', 10, async () => { throw bug; });
    t.later(async () => { throw bug; });
    vi.advanceTimersByTime(10);
    await queue.run(() => undefined);
    expect(failures).toEqual([bug, bug]);
  });
});
