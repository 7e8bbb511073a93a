/**
 * Session rows for the admin console: what the admin API's list says plus the workers' names, each
 * player's connection and the last activity, and the bundle the replay viewer rebuilds a session from.
 */
import type { EventRecord } from '@chorehouse/protocol';
import { worldHash, type World } from '@chorehouse/sim';
import type { Clock } from '../clock.js';
import type { SessionRegistry } from '../session/registry.js';
import { BOT_WORKER_ID } from '../session/registry.js';
import { replayWorld } from '../session/replay.js';
import type { EpisodeRecord, SessionRecord, Store } from '@chorehouse/store';

export interface ConsoleSessionDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly registry: SessionRegistry;
}

export async function consoleSessionRow(deps: ConsoleSessionDeps, s: SessionRecord, episode: EpisodeRecord | null) {
  const live = deps.registry.get(s.id);
  const events = live ? live.events : await deps.store.listEvents(s.id);
  const last = events[events.length - 1];
  const seat = async (id: string, role: 'commander' | 'follower') => ({
    id,
    name: id === BOT_WORKER_ID ? 'Rule-based bot' : ((await deps.store.getWorker(id))?.name ?? id),
    bot: s.botRole === role,
    // null: no process here runs it (ended, or another server's).
    connected: live ? live.isConnected(role) : null,
  });
  const count = (test: (e: EventRecord) => boolean) => events.filter(test).length;
  return {
    id: s.id,
    status: s.status,
    state: live ? live.state : s.status === 'live' ? 'orphaned' : 'ended',
    outcome: s.outcome,
    endReason: s.endReason,
    startedAt: s.startedAt,
    endedAt: s.endedAt,
    durationMs: (s.endedAt ?? deps.clock.now()) - s.startedAt,
    lastActivityAt: last ? s.startedAt + last.t : s.startedAt,
    task: episode ? { name: episode.benchmarkName, params: [...episode.params], floorPlan: episode.floorPlan, split: episode.split } : null,
    commander: await seat(s.commanderId, 'commander'),
    follower: await seat(s.followerId, 'follower'),
    actions: {
      follower: count((e) => e.kind === 'action' && e.role === 'follower'),
      commander: count((e) => (e.kind === 'action' && e.role === 'commander') || e.kind === 'progress_check' || e.kind === 'search'),
      utterances: count((e) => e.kind === 'chat'),
    },
  };
}

export type ConsoleSessionRow = Awaited<ReturnType<typeof consoleSessionRow>>;

/**
 * Everything the replay viewer needs: the episode's initial world and the whole log. The final hash
 * is the live world's while this process runs the session, else the server's own replay of the log
 * (the log is the truth), so the browser's replay is checked against an independent computation.
 */
/** How many of the latest sessions a short id is looked for in (an admin route, read once per lookup). */
export const SHORT_ID_SCAN = 5000;

/**
 * A session by its id, or by the short id the console's tables show (its first 8 characters):
 * the one session whose id starts with it among the latest, else null (none, or more than one).
 */
export async function findSession(deps: ConsoleSessionDeps, idOrPrefix: string): Promise<SessionRecord | null> {
  const exact = await deps.store.getSession(idOrPrefix);
  if (exact || idOrPrefix.length < 6) return exact;
  const matches = (await deps.store.listSessions({ limit: SHORT_ID_SCAN })).filter((s) => s.id.startsWith(idOrPrefix));
  return matches.length === 1 ? matches[0]! : null;
}

export async function replayBundle(deps: ConsoleSessionDeps, idOrPrefix: string) {
  const s = await findSession(deps, idOrPrefix);
  if (!s) return null;
  const episode = await deps.store.getEpisode(s.episodeId);
  if (!episode) return null;
  const id = s.id;
  const events = await deps.store.listEvents(id);
  const initial = JSON.parse(episode.world) as World;
  const live = deps.registry.get(id);
  return {
    session: await consoleSessionRow(deps, s, episode),
    episode: {
      id: episode.id, taskName: episode.taskName, benchmarkName: episode.benchmarkName, params: [...episode.params],
      floorPlan: episode.floorPlan, split: episode.split, worldHash: episode.worldHash, world: initial,
    },
    events,
    surveys: await deps.store.surveysOf(id),
    finalWorldHash: worldHash(live ? live.world : replayWorld(initial, events)),
  };
}
