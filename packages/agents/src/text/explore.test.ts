import { describe, expect, it } from 'vitest';
import { smallKitchen } from '../test-support/small-kitchen.js';
import { formatCommand, type TextCommand } from './commands.js';
import { explorationStep, lookedIn } from './explore.js';
import { TextEnvironment } from './text-environment.js';

const carryOut = (env: TextEnvironment, c: TextCommand) => env.run({ text: formatCommand(c, env.view.name), command: c });

describe('looking for what a step names', () => {
  it('switches a running microwave off before opening it to look inside, and counts only the opening as a look', () => {
    const world = smallKitchen({ fixtures: ['microwave', 'table'], items: [{ type: 'Potato', in: 'Microwave' }, { type: 'Knife', in: 'DiningTable' }], states: { Microwave: { isToggled: true } } });
    const env = new TextEnvironment(world, { observability: 'partial' });
    env.reset();
    const step = 'The potato is in the microwave. slice the potato with a knife';
    const visited = new Set<string>();
    const first = explorationStep(step, env.view, env.world, visited)!;
    expect(first.verb).toBe('turn off');
    lookedIn(visited, first);
    expect(visited.size).toBe(0);
    expect(carryOut(env, first).ok).toBe(true);
    const second = explorationStep(step, env.view, env.world, visited)!;
    expect(second.verb).toBe('open');
    expect(carryOut(env, second).ok).toBe(true);
    // The potato is seen now; what is left to look for is the knife, elsewhere.
    expect(env.view.known(env.world).some((o) => o.objectType === 'Potato')).toBe(true);
    expect(explorationStep(step, env.view, env.world, visited)?.objectId).not.toBe(first.objectId);
  });

  it('opens a place again when the thing it knows is shut in it, looked in before or not', () => {
    const world = smallKitchen({ fixtures: ['fridge', 'table'], items: [{ type: 'Apple', in: 'Fridge' }] });
    const env = new TextEnvironment(world, { observability: 'partial' });
    env.reset();
    const step = 'The apple is in the fridge. grab the apple';
    const visited = new Set<string>();
    const open = explorationStep(step, env.view, env.world, visited)!;
    expect(carryOut(env, open).ok).toBe(true);
    lookedIn(visited, open);
    env.step(env.admissible().find((c) => c.startsWith('close fridge'))!);
    expect(explorationStep(step, env.view, env.world, visited)).toEqual(open);
  });
});
