/**
 * The replay viewer's bundle, built on the research thread: the session found by its id or short id,
 * its episode's initial world, the whole log, its surveys and the server's own replay of the log's
 * final world (the log is the truth), so the browser's replay is checked against an independent
 * computation over the same events. All but the session's row: that one needs the game's live state
 * (connections, tallies in memory), so the game's thread adds it (console-routes.ts).
 */
import type { SessionRecord, Store } from '@chorehouse/store';
import { protocolError } from '@chorehouse/protocol';
import type { World } from '@chorehouse/sim';
import { replayHash } from '../session/replay.js';
import type { Answer, ReplayParts } from './research-messages.js';

/** How many of the latest sessions a short id is looked for in (an admin route, read once per lookup). */
export const SHORT_ID_SCAN = 5000;

/**
 * A session by its id, or by the short id the console's tables show (its first 8 characters):
 * the one session whose id starts with it among the latest, else null (none, or more than one).
 */
export async function findSession(store: Store, idOrPrefix: string): Promise<SessionRecord | null> {
  const exact = await store.getSession(idOrPrefix);
  if (exact || idOrPrefix.length < 6) return exact;
  const matches = (await store.listSessions({ limit: SHORT_ID_SCAN })).filter((s) => s.id.startsWith(idOrPrefix));
  return matches.length === 1 ? matches[0]! : null;
}

export async function replayParts(store: Store, idOrPrefix: string): Promise<Answer<ReplayParts>> {
  const s = await findSession(store, idOrPrefix);
  const episode = s && (await store.getEpisode(s.episodeId));
  if (!s || !episode) return { ok: false, refusal: { status: 404, error: protocolError('admin/not_found', 'No such session (or its episode is gone).') } };
  const [events, surveys] = await Promise.all([store.listEvents(s.id), store.surveysOf(s.id)]);
  const world = JSON.parse(episode.world) as World;
  const { benchmarkName, taskName, params, floorPlan, split } = episode;
  const rest = JSON.stringify({
    episode: { id: episode.id, taskName, benchmarkName, params: [...params], floorPlan, split, worldHash: episode.worldHash, world },
    events,
    surveys,
    finalWorldHash: replayHash(world, events),
  }).slice(1, -1);
  return { ok: true, body: { session: s, episode: { benchmarkName, taskName, params, floorPlan, split }, rest } };
}
