import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import { openSqliteStore } from '@chorehouse/store';
import type { Store } from '@chorehouse/store';
import { workerDrawer } from './episode-drawer.js';
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

  it('draws on a worker thread the same episodes as inline, so a live server can grow its pool', async () => {
    dir = mkdtempSync(join(tmpdir(), 'chorehouse-pool-'));
    store = openSqliteStore(dir);
    await store.migrate();
    const drawer = workerDrawer();
    try {
      const report = await growPool(store, systemClock, { perTask: 1, tasks: ['Make Coffee'], drawer });
      expect(report.added).toBe(1);
    } finally {
      await drawer.close();
    }
    const viaWorker = (await store.episodeSummaries()).map((e) => [e.id, e.worldHash]);
    const inlineDir = mkdtempSync(join(tmpdir(), 'chorehouse-pool-'));
    const inline = openSqliteStore(inlineDir);
    await inline.migrate();
    await growPool(inline, systemClock, { perTask: 1, tasks: ['Make Coffee'] });
    expect((await inline.episodeSummaries()).map((e) => [e.id, e.worldHash])).toEqual(viaWorker);
    await inline.close();
    rmSync(inlineDir, { recursive: true, force: true });
  });
});
