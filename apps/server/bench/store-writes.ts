/**
 * What the event log costs per event on SQLite: one insert per event (what the EventWriter writes
 * when no write is under way, every event on SQLite) against large batches (what it gathers on a
 * store whose writes take a while, as PostgreSQL's). Synchronous better-sqlite3 work blocks the
 * event loop, so this is latency too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventRecord } from '@chorehouse/protocol';
import { createDemoKitchen, step } from '@chorehouse/sim';
import { openSqliteStore } from '@chorehouse/store';

export async function storeWriteCost(events = 2000, batch = 50): Promise<{ singleUs: number; batchedUs: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'chorehouse-bench-store-'));
  const store = openSqliteStore(dir);
  await store.migrate();
  const outcome = step(createDemoKitchen(), 'follower', { name: 'Turn Left' }).outcome;
  const event = (seq: number): EventRecord => ({ seq, t: seq * 10, kind: 'action', role: 'follower', action: { name: 'Turn Left' }, outcome });
  try {
    let t = performance.now();
    for (let i = 0; i < events; i++) await store.appendEvent('single', event(i), 0);
    const singleUs = ((performance.now() - t) * 1000) / events;
    t = performance.now();
    for (let i = 0; i < events; i += batch) {
      await store.appendEvents(Array.from({ length: batch }, (_, k) => ({ sessionId: `s${k}`, event: event(i / batch), at: 0 })));
    }
    const batchedUs = ((performance.now() - t) * 1000) / events;
    return { singleUs, batchedUs };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
