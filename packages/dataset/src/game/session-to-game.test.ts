import { describe, expect, it } from 'vitest';
import { coffeeSession } from '../testing/coffee-session.js';
import { gameFileSchema } from './game-file.js';
import { sessionToGame } from './session-to-game.js';

type Row = Record<string, unknown>;

describe('sessionToGame', () => {
  const { session } = coffeeSession('coffee-export');
  const result = sessionToGame(session);
  if (!result.ok) throw new Error('coffee session does not export');
  const game = JSON.parse(JSON.stringify(result.game)) as {
    version: string; definitions: { agents: Row[]; actions: Row[]; status: Row[]; tasks: Row[] };
    tasks: { task_id: number; task_name: string; task_params: string[]; episodes: { world: string; world_type: string; commander_embodied: string; interactions: Row[]; initial_state: Row; final_state: Row }[] }[];
  };
  const episode = game.tasks[0]!.episodes[0]!;
  const rows = episode.interactions;

  it('has TEACh\'s layout', () => {
    expect(gameFileSchema.safeParse(game).success).toBe(true);
    expect(result.gameId).toMatch(/^[0-9a-f]{16}_[0-9a-f]{4}$/);
    expect(game.version).toBe('2.0');
    expect(game.definitions.agents).toEqual([{ agent_id: 0, agent_name: 'Commander', agent_type: 0 }, { agent_id: 1, agent_name: 'Driver', agent_type: 1 }]);
    expect(game.definitions.actions).toHaveLength(36);
    expect(game.definitions.tasks.length).toBe(25);
    expect(game.definitions.tasks.every((t) => t.task_params === null && Array.isArray(t.episodes) && (t.episodes as unknown[]).length === 0)).toBe(true);
    expect(game.tasks[0]).toMatchObject({ task_id: 102, task_name: 'Coffee', task_params: [] });
    expect(Object.keys(game.tasks[0]!)).toEqual(['task_id', 'task_name', 'task_params', 'task_nparams', 'task_anchor_object', 'desc', 'components', 'relations', 'comments', 'episodes']);
    expect(episode).toMatchObject({ world: 'FloorPlan1_physics', world_type: 'Kitchen', commander_embodied: 'False' });
    expect(Object.keys(episode.initial_state)).toEqual(['time_start', 'agents', 'objects', 'custom_object_metadata']);
    expect(episode.final_state.time_start).toBe(session.events.at(-1)!.t / 1000);
  });

  it('writes one interaction per action, utterance, progress check and search, in order', () => {
    const byId = (id: number) => rows.filter((r) => r.action_id === id);
    expect(rows.map((r) => r.action_id)).toEqual([100, 500, 100, 4, 5, 200, 201, 204, 205, 100, 2, 100, 200, 211, 4, 2, 5, 201, 204, 205, 6, 100, 500, 7, 0]);
    expect(byId(100).map((r) => [r.agent_id, r.utterance])).toEqual([
      [1, 'Hi, what should I do?'], [0, "We're making coffee. First wash the mug in the sink."], [1, 'done'],
      [0, 'Now pour out the water and make coffee in it.'], [1, "I can't see anything else to do"],
    ]);
    // As TEACh's released files (its data-exploration notebook reads corrected_utterance).
    expect(Object.keys(byId(100)[1]!)).toEqual(['agent_id', 'action_id', 'time_start', 'duration', 'success', 'utterance', 'corrected_utterance', 'is_corrected']);
    expect(byId(100).map((r) => [r.corrected_utterance, r.is_corrected])).toEqual([
      ['Hi, what should I do?', 0], ['We are making coffee. First wash the mug in the sink.', 1], ['done', 0],
      ['Now pour out the water and make coffee in it.', 0], ['I can not see anything else to do', 1],
    ]);
    const pickup = byId(200)[0]!;
    expect(Object.keys(pickup)).toEqual(['agent_id', 'action_id', 'time_start', 'duration', 'success', 'x', 'y', 'oid']);
    expect(pickup.oid).toMatch(/^Mug\|/);
    const commanderForward = byId(2)[0]!;
    expect(commanderForward).toMatchObject({ agent_id: 0, pose: [0, 0, 0, 0, 0, 0], pose_delta: [0.25, 0, 0, 0, 0, 0] });
    expect(byId(4)[0]).toMatchObject({ agent_id: 1, pose_delta: [0, 0, 0, 0, 0, 90] });
  });

  it('times interactions in seconds with millisecond precision and closes the episode as TEACh does', () => {
    for (const r of rows) expect(Math.round((r.time_start as number) * 1000)).toBeCloseTo((r.time_start as number) * 1000, 6);
    expect(rows[0]).toMatchObject({ time_start: 4.5, duration: 4.5 }); // the Follower's next interaction comes 4.5 s later
    // The last move was the Follower's Look Down, so a Stop follows, and the last interaction carries the status.
    expect(rows.at(-1)).toMatchObject({ agent_id: 1, action_id: 0, status: 0 });
    expect(rows.filter((r) => 'status' in r)).toHaveLength(1);
  });

  it('refuses a session that does not replay', () => {
    const events = session.events.map((e) => (e.kind === 'action' && e.action.name === 'Place' ? { ...e, outcome: { ...e.outcome, objectId: 'Plate|x' } } : e));
    const bad = sessionToGame({ ...session, events });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems[0]).toMatchObject({ code: 'replay/outcome_differs', field: 'outcome.objectId', actual: expect.stringMatching(/SinkBasin$/) });
  });
});
