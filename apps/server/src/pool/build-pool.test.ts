import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import { openSqliteStore } from '@chorehouse/store';
import type { Store } from '@chorehouse/store';
import { ensurePool, growPool } from './build-pool.js';

let dir: string;
let store: Store;
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('episode pool', () => {
  it('grows with verified episodes on different splits, and ensurePool leaves a non-empty pool alone', async () => {
    dir = mkdtempSync(join(tmpdir(), 'chorehouse-pool-'));
    store = openSqliteStore(dir);
    await store.migrate();
    const progress: number[] = [];
    const report = await growPool(store, systemClock, { perTask: 2, tasks: ['Make Coffee'], onProgress: (done) => progress.push(done) });
    expect(report.added).toBe(2);
    const pool = await store.episodeSummaries();
    expect(pool.map((e) => e.benchmarkName)).toEqual(['Make Coffee', 'Make Coffee']);
    expect(new Set(pool.map((e) => e.split)).size).toBe(2);
    expect(pool.every((e) => e.solutionSteps > 0 && e.taskName === 'Coffee')).toBe(true);
    expect(progress[progress.length - 1]).toBe(2);
    expect(await ensurePool(store, systemClock, 2)).toBeNull();
  });
});
