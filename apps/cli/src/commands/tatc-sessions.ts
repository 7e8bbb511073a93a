/**
 * Sessions played by the rule-based Commander and Follower (agents' headless TATC with every event
 * recorded), logged as the game server logs one: for `tatc record`, `text play --record` and the tests.
 * Times are synthetic (about two seconds per event), so the records are deterministic.
 */
import { runTatc, type TatcEvent, type TatcResult } from '@chorehouse/agents';
import { codeVersions, sessionDocument, type RecordedSession } from '@chorehouse/dataset';
import type { EventRecord, NewEvent } from '@chorehouse/protocol';
import type { Episode } from '@chorehouse/scenes';
import { worldHash } from '@chorehouse/sim';

function toEvent(e: TatcEvent): NewEvent {
  switch (e.kind) {
    case 'progress_check': return { kind: 'progress_check', role: 'commander', success: e.success, goalConditions: { satisfied: e.satisfied, total: e.total }, response: e.response };
    case 'search_object': return {
      kind: 'search', role: 'commander', by: 'id', value: e.objectId,
      results: [{ objectId: e.objectId, objectType: e.objectType, position: { x: 0, y: 0, z: 0 }, camera: { x: 0, y: 0, z: 0, yaw: 0, pitch: 0 } }],
    };
    case 'text': return { kind: 'chat', role: e.agent === 'Commander' ? 'commander' : 'follower', text: e.text };
    case 'action': return { kind: 'action', role: 'follower', action: e.action, outcome: JSON.parse(JSON.stringify(e.outcome)) };
    case 'camera': return { kind: 'action', role: 'commander', action: e.action, outcome: JSON.parse(JSON.stringify(e.outcome)) };
  }
}

export function playedSession(episode: Episode, benchmarkName: string, split: string, sessionId: string, startedAt = Date.UTC(2026, 10, 1)): RecordedSession {
  const result = runTatc(episode.world, { taskName: episode.task.name, params: episode.task.params }, { recordEvents: true });
  return recordedSession(episode, result, benchmarkName, split, sessionId, startedAt);
}

/** Any played session (a TATC result with its events, or a text session shaped as one) as a dataset record. */
export function recordedSession(episode: Episode, result: Pick<TatcResult, 'events' | 'success' | 'goalConditions' | 'world'>, benchmarkName: string, split: string, sessionId: string, startedAt = Date.UTC(2026, 10, 1)): RecordedSession {
  const news: NewEvent[] = [
    { kind: 'connect', role: 'commander' }, { kind: 'connect', role: 'follower' },
    ...(result.events ?? []).map(toEvent),
    { kind: 'finish', role: 'commander', success: result.success, goalConditions: result.goalConditions },
    { kind: 'end', outcome: result.success ? 'success' : 'finished', reason: 'finish' },
  ];
  const events = news.map((e, i) => ({ ...e, seq: i + 1, t: (i + 1) * 2000 + (i % 7) * 13 }) as EventRecord);
  return {
    session: {
      id: sessionId, episodeId: episode.id, commanderId: 'bot-c', followerId: 'bot-f', botRole: null, status: 'ended',
      outcome: result.success ? 'success' : 'finished', endReason: 'finish', startedAt, endedAt: startedAt + events.at(-1)!.t,
      provenance: codeVersions(),
    },
    episode: {
      id: episode.id, taskName: episode.task.name, benchmarkName, params: [...episode.task.params], floorPlan: episode.floorPlan, split,
      seed: episode.seed, worldHash: episode.worldHash, solutionSteps: 0, createdAt: startedAt, world: episode.world,
    },
    workers: [{ id: 'bot-c', platform: 'bot', role: 'commander', bot: true }, { id: 'bot-f', platform: 'bot', role: 'follower', bot: true }],
    surveys: [],
    events,
    finalWorldHash: worldHash(result.world),
  };
}

export const sessionLine = (s: RecordedSession): string => JSON.stringify(sessionDocument(s));
