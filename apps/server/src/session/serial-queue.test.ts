import { describe, expect, it } from 'vitest';
import { SerialQueue } from './serial-queue.js';

describe('SerialQueue', () => {
  it('runs tasks one at a time in order, even when they await', async () => {
    const q = new SerialQueue();
    const log: string[] = [];
    const task = (name: string, ticks: number) => async () => {
      log.push(`${name}+`);
      for (let i = 0; i < ticks; i++) await Promise.resolve();
      log.push(`${name}-`);
      return name;
    };
    const results = await Promise.all([q.run(task('a', 5)), q.run(task('b', 0)), q.run(task('c', 2))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a+', 'a-', 'b+', 'b-', 'c+', 'c-']);
  });

  it('keeps going after a failed task', async () => {
    const q = new SerialQueue();
    await expect(q.run(() => { throw new Error('boom'); })).rejects.toThrow('boom');
    expect(await q.run(() => 42)).toBe(42);
  });
});
