import { describe, expect, it } from 'vitest';
import { sessionToGame } from '../game/session-to-game.js';
import { coffeeSession } from '../testing/coffee-session.js';
import { cutGame } from './cut-game.js';
import { loadGame, type LoadedGame } from './load-game.js';

function coffeeGame(split = 'valid_seen'): LoadedGame {
  const exported = sessionToGame(coffeeSession('coffee-cut', split).session);
  if (!exported.ok) throw new Error('does not export');
  const loaded = loadGame(JSON.parse(JSON.stringify(exported.game)), exported.gameId, 'test');
  if (!loaded.ok) throw new Error(loaded.problems[0]!.message);
  return loaded.game;
}

type Instance = Record<string, unknown> & { interactions: Record<string, unknown>[]; pred_start_idx: number };

describe('cutGame', () => {
  const game = coffeeGame();
  const cut = cutGame(game);
  const edh = cut.edh.map((f) => f.instance as Instance);

  it('cuts at utterances whose future holds a Follower object interaction that changes the task', () => {
    expect(cut.problems).toEqual([]);
    // Utterances sit at 0, 2, 9, 11, 18. The futures after 2 (wash the mug) and 11 (make coffee) qualify;
    // after 0 only a progress check follows, after 9 only a Commander move, after 18 only a look.
    expect(cut.edh.map((f) => f.fileName)).toEqual([`${game.gameId}.edh1.json`, `${game.gameId}.edh3.json`]);
    expect(edh.map((i) => i.pred_start_idx)).toEqual([3, 12]);
    for (const i of edh) expect(i.interactions[i.pred_start_idx - 1]!.action_id).toBe(100);
    expect(edh[0]!.interactions).toHaveLength(9); // up to the next utterance, exclusive
    expect(edh[0]!.interactions[0]).toMatchObject({ action_idx: 33, obj_interaction_action: 0 });
  });

  it('fills the instance fields as TEACh does', () => {
    const first = edh[0]!;
    expect(first.instance_id).toBe(`${game.gameId}.edh1`);
    expect(first.dialog_history).toEqual([['Driver', 'Hi, what should I do?'], ['Commander', "We're making coffee. First wash the mug in the sink."]]);
    expect(first.dialog_history_cleaned).toEqual([['Driver', 'Hi, what should I do?'], ['Commander', 'We are making coffee. First wash the mug in the sink.']]);
    expect(first.driver_action_history).toEqual([expect.objectContaining({ action_id: 100, action_name: 'Text', oid: null, x: null, y: null })]);
    expect((first.driver_actions_future as { action_name: string }[]).map((a) => a.action_name)).toEqual(['Turn Left', 'Turn Right', 'Pickup', 'Place', 'ToggleOn', 'ToggleOff']);
    expect(first.driver_images_future).toEqual(['driver.frame.9.0.jpeg', 'driver.frame.10.5.jpeg', 'driver.frame.12.0.jpeg', 'driver.frame.13.5.jpeg', 'driver.frame.15.0.jpeg', 'driver.frame.16.5.jpeg']);
    expect(first.future_subgoals).toEqual(['Navigate', 'Mug', 'Pickup', 'Mug', 'Place', 'Sink', 'ToggleOn', 'Faucet', 'ToggleOff', 'Faucet']);
    const mug = Object.keys((first.state_changes as { objects: object }).objects)[0]!;
    expect(first.state_changes).toEqual({ agents: {}, objects: { [mug]: { isFilledWithLiquid: true, isDirty: false } } });
    // Two components (Mug, isFilledWithLiquid, True) and (Mug, isDirty, False), 2 conditions each. Before: both objectType
    // conditions hold, and isDirty False holds too, through the other (clean) mug in the cabinet: objects match by type.
    expect(first).toMatchObject({ expected_init_goal_conditions_total: 4, expected_init_goal_conditions_satisfied: 2 + 1 });
  });

  it('keeps the history out of the test split\'s futures', () => {
    const test = cutGame(coffeeGame('test_seen'));
    const i = test.edh[0]!.instance as Instance;
    expect(i.interactions).toHaveLength(i.pred_start_idx);
    expect(i.driver_actions_future).toEqual([]);
  });

  it('makes one TfD instance for the whole session', () => {
    const tfd = cut.tfd!;
    expect(tfd.fileName).toBe(`${game.gameId}.tfd0.json`);
    expect(tfd.instance).not.toHaveProperty('instance_id');
    expect((tfd.instance.dialog_history as unknown[]).length).toBe(5);
    const actions = (tfd.instance.driver_actions_future as { action_name: string }[]).map((a) => a.action_name);
    expect(actions).not.toContain('Text'); // paper 4.2: non-dialogue Follower actions only
    expect(actions).not.toContain('Stop');
  });
});

describe('cutGame shortcuts', () => {
  it('cutting with the export\'s own worlds gives the same files as cutting the written game', async () => {
    const { syntheticSession } = await import('../testing/synthetic-session.js');
    const exported = sessionToGame(syntheticSession(8).session);
    if (!exported.ok) throw new Error('does not export');
    const fromFile = loadGame(JSON.parse(JSON.stringify(exported.game)), exported.gameId, 'test');
    if (!fromFile.ok) throw new Error('does not load');
    const direct = cutGame(exported.loaded, { edh: true, tfd: true }, exported.worlds);
    const replayed = cutGame(fromFile.game);
    expect(direct.edh.length).toBeGreaterThan(0);
    expect(JSON.stringify(direct)).toBe(JSON.stringify(replayed)); // key order included
  });

  it('the differ that keeps each object\'s change per base gives the full diff of every world of a session, key order included', async () => {
    const { syntheticSession } = await import('../testing/synthetic-session.js');
    const { snapshotObjects, snapshotWithBases } = await import('@chorehouse/sim');
    const { snapshotMap, stateDiff, stateDiffer } = await import('./state-diff.js');
    const exported = sessionToGame(syntheticSession(1002).session);
    if (!exported.ok) throw new Error('does not export');
    const initial = snapshotMap(snapshotObjects(exported.loaded.initialWorld));
    const differ = stateDiffer(initial);
    let changed = 0;
    for (const w of exported.worlds.filter((_, i) => i % 4 === 0)) {
      const full = stateDiff(initial, snapshotMap(snapshotObjects(w)));
      expect(JSON.stringify(differ(snapshotWithBases(w)))).toBe(JSON.stringify(full));
      changed += Object.keys(full.objects).length;
    }
    expect(changed).toBeGreaterThan(0);
  });

  it('the quick evaluated-property diff agrees with full snapshot diffs on every world of a session', async () => {
    const { syntheticSession } = await import('../testing/synthetic-session.js');
    const { snapshotObjects } = await import('@chorehouse/sim');
    const { evaluatedDiff, snapshotMap, stateChanges, stateDiff } = await import('./state-diff.js');
    const exported = sessionToGame(syntheticSession(1001).session);
    if (!exported.ok) throw new Error('does not export');
    const first = exported.loaded.initialWorld;
    const initialObjects = new Map(first.objects.map((o) => [o.objectId, o]));
    const initial = snapshotMap(snapshotObjects(first));
    const worlds = exported.worlds.filter((_, i) => i % 9 === 0);
    for (let k = 1; k < worlds.length; k++) {
      const [a, b] = [worlds[k - 1]!, worlds[k]!];
      const quick = stateChanges(evaluatedDiff(initialObjects, a.objects), evaluatedDiff(initialObjects, b.objects));
      const full = stateChanges(stateDiff(initial, snapshotMap(snapshotObjects(a))), stateDiff(initial, snapshotMap(snapshotObjects(b))));
      expect(quick).toEqual(full);
    }
  });
});
