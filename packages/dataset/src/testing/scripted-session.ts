/**
 * Sessions built by playing a script through the simulator's `step`, logged exactly as the server
 * logs them (outcomes included), for tests and benchmarks. Clicks on an object id are resolved to a
 * point of the live world the Follower can reach, as a player's click would be.
 */
import type { EventRecord, NewEvent } from '@chorehouse/protocol';
import { clickWithinReach, step, targetObjectCamera, worldHash, type Action, type AgentRole, type MotionActionName, type ObjectActionName, type World } from '@chorehouse/sim';
import { builtinLibrary, progressCheckInWorld } from '@chorehouse/tdl';
import { searchedObject, shownObjectId } from '../images/search-target.js';
import type { RecordedSession } from '../session/recorded-session.js';

export type ScriptStep =
  | { readonly kind: 'chat'; readonly role: 'commander' | 'follower'; readonly text: string }
  | { readonly kind: 'act'; readonly role: 'commander' | 'follower'; readonly action: Action }
  | { readonly kind: 'click'; readonly name: ObjectActionName; readonly objectId: string }
  | { readonly kind: 'progress_check' }
  /** SearchObject (by text) or SelectOid (by id); the first match is the shown object, as the server shows it. */
  | { readonly kind: 'search'; readonly by: 'text' | 'id'; readonly value: string };

/** Clicks of the Follower, one an (action, object id) pair: `clicks(['Pickup', mug], ['Place', basin])`. */
export function clicks(...pairs: readonly (readonly [ObjectActionName, string])[]): ScriptStep[] {
  return pairs.map(([name, objectId]): ScriptStep => ({ kind: 'click', name, objectId }));
}

/** Motions of one player, in order: `motions('follower', 'Turn Left', 'Forward')`. */
export function motions(role: AgentRole, ...names: readonly MotionActionName[]): ScriptStep[] {
  return names.map((name): ScriptStep => ({ kind: 'act', role, action: { name } }));
}

export interface ScriptedSessionOptions {
  readonly sessionId: string;
  readonly taskName: string;
  readonly benchmarkName?: string;
  readonly params?: readonly string[];
  readonly floorPlan?: number;
  readonly split?: string;
  /** Milliseconds between events (deterministic time). */
  readonly gapMs?: number;
  readonly startedAt?: number;
  /** Ends with a Finish and an end event; false leaves the session live. */
  readonly finish?: boolean;
}

export interface ScriptedSession {
  readonly session: RecordedSession;
  readonly finalWorld: World;
}

export function scriptedSession(initial: World, script: readonly ScriptStep[], o: ScriptedSessionOptions): ScriptedSession {
  const params = o.params ?? [];
  const gap = o.gapMs ?? 1500;
  const events: EventRecord[] = [];
  const log = (e: NewEvent) => events.push({ ...e, seq: events.length + 1, t: (events.length + 1) * gap } as EventRecord);
  let world = initial;
  const check = () => {
    const r = progressCheckInWorld(builtinLibrary(), { taskName: o.taskName, params }, world);
    if (!r.ok) throw new Error(`scriptedSession: task ${o.taskName} does not instantiate`);
    return r;
  };
  log({ kind: 'connect', role: 'commander' });
  log({ kind: 'connect', role: 'follower' });
  for (const s of script) {
    switch (s.kind) {
      case 'chat': log({ kind: 'chat', role: s.role, text: s.text }); break;
      case 'progress_check': {
        const r = check();
        log({ kind: 'progress_check', role: 'commander', success: r.result.success, goalConditions: r.goalConditions, response: r.response });
        break;
      }
      case 'search': {
        // The first result as the game server answers it (apps/server's search): the found object, and what its view shows.
        const o = searchedObject(world, s.by === 'id' ? 'id' : 'text', s.value);
        const shown = shownObjectId(world, s.by === 'id' ? 'id' : 'text', s.value);
        const cam = o ? targetObjectCamera(world, o.objectId) : null;
        const results = o && cam ? [{
          objectId: o.objectId, objectType: o.objectType, position: { ...o.position }, camera: { ...cam.position, yaw: cam.yaw, pitch: cam.pitch },
          ...(shown !== null && shown !== o.objectId ? { shownObjectId: shown } : {}),
        }] : [];
        log({ kind: 'search', role: 'commander', by: s.by, value: s.value, results });
        break;
      }
      case 'act': case 'click': {
        const role = s.kind === 'act' ? s.role : 'follower';
        let action: Action;
        if (s.kind === 'act') action = s.action;
        else {
          const click = clickWithinReach(world, s.objectId);
          action = { name: s.name, x: click?.x ?? 0.5, y: click?.y ?? 0.5 };
        }
        const r = step(world, role, action);
        world = r.world;
        log({ kind: 'action', role, action, outcome: JSON.parse(JSON.stringify(r.outcome)) });
        break;
      }
    }
  }
  const done = check();
  const finish = o.finish ?? true;
  if (finish) {
    log({ kind: 'finish', role: 'commander', success: done.result.success, goalConditions: done.goalConditions });
    log({ kind: 'end', outcome: done.result.success ? 'success' : 'finished', reason: 'finish' });
  }
  const startedAt = o.startedAt ?? 1_760_000_000_000;
  const session: RecordedSession = {
    session: {
      id: o.sessionId, episodeId: `${o.sessionId}-episode`, commanderId: 'w-commander', followerId: 'w-follower', botRole: null,
      status: finish ? 'ended' : 'live', outcome: finish ? (done.result.success ? 'success' : 'finished') : null, endReason: finish ? 'finish' : null,
      startedAt, endedAt: finish ? startedAt + events.at(-1)!.t : null,
    },
    episode: {
      id: `${o.sessionId}-episode`, taskName: o.taskName, benchmarkName: o.benchmarkName ?? o.taskName, params: [...params],
      floorPlan: o.floorPlan ?? 1, split: o.split ?? 'train', seed: 1, worldHash: worldHash(initial), solutionSteps: 0, createdAt: startedAt, world: initial,
    },
    workers: [
      { id: 'w-commander', platform: 'local', role: 'commander', bot: false },
      { id: 'w-follower', platform: 'local', role: 'follower', bot: false },
    ],
    surveys: [],
    events,
    finalWorldHash: worldHash(world),
  };
  return { session, finalWorld: world };
}
