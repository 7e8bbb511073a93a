import { createDemoKitchen, snapshotObjects } from '@chorehouse/sim';
import { builtinLibrary, progressCheck } from '@chorehouse/tdl';
import { describe, expect, it } from 'vitest';
import { extractInstruction } from '../commander/instruction.js';
import { runTatc } from './run-tatc.js';

describe('runTatc', () => {
  it('plays a whole session through chat: instructions, Follower actions, progress checks', () => {
    const r = runTatc(createDemoKitchen(), { taskName: 'Plate Of Toast', params: [] }, { recordEvents: true });
    expect(r).toMatchObject({ success: true, reason: null, failedActions: 0 });
    const check = progressCheck(builtinLibrary(), 'Plate Of Toast', [], snapshotObjects(r.world));
    expect(check.ok && check.result.success).toBe(true);
    const commander = r.utterances.filter((u) => u.speaker === 'Commander');
    expect(commander.length).toBeGreaterThan(0);
    for (const u of commander) expect(extractInstruction(u.text).ok).toBe(true);
    expect(r.utterances.filter((u) => u.speaker === 'Follower').every((u) => u.text === 'Done.')).toBe(true);
    // Every action is counted once, by role.
    const events = r.events!;
    const count = (agent: string) => events.filter((e) => e.agent === agent).length;
    expect(r.commanderActions).toBe(count('Commander'));
    expect(r.followerActions).toBe(count('Follower'));
    expect(r.steps).toBe(events.filter((e) => e.kind === 'action').length);
    expect(r.progressChecks).toBe(events.filter((e) => e.kind === 'progress_check').length);
    expect(events.at(-1)).toMatchObject({ kind: 'progress_check', success: true });
  });

  it('ends without success, with the reason, when the task cannot be done or the steps run out', () => {
    const k = createDemoKitchen();
    const noPlant = { ...k, objects: k.objects.filter((o) => o.objectType !== 'HousePlant') };
    const none = runTatc(noPlant, { taskName: 'Water Plant', params: [] });
    expect(none).toMatchObject({ success: false, steps: 0 });
    expect(none.reason).toMatch(/water_plant/);
    const short = runTatc(k, { taskName: 'Salad', params: ['1', '1', '1'] }, { maxSteps: 10 });
    expect(short).toMatchObject({ success: false, steps: 10, reason: 'Ran out of steps (10).' });
  });

  it('reports a Follower that cannot do what it is asked, and the Commander moves on', () => {
    const k = createDemoKitchen();
    // The only coffee machine is gone: the Follower says so and the Commander has nothing else to ask.
    const noMachine = { ...k, objects: k.objects.filter((o) => o.objectType !== 'CoffeeMachine') };
    const r = runTatc(noMachine, { taskName: 'Coffee', params: [] });
    expect(r.success).toBe(false);
    expect(r.utterances.some((u) => u.speaker === 'Follower' && u.text.startsWith("I can't: There is no coffee machine"))).toBe(true);
  });
});
