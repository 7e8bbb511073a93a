/**
 * The rules an EDH/TfD instance follows beyond its shape (issue 18): state changes of slices as TEACh's
 * `get_state_diff_changes` derives them, no instance solved at its start, TfD futures without dialogue.
 */
import { createDemoKitchen, idOf, standBefore, type World } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { sessionToGame } from '../game/session-to-game.js';
import { coffeeKitchen, pourOutMug, washMug } from '../testing/coffee-session.js';
import { clicks, motions, scriptedSession, type ScriptedSessionOptions, type ScriptStep } from '../testing/scripted-session.js';
import { cutGame } from './cut-game.js';
import { loadGame, type LoadedGame } from './load-game.js';
import { stateChanges, type StateDiff } from './state-diff.js';

function gameOf(world: World, script: ScriptStep[], o: ScriptedSessionOptions): LoadedGame {
  const exported = sessionToGame(scriptedSession(world, script, o).session);
  if (!exported.ok) throw new Error(exported.problems.map((p) => p.message).join('; '));
  const loaded = loadGame(JSON.parse(JSON.stringify(exported.game)), exported.gameId, 'test');
  if (!loaded.ok) throw new Error(loaded.problems[0]!.message);
  return loaded.game;
}

type Instance = Record<string, unknown> & { state_changes: StateDiff; pred_start_idx: number };
const diff = (objects: StateDiff['objects']): StateDiff => ({ agents: {}, objects });

const POTATO = 'Potato|+01.20|+00.92|+01.45';
const SLICE = `${POTATO}|PotatoSliced_0`;

describe('stateChanges as TEACh\'s get_state_diff_changes', () => {
  it.each([
    ['a slice the history did not have is compared with its base object\'s history values',
      diff({ [POTATO]: { isCooked: true, simbotIsCooked: true } }), diff({ [SLICE]: { objectType: 'PotatoSliced', isCooked: true, simbotIsCooked: true } }),
      { [SLICE]: { objectType: 'PotatoSliced' } }],
    ['a slice whose base the history left alone keeps all its values',
      diff({}), diff({ [SLICE]: { objectType: 'PotatoSliced', isCooked: true } }), { [SLICE]: { isCooked: true, objectType: 'PotatoSliced' } }],
    ['a slice the history already had is compared with itself, not its base',
      diff({ [POTATO]: { isCooked: false }, [SLICE]: { objectType: 'PotatoSliced', isCooked: false } }), diff({ [SLICE]: { objectType: 'PotatoSliced', isCooked: true } }),
      { [SLICE]: { isCooked: true } }],
    ['a sink basin is never a slice',
      diff({ 'Sink|+00.00|+00.00|+00.00': { isToggled: true } }), diff({ 'Sink|+00.00|+00.00|+00.00|SinkBasin': { isToggled: true } }),
      { 'Sink|+00.00|+00.00|+00.00|SinkBasin': { isToggled: true } }],
    ['properties outside the evaluated set are ignored on both sides',
      diff({ [POTATO]: { temperature: 'Hot' } }), diff({ [POTATO]: { temperature: 'Cold', isPickedUp: true } }), { [POTATO]: { isPickedUp: true } }],
  ])('%s', (_, init, final, expected) => {
    expect(stateChanges(init, final).objects).toEqual(expected);
  });
});

/** The Follower cooks the potato in the microwave during the history, then slices it in the future. */
function cookThenSliceGame(): LoadedGame {
  const start = createDemoKitchen();
  const world = standBefore(start, idOf(start, 'Potato'));
  const [potato, microwave, knife] = [idOf(world, 'Potato'), idOf(world, 'Microwave'), idOf(world, 'Knife')];
  const script: ScriptStep[] = [
    { kind: 'chat', role: 'commander', text: 'Cook the potato in the microwave.' },
    ...clicks(['Open', microwave], ['Pickup', potato], ['Place', microwave], ['Close', microwave], ['ToggleOn', microwave], ['ToggleOff', microwave], ['Open', microwave]),
    { kind: 'chat', role: 'commander', text: 'Now get the knife.' },
    ...motions('follower', 'Backward', 'Backward', 'Pan Left', 'Pan Left', 'Pan Left', 'Pan Left', 'Pan Left'),
    ...clicks(['Pickup', knife]),
    { kind: 'chat', role: 'commander', text: 'Slice the cooked potato.' },
    ...clicks(['Slice', potato]),
  ];
  return gameOf(world, script, { sessionId: 'cooked-then-sliced', taskName: 'Cooked Slice Of X', params: ['Potato'], split: 'valid_seen' });
}

describe('EDH instances', () => {
  it('slices of a potato cooked during the history get no cooked-state entry (TEACh compares them with the whole potato)', () => {
    const game = cookThenSliceGame();
    const cut = cutGame(game);
    expect(cut.problems).toEqual([]);
    const sliced = cut.edh.map((f) => f.instance as Instance).find((i) => Object.keys(i.state_changes.objects).some((id) => id.includes('PotatoSliced')));
    expect(sliced).toBeDefined();
    const slices = Object.entries(sliced!.state_changes.objects).filter(([id]) => id.includes('PotatoSliced'));
    expect(slices.length).toBeGreaterThan(1);
    for (const [, props] of slices) expect(props).toEqual({ objectType: 'PotatoSliced' });
    // The evaluation task checks only that slices exist: one condition per slice, none of them there yet.
    expect(sliced).toMatchObject({ expected_init_goal_conditions_total: slices.length, expected_init_goal_conditions_satisfied: 0 });
  });

  it('leaves out an instance whose evaluation task is already satisfied after its history', () => {
    // The future washes the dirty mug and pours the water out again: its only checked change is (Mug, isDirty, False),
    // which the clean mug in the cabinet already satisfies, so a model saying Stop at once would score success.
    const world = coffeeKitchen();
    const [basin, faucet] = [idOf(world, 'SinkBasin'), idOf(world, 'Faucet')];
    const script: ScriptStep[] = [
      { kind: 'chat', role: 'commander', text: 'Rinse the mug.' },
      ...washMug(world),
      ...pourOutMug(world),
      { kind: 'chat', role: 'commander', text: 'Now fill it with water.' },
      ...clicks(['Place', basin], ['ToggleOn', faucet]),
    ];
    const game = gameOf(world, script, { sessionId: 'solved-at-start', taskName: 'Coffee', benchmarkName: 'Make Coffee', split: 'valid_seen' });
    const cut = cutGame(game);
    expect(cut.problems).toEqual([]);
    // edh0 (rinse) is solved at its start; edh1 (fill) is not and stays.
    expect(cut.edh.map((f) => f.fileName)).toEqual([`${game.gameId}.edh1.json`]);
    for (const f of cut.edh) {
      const i = f.instance as { expected_init_goal_conditions_total: number; expected_init_goal_conditions_satisfied: number };
      expect(i.expected_init_goal_conditions_satisfied).toBeLessThan(i.expected_init_goal_conditions_total);
    }
  });
});

describe('TfD instances', () => {
  it('the reference trajectory is every non-dialogue Follower action (paper 4.2): no Text, no Stop', () => {
    const game = cookThenSliceGame();
    const tfd = cutGame(game, { edh: false, tfd: true }).tfd!;
    const future = tfd.instance.driver_actions_future as { action_name: string }[];
    const followerActions = game.interactions.filter((i) => i.agent_id === 1 && i.success === 1 && i.action_id !== 100 && i.action_id !== 0);
    expect(future.map((a) => a.action_name)).not.toContain('Text');
    expect(future).toHaveLength(followerActions.length);
    expect(tfd.instance.driver_images_future).toHaveLength(future.length);
  });
});
