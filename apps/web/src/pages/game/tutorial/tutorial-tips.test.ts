/**
 * The tutorial played exactly as its tips say, with the simulator: every tip's actions succeed and
 * both tasks end done. A tip that leaves the player stuck (the mug full of water after rinsing)
 * fails here.
 */
import { findViewpoint } from '@chorehouse/agents';
import { tutorialWorld } from '@chorehouse/protocol';
import { getObject, step } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { TUTORIAL_TIP_ACTIONS, TUTORIAL_TIPS, resolveTipTarget, tutorialTasks } from './tutorial-tasks.js';

describe('the tutorial, played as its tips say', () => {
  it('starts with no step ticked that the tips ask the worker to do', () => {
    const ticked = tutorialTasks(tutorialWorld()).flatMap((t) => t.subgoals.flatMap((g) => g.steps)).filter((s) => s.success);
    expect(ticked.map((s) => s.desc)).toEqual([]);
  });

  it('has the actions of every tip written down', () => {
    expect(TUTORIAL_TIP_ACTIONS.map((t) => t.length)).toEqual(TUTORIAL_TIPS.map((t) => t.length));
  });

  it('finishes both tasks, and the simulator says why a mug of water gets no coffee', () => {
    let world = tutorialWorld();
    const messages: string[] = [];
    for (const [task, tips] of TUTORIAL_TIP_ACTIONS.entries()) {
      for (const tip of tips) {
        for (const { name, target } of tip) {
          const id = resolveTipTarget(world, target);
          const vp = findViewpoint(world, id, name);
          if (!vp.ok) throw new Error(`${name} ${target}: ${vp.message}`);
          for (const move of vp.viewpoint.moves) world = step(world, 'follower', { name: move }).world;
          const r = step(world, 'follower', { name, x: vp.viewpoint.click.x, y: vp.viewpoint.click.y });
          expect(r.outcome.success, `${name} ${target}: ${r.outcome.message}`).toBe(true);
          messages.push(r.outcome.message);
          world = r.world;
        }
      }
      expect(tutorialTasks(world)[task]!.success, `task ${task} after its tips`).toBe(true);
    }
    expect(messages).toContain('Turned on the faucet. The mug is clean now, and full of water.');
    expect(getObject(world, resolveTipTarget(tutorialWorld(), 'dirty mug'))?.simbotIsFilledWithCoffee).toBe(true);
  });

  it('without the emptying tip, gets stuck and is told why', () => {
    let world = tutorialWorld();
    const [find, rinse, , brew] = TUTORIAL_TIP_ACTIONS[0]!;
    let last = '';
    for (const { name, target } of [...find!, ...rinse!, ...brew!]) {
      const id = resolveTipTarget(world, target);
      const vp = findViewpoint(world, id, name);
      if (!vp.ok) throw new Error(vp.message);
      for (const move of vp.viewpoint.moves) world = step(world, 'follower', { name: move }).world;
      const r = step(world, 'follower', { name, x: vp.viewpoint.click.x, y: vp.viewpoint.click.y });
      world = r.world;
      last = r.outcome.message;
    }
    expect(tutorialTasks(world)[0]!.success).toBe(false);
    expect(last).toMatch(/already holds water, so the coffee machine cannot fill it/);
  });
});
