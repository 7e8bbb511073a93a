import { ACTION_NAMES, createDemoKitchen, step, worldHash, type ObjectActionName, type World } from '@chorehouse/sim';
import { generateEpisode } from '@chorehouse/scenes';
import { describe, expect, it } from 'vitest';
import { TextEnvironment } from './text-environment.js';

/** Re-running `step` over the logged Follower actions gives the same world. */
function replayed(start: World, env: TextEnvironment): World {
  let w = start;
  for (const a of env.actions) {
    const r = step(w, 'follower', a.action);
    expect(r.outcome.success).toBe(a.outcome.success);
    w = r.world;
  }
  return w;
}

/**
 * The command of the script below that carries out each Follower object action: a new action is a
 * compile error here until the text world has a command for it (and the script shows it running).
 */
const COMMAND_FOR: Readonly<Record<ObjectActionName, string>> = {
  Pickup: 'take mug 2 from countertop 1', Place: 'put mug 2 in coffeemachine 1', Open: 'open fridge 1', Close: 'close fridge 1',
  ToggleOn: 'turn on coffeemachine 1', ToggleOff: 'turn off coffeemachine 1', Slice: 'slice bread 1 with knife 1', Pour: 'pour mug 2 into sinkbasin 1',
};

describe('the text world on the demo kitchen', () => {
  it('welcomes with the furniture, ALFWorld style, numbered per type', () => {
    const env = new TextEnvironment(createDemoKitchen());
    const first = env.reset();
    expect(first).toMatch(/^You are in the middle of a room\. Looking quickly around you, you see a cabinet 1, a cabinet 2, /);
    expect(first).toContain('a coffeemachine 1');
    expect(first).toContain('and a toaster 1.');
    expect(first).toContain('You are not carrying anything.');
    const cmds = env.admissible();
    expect(cmds.slice(0, 2)).toEqual(['look', 'inventory']);
    expect(cmds).toContain('go to countertop 1');
    expect(cmds).toContain('take mug 2 from countertop 1');
    expect(cmds).toContain('open fridge 1');
    expect(cmds).toContain('make coffee in mug 2');
    expect(cmds).not.toContain('go to floor 1');
  });

  it('runs every command kind as Follower actions and replays exactly', () => {
    const start = createDemoKitchen();
    const env = new TextEnvironment(start, { task: { taskName: 'Coffee', params: [] } });
    const script: [string, RegExp, boolean][] = [
      ['look', /^You are in the middle of the room\./, false],
      ['go to countertop 1', /^You arrive at countertop 1\. On the countertop 1, you see .*a mug 2/, false],
      ['examine mug 2', /^This is a mug 2\. It is .*It is on the countertop 1\./, false],
      ['take mug 2 from countertop 1', /^You pick up the mug 2 from the countertop 1\./, true],
      ['inventory', /^You are carrying: a mug 2\./, false],
      ['clean mug 2 with sinkbasin 1', /^You clean the mug 2 using the sinkbasin 1\./, true],
      ['take mug 2 from sinkbasin 1', /^You pick up the mug 2/, true],
      ['pour mug 2 into sinkbasin 1', /^You pour from the mug 2 into the sinkbasin 1\./, true],
      ['put mug 2 in coffeemachine 1', /^You put the mug 2 in the coffeemachine 1\./, true],
      ['turn on coffeemachine 1', /^You turn on the coffeemachine 1\./, true],
      ['turn off coffeemachine 1', /^You turn off the coffeemachine 1\./, true],
      ['open fridge 1', /^You open the fridge 1\. In the fridge 1, you see .*an egg 1/, true],
      ['close fridge 1', /^You close the fridge 1\./, true],
      ['slice bread 1 with knife 1', /^You slice the bread 1 with the knife 1\./, true],
      ['cook breadsliced *', /^You cook the breadsliced \d+\./, true],
      ['boil potato 1', /^You boil the potato 1\./, true],
      ['fill cup 2 with water', /^You fill the cup 2 with water\./, true],
      ['empty cup 2', /^You empty the cup 2\./, true],
    ];
    const done = new Map<string, string[]>();
    for (const [pattern, seen, acts] of script) {
      // "cook breadsliced *": the first slice the Follower can see.
      const command = pattern.endsWith('*') ? env.admissible().find((c) => c.startsWith(pattern.slice(0, -1))) ?? pattern : pattern;
      expect(env.admissible(), command).toContain(command);
      const r = env.step(command);
      expect(r.command, command).toBe(command);
      expect(r.ok, `${command}: ${r.observation}`).toBe(true);
      expect(r.observation, command).toMatch(seen);
      expect(r.actions.length > 0, command).toBe(acts);
      for (const a of r.actions) expect(ACTION_NAMES.filter((n) => n !== 'Stop')).toContain(a.action.name);
      done.set(command, r.actions.filter((a) => a.outcome.success).map((a) => a.action.name));
    }
    for (const [name, command] of Object.entries(COMMAND_FOR)) expect(done.get(command), `${name} by "${command}"`).toContain(name);
    expect(env.world.objects.find((o) => o.objectType === 'Mug' && o.parentId?.startsWith('CoffeeMachine'))?.simbotIsFilledWithCoffee).toBe(true);
    expect(worldHash(replayed(start, env))).toBe(worldHash(env.world));
  });

  it('makes coffee in a mug shut in a cabinet (the goal opens it), finishing the task, and replays exactly', () => {
    const start = createDemoKitchen();
    const env = new TextEnvironment(start, { task: { taskName: 'Coffee', params: [] }, observability: 'full' });
    expect(env.admissible()).toContain('make coffee in mug 1');
    const r = env.step('make coffee in mug 1');
    expect(r).toMatchObject({ command: 'make coffee in mug 1', ok: true, done: true });
    expect(r.observation).toMatch(/^You make coffee in the mug 1\./);
    expect(r.actions.map((a) => a.action.name)).toContain('Open');
    expect(worldHash(replayed(start, env))).toBe(worldHash(env.world));
  });

  it('says nothing happens for a command that is not admissible, and takes no action', () => {
    const env = new TextEnvironment(createDemoKitchen());
    const r = env.step('xyzzy');
    expect(r.command).toBeNull();
    expect(r.actions).toEqual([]);
    expect(r.observation).toMatch(/^Nothing happens\./);
  });

  it('knows only what the Follower has seen when partially observable; everything when full', () => {
    const partial = new TextEnvironment(createDemoKitchen(), { observability: 'partial' });
    const full = new TextEnvironment(createDemoKitchen(), { observability: 'full' });
    // The apple on the dining table is behind the Follower; the egg is shut in the fridge.
    expect(partial.admissible()).not.toContain('take apple 1 from diningtable 1');
    expect(full.admissible()).toContain('take apple 1 from diningtable 1');
    expect(partial.admissible().some((c) => c.includes('egg 1'))).toBe(false);
    partial.step('open fridge 1');
    expect(partial.admissible()).toContain('take egg 1 from fridge 1');
  });

  it('maps a free-form step to the closest admissible command', () => {
    const env = new TextEnvironment(createDemoKitchen());
    expect(env.step('grab the mug from the counter').command).toBe('take mug 2 from countertop 1');
    expect(env.step('put it in the coffee maker').command).toBe('put mug 2 in coffeemachine 1');
  });

  it('takes something with the hand full by setting the held object down first (a person says "grab the bread", not "put the mug down")', () => {
    const start = createDemoKitchen();
    const env = new TextEnvironment(start, { observability: 'full' });
    expect(env.step('take mug 2 from countertop 1').observation).toMatch(/You pick up the mug 2/);
    const r = env.step('grab the bread');
    expect(r.command).toMatch(/^take bread 1 from /);
    expect(r.observation).toMatch(/You are carrying: a bread 1\./);
    expect(env.world.objects.find((o) => o.objectType === 'Mug' && o.objectId === env.actions.find((a) => a.action.name === 'Pickup')!.outcome.objectId)!.parentId).not.toBeNull();
    expect(worldHash(replayed(start, env))).toBe(worldHash(env.world));
  });
});

describe('the text world on real floor plans', () => {
  it.each([[6, 'Make Coffee', 0], [10, 'Plate Of Toast', 536870914], [205, 'Water Plant', 1]] as const)('FloorPlan%i %s', (floorPlan, task, seed) => {
    const generated = generateEpisode({ floorPlan, task, seed });
    if (!generated.ok) throw new Error(generated.reason);
    const { world, task: t } = generated.episode;
    const env = new TextEnvironment(world, { task: { taskName: t.name, params: t.params }, observability: 'full' });
    expect(env.reset()).toMatch(/^You are in the middle of a room\. Looking quickly around you, you see an? [a-z]+ 1, /);
    const go = env.admissible().find((c) => c.startsWith('go to '))!;
    expect(env.step(go).observation).toMatch(/^You arrive at [a-z]+ \d+\. (On|In) the [a-z]+ \d+, you see |^You arrive at [a-z]+ \d+\. The [a-z]+ \d+ is closed\./);
    const take = env.admissible().find((c) => c.startsWith('take '))!;
    const r = env.step(take);
    expect(r.ok, r.observation).toBe(true);
    expect(r.observation).toMatch(/^You pick up the /);
    expect(worldHash(replayed(world, env))).toBe(worldHash(env.world));
  });
});
