/**
 * Export = replay + projection (STYLE.md 9): a session that replays cleanly becomes a TEACh game
 * file. Motion poses and final states are read from the replayed worlds, so the file says what the
 * simulator did, not what a client claimed.
 */
import type { EventRecord } from '@chorehouse/protocol';
import { isMotionAction, type World } from '@chorehouse/sim';
import { roomTypeOfFloorPlan, TEACH_WORLD_TYPE } from '@chorehouse/scenes';
import { utteranceCorrection } from '../instances/clean-dialog.js';
import { codeVersions } from '../provenance/code-versions.js';
import type { LoadedGame } from '../instances/load-game.js';
import type { DatasetProblem } from '../problems.js';
import { replaySession, type ReplayReport } from '../replay/replay-session.js';
import { seatsOf, type RecordedSession } from '../session/recorded-session.js';
import {
  ACTION_ID, AGENT_ID, OPEN_PROGRESS_CHECK_ID, SEARCH_OBJECT_ID, SELECT_OID_ID, TEXT_ACTION_ID, isMotionId, poseDelta,
} from '../teach/actions.js';
import { gameDefinitions, serializeTask } from '../teach/tasks.js';
import type { Interaction } from './game-file.js';
import { gameIdOf } from './game-id.js';
import { COMMANDER_POSE, followerPose, gameState } from './game-state.js';

export const GAME_VERSION = '2.0';

export type GameExport =
  | {
    readonly ok: true; readonly gameId: string; readonly split: string; readonly game: Record<string, unknown>; readonly replay: ReplayReport;
    /** The game as `loadGame` would read it back, and the world after each interaction: cut instances without replaying again. */
    readonly loaded: LoadedGame; readonly worlds: readonly World[];
  }
  | { readonly ok: false; readonly gameId: string; readonly problems: readonly DatasetProblem[]; readonly replay: ReplayReport | null };

/** Seconds since the session started, with millisecond precision. */
const seconds = (ms: number) => Math.round(ms) / 1000;

/**
 * An interaction as the game file writes it, built in TEACh's key order (agent_id, action_id,
 * time_start, duration, success, the action's fields; status is added last), with the log's time and
 * the world after it beside it. Each kind is one object literal: `duration` and `status` are filled
 * in place, so no row is copied or reordered.
 */
interface Row {
  readonly interaction: Interaction;
  readonly t: number;
  readonly world: World;
}

function interactionOf(event: EventRecord, world: World): Row | null {
  const row = (interaction: Interaction): Row => ({ interaction, t: event.t, world });
  const time_start = seconds(event.t);
  switch (event.kind) {
    case 'action': {
      const agent_id = AGENT_ID[event.role];
      const action_id = ACTION_ID[event.action.name];
      const success = event.outcome.success ? 1 : 0;
      if (isMotionAction(event.action.name) || event.action.name === 'Stop') {
        const pose = event.role === 'follower' ? followerPose(world) : [...COMMANDER_POSE];
        return row({ agent_id, action_id, time_start, duration: 0, success, pose_delta: [...poseDelta(action_id)], pose });
      }
      const x = event.action.x ?? null, y = event.action.y ?? null;
      // As the schema reads it back: an object action always has its point (null only stands in for a malformed log's).
      return row({ agent_id, action_id, time_start, duration: 0, success, x, y, oid: event.outcome.success ? event.outcome.objectId : null } as Interaction);
    }
    case 'chat': {
      const { corrected_utterance, is_corrected } = utteranceCorrection(event.text);
      return row({ agent_id: AGENT_ID[event.role], action_id: TEXT_ACTION_ID, time_start, duration: 0, success: 1, utterance: event.text, corrected_utterance, is_corrected });
    }
    case 'progress_check':
      return row({ agent_id: AGENT_ID.commander, action_id: OPEN_PROGRESS_CHECK_ID, time_start, duration: 0, success: event.success ? 1 : 0, query: '' });
    case 'search':
      return row({ agent_id: AGENT_ID.commander, action_id: event.by === 'id' ? SELECT_OID_ID : SEARCH_OBJECT_ID, time_start, duration: 0, success: event.results.length > 0 ? 1 : 0, query: event.value });
    case 'finish': case 'connect': case 'disconnect': case 'pause': case 'resume': case 'idle_warning': case 'survey': case 'end':
      return null;
  }
}

/**
 * `duration` (inferred; TEACh writes a placeholder 1): seconds from this interaction to the same
 * agent's next one, or to the session's end, with millisecond precision.
 */
function fillDurations(rows: Row[], endMs: number): void {
  const next: Record<number, number> = { 0: endMs, 1: endMs };
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i]!;
    const agent = row.interaction.agent_id;
    row.interaction.duration = seconds(Math.max(0, next[agent]! - row.t));
    next[agent] = row.t;
  }
}

export function sessionSucceeded(s: RecordedSession): boolean {
  return s.session.outcome === 'success';
}

export function sessionToGame(s: RecordedSession): GameExport {
  const gameId = gameIdOf(s.session.id);
  const afterSeq = new Map<number, World>();
  const { report, finalWorld } = replaySession(s, (a) => afterSeq.set(a.event.seq, a.world));
  if (!report.ok) return { ok: false, gameId, problems: report.mismatches, replay: report };

  const rows: Row[] = [];
  let world = s.episode.world;
  for (const event of s.events) {
    world = afterSeq.get(event.seq) ?? world;
    const row = interactionOf(event, world);
    if (row) rows.push(row);
  }
  // The game ends at the end event; surveys answered afterwards are not part of it.
  const endMs = (s.events.find((e) => e.kind === 'end') ?? s.events.at(-1))?.t ?? 0;
  // Episode end (teach-formats.md 5.3): a Stop closes a session whose last move was the Follower's motion.
  const last = rows.at(-1);
  if (last && last.interaction.agent_id === 1 && isMotionId(last.interaction.action_id) && last.interaction.action_id !== ACTION_ID.Stop) {
    const interaction = { agent_id: 1 as const, action_id: ACTION_ID.Stop, time_start: seconds(endMs), duration: 0, success: 1 as const, pose_delta: [...poseDelta(0)], pose: followerPose(finalWorld) };
    rows.push({ interaction, t: endMs, world: finalWorld });
  }
  fillDurations(rows, endMs);
  const success = sessionSucceeded(s);
  // Inferred: TEACh marks the last interaction 0 (Success); a session that failed gets 1 (Failure).
  if (rows.length > 0) rows[rows.length - 1]!.interaction.status = success ? 0 : 1;

  const roomType = roomTypeOfFloorPlan(s.episode.floorPlan);
  const episode = {
    episode_id: s.episode.id,
    world: `FloorPlan${s.episode.floorPlan}_physics`,
    world_type: roomType ? TEACH_WORLD_TYPE[roomType] : 'Kitchen',
    commander_embodied: 'False',
    initial_state: gameState(s.episode.world, 0),
    interactions: rows.map((r): Interaction => r.interaction),
    final_state: gameState(finalWorld, seconds(endMs)),
  };
  const task = serializeTask(s.episode.taskName, s.episode.params, [episode]);
  if (!task) {
    return { ok: false, gameId, replay: report, problems: [{ code: 'game/unknown_task', sessionId: s.session.id, message: `task "${s.episode.taskName}" is not in the task library` }] };
  }
  const game = {
    version: GAME_VERSION,
    task_type: 'eqa_complex',
    comments: new Date(s.session.startedAt).toISOString(),
    definitions: gameDefinitions(),
    tasks: [task],
    chorehouse: {
      format_version: 1,
      session_id: s.session.id,
      episode_id: s.episode.id,
      split: s.episode.split,
      floor_plan: s.episode.floorPlan,
      seed: s.episode.seed,
      benchmark_name: s.episode.benchmarkName,
      outcome: s.session.outcome,
      success,
      started_at: s.session.startedAt,
      initial_world_hash: report.initialHash,
      final_world_hash: report.finalHash,
      initial_world: s.episode.world,
      surveys: s.surveys.map((v) => ({ role: v.role, rating: v.rating, comment: v.comment })),
      seats: seatsOf(s),
      // Provenance (issue 47): the code that recorded the session (null when it predates provenance) and the code that exported it.
      provenance: s.session.provenance ?? null,
      exported_with: codeVersions(),
    },
  };
  const loaded: LoadedGame = {
    gameId, split: s.episode.split, taskId: Number(task.task_id), taskName: s.episode.taskName, benchmarkName: s.episode.benchmarkName,
    taskParams: [...s.episode.params], floorPlan: s.episode.floorPlan, interactions: episode.interactions, initialWorld: s.episode.world,
    success, sessionId: s.session.id,
  };
  return { ok: true, gameId, split: s.episode.split, game, replay: report, loaded, worlds: rows.map((r) => r.world) };
}
