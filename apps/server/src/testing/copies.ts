/** Copies of an ended session under new ids, through the store's own calls: a corpus for exports in tests and benches. */
import type { Store } from '@chorehouse/store';

/** `count` copies of the ended session `id` (ids `<id>-copy-<k>`); returns their ids. */
export async function copyEndedSession(store: Store, id: string, count: number): Promise<string[]> {
  const s = await store.getSession(id);
  if (!s || s.status !== 'ended' || !s.outcome) throw new Error(`copyEndedSession: ${id} is not an ended session`);
  const events = await store.listEvents(id);
  const ids: string[] = [];
  for (let k = 0; k < count; k++) {
    const copy = `${id}-copy-${k}`;
    // One at a time: a copy holds its workers' seats until it ends, as the original did.
    await store.createSession({ id: copy, episodeId: s.episodeId, commanderId: s.commanderId, followerId: s.followerId, botRole: s.botRole, startedAt: s.startedAt + k + 1, owner: s.owner, seats: s.seats, provenance: s.provenance });
    await store.events.append({ sessionId: copy, events, at: s.endedAt ?? s.startedAt });
    await store.endSession(copy, { outcome: s.outcome, reason: s.endReason ?? 'copied', at: (s.endedAt ?? s.startedAt) + k + 1, pay: s.pay });
    ids.push(copy);
  }
  return ids;
}
