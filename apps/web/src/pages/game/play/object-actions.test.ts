import { createDemoKitchen, OBJECT_ACTIONS, step, type World } from '@chorehouse/sim';
import { solveEpisode } from '@chorehouse/agents';
import { describe, expect, it } from 'vitest';
import { availableActions } from './object-actions.js';

/** Worlds along a solved Make Coffee and a cooked potato slice: hands empty, holding a mug, a knife... */
function worldsAlongTheTutorial(): World[] {
  const out: World[] = [];
  let w = createDemoKitchen();
  const coffee = solveEpisode(w, { taskName: 'Coffee', params: [] });
  const potato = solveEpisode(coffee.world, { taskName: 'Cooked Slice Of X', params: ['Potato'] });
  for (const { action } of [...coffee.trace, ...potato.trace]) {
    w = step(w, 'follower', action).world;
    if ('x' in action) out.push(w);
  }
  return out;
}

describe('availableActions', () => {
  const worlds = worldsAlongTheTutorial();
  const points = [0.1, 0.3, 0.5, 0.7, 0.9].flatMap((x) => [0.2, 0.5, 0.8].map((y) => ({ x, y })));

  it('never disables an action the simulator would carry out', () => {
    let enabled = 0;
    for (const world of worlds) {
      for (const p of points) {
        for (const a of availableActions(world, p)) {
          const outcome = step(world, 'follower', { name: a.name, x: p.x, y: p.y }).outcome;
          if (outcome.success) expect(a.enabled, `${a.name} at ${p.x},${p.y}: ${a.reason}`).toBe(true);
          if (a.enabled) enabled++;
          else expect(a.reason).not.toBe('');
        }
      }
    }
    expect(enabled).toBeGreaterThan(0);
  });

  it('a grey button says what the server answers to the same click, word for word', () => {
    let disabled = 0;
    for (const world of worlds) {
      for (const p of points) {
        for (const a of availableActions(world, p)) {
          if (a.enabled) continue;
          disabled++;
          expect(step(world, 'follower', { name: a.name, x: p.x, y: p.y }).outcome).toMatchObject({ success: false, message: a.reason });
        }
      }
    }
    expect(disabled).toBeGreaterThan(0);
  });

  it('with no click, everything is disabled and says to click first', () => {
    expect(availableActions(createDemoKitchen(), null).map((a) => a.enabled)).toEqual(OBJECT_ACTIONS.map(() => false));
  });
});
