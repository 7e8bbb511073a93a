/**
 * For tests of the store's event logs: the shapes older tests wrote in (one event, or rows of several
 * sessions) as appends of the port. Rows of one session that follow each other go in one append;
 * appends made in the same turn are written together by the group commit, each answered on its own.
 */
import type { EventRecord } from '@chorehouse/protocol';
import type { EventRow } from '../store.js';
import type { EventLog } from './event-log.js';

export function appendEvent(log: EventLog, sessionId: string, event: EventRecord, at: number): Promise<void> {
  return log.append({ sessionId, events: [event], at });
}

/** Resolves once every row is durable; rejects with the first refusal (the other appends are answered on their own). */
export async function appendRows(log: EventLog, rows: readonly EventRow[]): Promise<void> {
  const appends: Promise<void>[] = [];
  for (let i = 0; i < rows.length;) {
    const { sessionId, at } = rows[i]!;
    let j = i;
    while (j < rows.length && rows[j]!.sessionId === sessionId && rows[j]!.at === at) j++;
    appends.push(log.append({ sessionId, events: rows.slice(i, j).map((r) => r.event), at }));
    i = j;
  }
  await Promise.all(appends);
}
