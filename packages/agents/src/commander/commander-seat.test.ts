import { generateEpisode } from '@chorehouse/scenes';
import { createDemoKitchen } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import type { SeatUtterance } from '../seats/seat.js';
import { playCommanderSeat as play } from '../test-support/play-commander-seat.js';
import { variedKitchen } from '../test-support/varied-kitchen.js';
import { RuleBasedCommanderSeat } from './commander-seat.js';
import { readFollowerLine } from './follower-lines.js';
import type { TaskRef } from './what-if.js';
import { worldCommanderTools } from './world-tools.js';

/** Coordinates ("1.45", "-0.60") or object ids ("Mug|+1.00|..."). */
const COORDS_OR_IDS = /-?\d+\.\d+|\|/;

describe('RuleBasedCommanderSeat (plain words)', () => {
  it('speaks first, one step at a time, with no coordinates or ids, to the end of several tasks', async () => {
    const tasks: TaskRef[] = [
      { taskName: 'Coffee', params: [] }, { taskName: 'Plate Of Toast', params: [] }, { taskName: 'Water Plant', params: [] },
      { taskName: 'Clean All X', params: ['Mug'] },
    ];
    for (const [i, task] of tasks.entries()) {
      const seat = new RuleBasedCommanderSeat();
      const r = await play(variedKitchen(i + 1), task, seat, 'peek');
      expect(r.finished, `${task.taskName}: ${r.reason ?? ''}`).toBe(true);
      expect(r.reason).toBeUndefined();
      const lines = r.dialogue.filter((u) => u.speaker === 'Commander').map((u) => u.text);
      expect(lines[0]).toMatch(/^Hi! .*First, /);
      for (const l of lines) expect(l, l).not.toMatch(COORDS_OR_IDS);
      expect(r.tools.uses.progressChecks).toBeGreaterThan(lines.length - 1);
      expect(r.tools.uses.searches).toBeGreaterThan(0);
    }
  });

  it.each([
    [6, 'Make Coffee', 0], [10, 'Plate Of Toast', 536870914], [29, 'Boil Potato', 1073741825], [205, 'Water Plant', 1], [424, 'Clean All X', 536870913],
  ] as const)('on FloorPlan%i, %s (seed %i): plain steps to the end', async (floorPlan, taskName, seed) => {
    const generated = generateEpisode({ floorPlan, task: taskName, seed });
    if (!generated.ok) throw new Error(generated.reason);
    const { world, task } = generated.episode;
    const r = await play(world, { taskName: task.name, params: task.params }, new RuleBasedCommanderSeat(), 'peek');
    expect(r.finished && r.reason).toBeUndefined();
    for (const u of r.dialogue.filter((d) => d.speaker === 'Commander')) expect(u.text, u.text).not.toMatch(COORDS_OR_IDS);
  });

  it('tells which of several mugs it means by a relation, not a position', async () => {
    const seat = new RuleBasedCommanderSeat();
    const w = createDemoKitchen();
    const tools = worldCommanderTools(() => w, { taskName: 'Clean All X', params: ['Mug'] });
    const first = await seat.next({ world: w, task: { taskName: 'Clean All X', params: ['Mug'] }, dialogue: [], tools });
    expect(first.kind).toBe('say');
    expect(first.kind === 'say' && first.text).toMatch(/^Hi! .*First, grab the (leftmost |rightmost )?mug (in|on|to the|nearest|closest) .* and rinse it in the sink\./i);
  });

  it('answers "where is X?" in its many forms from its search, and waits when nothing happened', async () => {
    const w = createDemoKitchen();
    const task = { taskName: 'Plate Of Toast', params: [] };
    const tools = worldCommanderTools(() => w, task);
    const seat = new RuleBasedCommanderSeat();
    const dialogue: SeatUtterance[] = [];
    const say = async (text?: string) => {
      if (text) dialogue.push({ speaker: 'Follower', text });
      const m = await seat.next({ world: w, task, dialogue, tools });
      if (m.kind === 'say') dialogue.push({ speaker: 'Commander', text: m.text });
      return m;
    };
    expect((await say()).kind).toBe('say');
    expect(await say()).toEqual({ kind: 'wait' });
    const searches = tools.uses.searches;
    for (const q of ['where is the knife?', "Where's the knife", 'where can I find a knife', "I can't find the knife"]) {
      const m = await say(q);
      expect(m.kind === 'say' && m.text, q).toMatch(/^The knife is on the counter, to the (left|right) of the (stove|sink)\.$/);
    }
    expect(tools.uses.searches).toBeGreaterThan(searches + 3);
    const cup = await say('where can i find a cup?');
    expect(cup.kind === 'say' && cup.text).toMatch(/^(The|There is a) (cup|mug) /);
    const lettuce = await say('wheres the lettuce');
    expect(lettuce.kind === 'say' && lettuce.text).toBe('The lettuce is in the fridge.');
    const none = await say('where is the giraffe?');
    expect(none.kind === 'say' && none.text).toBe("I don't see any giraffe here, sorry.");
  });

  it('re-checks progress on "done" and restates a step that is not done; a hint, then another way, on "I can\'t"', async () => {
    const w = createDemoKitchen();
    const task = { taskName: 'Coffee', params: [] };
    const tools = worldCommanderTools(() => w, task);
    const seat = new RuleBasedCommanderSeat();
    const dialogue: SeatUtterance[] = [];
    const say = async (text: string) => {
      dialogue.push({ speaker: 'Follower', text });
      const m = await seat.next({ world: w, task, dialogue, tools });
      if (m.kind === 'say') dialogue.push({ speaker: 'Commander', text: m.text });
      return m;
    };
    await seat.next({ world: w, task, dialogue, tools });
    const checks = tools.uses.progressChecks;
    // "ok" is heard, not answered; "which one?" gets where things are.
    expect(await say('ok')).toEqual({ kind: 'wait' });
    const which = await say('which one?');
    expect(which.kind === 'say' && which.text).toMatch(/^The mug is in the cabinet under the toaster\. Grab /);
    expect(tools.uses.progressChecks).toBe(checks);
    const notYet = await say('done');
    expect(notYet.kind === 'say' && notYet.text).toMatch(/^Not quite yet\. /);
    expect(tools.uses.progressChecks).toBe(checks + 1);
    const goal = seat.currentGoal;
    const hint = await say("I can't do it");
    expect(hint.kind === 'say' && hint.text).toMatch(/^The mug is /);
    await say("sorry, I still can't");
    expect(seat.currentGoal).not.toEqual(goal);
  });

  it('with the template, plays a whole game with the old rule-based Follower', async () => {
    const seat = new RuleBasedCommanderSeat({ template: true });
    const r = await play(createDemoKitchen(), { taskName: 'Salad', params: ['1', '1', '1'] }, seat, 'template', 200);
    expect(r.finished).toBe(true);
    expect(r.reason).toBeUndefined();
  });
});

describe('readFollowerLine', () => {
  it.each([
    ['where is the knife?', { kind: 'where', thing: 'knife' }],
    ["Where's the coffee maker", { kind: 'where', thing: 'coffee maker' }],
    ['where are the plates', { kind: 'where', thing: 'plates' }],
    ['I cannot find a mug.', { kind: 'where', thing: 'mug' }],
    ['where do i find the bread knife?', { kind: 'where', thing: 'bread knife' }],
    ['Done.', { kind: 'done' }],
    ['ok, what next?', { kind: 'done' }],
    ['ok', { kind: 'ack' }],
    ['Hi there!', { kind: 'ack' }],
    ['okay, will do', { kind: 'ack' }],
    ['which mug?', { kind: 'question' }],
    ['the one on the left?', { kind: 'question' }],
    ["I can't: the sink is full", { kind: 'cannot' }],
    ['hello there', { kind: 'ack' }],
    ['I put it down on the table', { kind: 'other' }],
  ])('%s', (text, want) => {
    expect(readFollowerLine(text)).toEqual(want);
  });
});
