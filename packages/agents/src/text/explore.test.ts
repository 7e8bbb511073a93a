import { describe, expect, it } from 'vitest';
import { smallKitchen } from '../test-support/small-kitchen.js';
import { formatCommand, type TextCommand } from './commands.js';
import { explorationStep } from './explore.js';
import { TextEnvironment } from './text-environment.js';

const carryOut = (env: TextEnvironment, c: TextCommand) => env.run({ text: formatCommand(c, env.view.name), command: c });

describe('looking for what a step names', () => {
  it('opens a running microwave to look inside: the open command switches it off first, as a person must', () => {
    const world = smallKitchen({ fixtures: ['microwave', 'table'], items: [{ type: 'Potato', in: 'Microwave' }, { type: 'Knife', in: 'DiningTable' }], states: { Microwave: { isToggled: true } } });
    const env = new TextEnvironment(world, { observability: 'partial' });
    env.reset();
    const step = 'The potato is in the microwave. slice the potato with a knife';
    const look = explorationStep(step, env.view, env.world, new Set())!;
    expect(look.verb).toBe('open');
    const r = carryOut(env, look);
    expect(r.ok).toBe(true);
    expect(r.actions.map((a) => a.action.name)).toEqual(expect.arrayContaining(['ToggleOff', 'Open']));
    expect(env.view.known(env.world).some((o) => o.objectType === 'Potato')).toBe(true);
  });

  it('opens a place again when the thing it knows is shut in it, looked in before or not', () => {
    const world = smallKitchen({ fixtures: ['fridge', 'table'], items: [{ type: 'Apple', in: 'Fridge' }] });
    const env = new TextEnvironment(world, { observability: 'partial' });
    env.reset();
    const step = 'The apple is in the fridge. grab the apple';
    const visited = new Set<string>();
    const open = explorationStep(step, env.view, env.world, visited)!;
    expect(carryOut(env, open).ok).toBe(true);
    visited.add(open.objectId!);
    env.step(env.admissible().find((c) => c.startsWith('close fridge'))!);
    expect(explorationStep(step, env.view, env.world, visited)).toEqual(open);
  });
});
