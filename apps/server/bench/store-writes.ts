/**
 * What the event log costs per event on SQLite: appended one at a time (what its group commit writes
 * when no write is under way) against 50 sessions' appends made in one turn (what it gathers into one
 * batch in a busy loop turn). Each batch is a write to the event journal; the time includes storing
 * the journal's rows in SQLite (`settle`, what its fills do every 50 ms), so it is the whole cost,
 * not only the append's.
 * Synchronous work blocks the event loop, so this is latency too.
 *
 * A short run measures warm-up (the JIT, SQLite's page cache, the journal's first fills): 2,000
 * events gave 63-132 us single and 15-40 us batched on one quiet machine, run to run. So each figure
 * is the median of ROUNDS runs of 20,000 events after one unmeasured run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventRecord } from '@chorehouse/protocol';
import { createDemoKitchen, step } from '@chorehouse/sim';
import { openSqliteStore } from '@chorehouse/store';

const ROUNDS = 5;

export async function storeWriteCost(events = 20_000, batch = 50): Promise<{ singleUs: number; batchedUs: number }> {
  const single: number[] = [];
  const batched: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const cost = await storeWriteRound(events, batch);
    if (round === 0) continue;
    single.push(cost.singleUs);
    batched.push(cost.batchedUs);
  }
  return { singleUs: median(single), batchedUs: median(batched) };
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

async function storeWriteRound(events: number, batch: number): Promise<{ singleUs: number; batchedUs: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'chorehouse-bench-store-'));
  const store = openSqliteStore(dir);
  await store.migrate();
  const outcome = step(createDemoKitchen(), 'follower', { name: 'Turn Left' }).outcome;
  const event = (seq: number): EventRecord => ({ seq, t: seq * 10, kind: 'action', role: 'follower', action: { name: 'Turn Left' }, outcome });
  try {
    let t = performance.now();
    for (let i = 0; i < events; i++) await store.events.append({ sessionId: 'single', events: [event(i)], at: 0 });
    await store.events.settle();
    const singleUs = ((performance.now() - t) * 1000) / events;
    t = performance.now();
    for (let i = 0; i < events; i += batch) {
      await Promise.all(Array.from({ length: batch }, (_, k) => store.events.append({ sessionId: `s${k}`, events: [event(i / batch)], at: 0 })));
    }
    await store.events.settle();
    const batchedUs = ((performance.now() - t) * 1000) / events;
    return { singleUs, batchedUs };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
