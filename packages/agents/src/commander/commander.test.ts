import { createDemoKitchen, idOf } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { smallKitchen } from '../test-support/small-kitchen.js';
import { RuleBasedCommander } from './commander.js';

describe('RuleBasedCommander', () => {
  const kitchen = createDemoKitchen();

  it('takes the first unmet step: the bread must be sliced before anything is toasted', () => {
    const c = new RuleBasedCommander({ taskName: 'Plate Of Toast', params: [] });
    expect(c.nextGoal(kitchen)).toEqual({ kind: 'goal', goal: { verb: 'Slice', objectId: idOf(kitchen, 'Bread') }, subgoal: 'Toast a slice of bread.' });
  });

  it('asks for coffee in the clean mug first; when the Follower cannot use it, in the other one', () => {
    const c = new RuleBasedCommander({ taskName: 'Coffee', params: [] });
    const first = c.nextGoal(kitchen);
    expect(first).toMatchObject({ kind: 'goal', goal: { verb: 'Coffee', objectId: idOf(kitchen, 'Mug', 1) } });
    if (first.kind !== 'goal') return;
    c.refuse(first.goal, first.goal.objectId);
    expect(c.nextGoal(kitchen)).toMatchObject({ kind: 'goal', goal: { verb: 'Coffee', objectId: idOf(kitchen, 'Mug', 0) } });
  });

  it('chooses the plate that already holds part of the dish, not the nearest one', () => {
    const w = smallKitchen({
      fixtures: ['table'],
      items: [
        { type: 'Plate', in: 'CounterTop', dx: 0.6 }, { type: 'TomatoSliced', in: 'CounterTop', dx: 0.3 }, { type: 'Knife', in: 'CounterTop', dx: -0.6 },
        { type: 'Plate', in: 'DiningTable' }, { type: 'TomatoSliced', in: 'DiningTable', inItem: 'Plate' },
      ],
    });
    const plates = w.objects.filter((o) => o.objectType === 'Plate').map((o) => o.objectId);
    const loose = w.objects.find((o) => o.objectType === 'TomatoSliced' && o.parentId?.startsWith('CounterTop'))!.objectId;
    const c = new RuleBasedCommander({ taskName: 'N Slices Of X In Y', params: ['2', 'Tomato', 'on', 'Plate'] });
    expect(c.nextGoal(w)).toEqual({ kind: 'goal', goal: { verb: 'Put', objectId: loose, destinationId: plates[1] }, subgoal: 'Tomato in Plate' });
  });

  it('says done when the checker does, and stuck (with the unmet steps) when nothing can be asked', () => {
    const c = new RuleBasedCommander({ taskName: 'Boil X', params: ['Potato'] });
    const boiled = { ...kitchen, objects: kitchen.objects.map((o) => (o.objectType === 'Potato' ? { ...o, simbotIsBoiled: true } : o)) };
    expect(c.nextGoal(boiled)).toEqual({ kind: 'done' });
    const cooked = { ...kitchen, objects: kitchen.objects.map((o) => (o.objectType === 'Potato' ? { ...o, isCooked: true } : o)) };
    const first = c.nextGoal(cooked);
    expect(first).toMatchObject({ kind: 'goal', goal: { verb: 'Boil' } });
    for (const p of cooked.objects.filter((o) => o.objectType === 'Potato')) c.refuse({ verb: 'Boil', objectId: p.objectId });
    expect(c.nextGoal(cooked)).toMatchObject({ kind: 'stuck', reason: expect.stringContaining('boiled_Potato') });
  });
});
