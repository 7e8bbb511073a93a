import { describe, expect, it } from 'vitest';
import { sessionToGame } from '../game/session-to-game.js';
import { cutGame } from '../instances/cut-game.js';
import { loadGame } from '../instances/load-game.js';
import { coffeeSession } from '../testing/coffee-session.js';
import type { Outcome } from '@chorehouse/sim';
import type { EvalAgent } from './agent.js';
import { evalInstanceSchema } from './instance-file.js';
import { runInstance } from './run-instance.js';

const exported = sessionToGame(coffeeSession('coffee-eval').session);
if (!exported.ok) throw new Error('does not export');
const loaded = loadGame(JSON.parse(JSON.stringify(exported.game)), exported.gameId, 'test');
if (!loaded.ok) throw new Error('does not load');
const game = loaded.game;
const cut = cutGame(game);
const edh = evalInstanceSchema.parse(cut.edh[0]!.instance);
const tfd = evalInstanceSchema.parse(cut.tfd!.instance);

/** Plays the recorded future back ([y, x] clicks), then stops. */
function replayAgent(actions: readonly { action_name: string; x: number | null; y: number | null }[]): EvalAgent {
  let k = 0;
  return {
    name: 'replay',
    async nextAction() {
      const a = actions[k++];
      if (!a) return { action: 'Stop' };
      return { action: a.action_name, obj_relative_coord: a.x === null ? null : [a.y, a.x] };
    },
  };
}

const futureMoves = (i: typeof edh) => (i.driver_actions_future as { action_name: string; x: number | null; y: number | null }[]).filter((a) => a.action_name !== 'Text');

describe('runInstance', () => {
  it('an agent that does what the Follower did succeeds, one step over the reference (its Stop)', async () => {
    const run = await runInstance('edh', edh, game, replayAgent(futureMoves(edh)));
    expect(run.ended).toBe('stop');
    expect(run.metrics).toMatchObject({ success: 1, goal_condition_success: 1, traj_len: 7, gt_path_len: 6, predicted_stop: 1, completed_goal_conditions: 1, total_goal_conditions: 1 });
    expect(run.metrics.success_spl).toBeCloseTo(6 / 7, 12);
  });

  it('an agent that stops at once fails; a TfD run is checked against the whole task', async () => {
    const stop = await runInstance('edh', edh, game, replayAgent([]));
    expect(stop.metrics).toMatchObject({ success: 0, goal_condition_success: 0, traj_len: 1 });
    const whole = await runInstance('tfd', tfd, game, replayAgent(futureMoves(tfd)));
    expect(whole.metrics).toMatchObject({ success: 1, goal_condition_success: 1 });
  });

  it('stops after 30 failed actions and reports a bad reply as an error', async () => {
    const flailing: EvalAgent = { name: 'flail', async nextAction() { return { action: 'Place', obj_relative_coord: [0.5, 0.5] }; } };
    const fails = await runInstance('edh', edh, game, flailing);
    expect(fails.metrics).toMatchObject({ num_api_fails: 30, traj_len: 30, success: 0 });
    const garbage: EvalAgent = { name: 'garbage', async nextAction() { return { act: 'jump' }; } };
    expect((await runInstance('edh', edh, game, garbage)).metrics).toMatchObject({ error: 1, traj_len: 0 });
  });

  it('tells an in-process agent the simulator\'s whole outcome of its last action, and TEACh\'s API agent whether it succeeded', async () => {
    const seen: { prevSuccess: boolean | null; outcome: Outcome | null }[] = [];
    const replay = replayAgent([{ action_name: 'Place', x: 0.5, y: 0.5 }, { action_name: 'Turn Left', x: null, y: null }]);
    const watching: EvalAgent = {
      name: 'watching',
      async nextAction(request, privileged) {
        seen.push({ prevSuccess: request.prev_success, outcome: privileged.lastOutcome });
        return replay.nextAction(request, privileged);
      },
    };
    await runInstance('edh', edh, game, watching);
    expect(seen.map((s) => s.prevSuccess)).toEqual([null, false, true]);
    expect(seen[0]!.outcome).toBeNull();
    expect(seen[1]!.outcome).toMatchObject({ success: false, code: 'place/hand_empty' });
    expect(seen[2]!.outcome).toMatchObject({ success: true, code: 'ok' });
  });
});
