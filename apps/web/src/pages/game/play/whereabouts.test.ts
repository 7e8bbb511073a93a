import { actOk, createDemoKitchen, idOf } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { tickedBy, whereabouts } from './whereabouts.js';

const kitchen = createDemoKitchen();
const id = (type: string) => idOf(kitchen, type);

describe('where a found object is', () => {
  it('names the closed fridge an egg is hidden in', () => {
    const w = whereabouts(kitchen, id('Egg'));
    expect(w.text).toBe('inside the fridge (closed)');
    expect(w.hiddenIn?.objectType).toBe('Fridge');
  });

  it('says the fridge is open once it is, and the egg is no longer hidden', () => {
    const open = actOk(kitchen, 'Open', id('Fridge'));
    expect(whereabouts(open, id('Egg'))).toMatchObject({ text: 'in the fridge', hiddenIn: null });
  });

  it('gives a pot on a burner, a potato in the pot, and what the Follower holds', () => {
    expect(whereabouts(kitchen, id('Pot')).text).toBe('on the stove burner');
    const w = actOk(actOk(kitchen, 'Pickup', id('Potato')), 'Place', id('Pot'));
    expect(whereabouts(w, id('Potato')).text).toBe('in the pot, on the stove burner');
    expect(whereabouts(actOk(kitchen, 'Pickup', id('Potato')), id('Potato')).text).toBe("in the Follower's hand");
  });
});

describe('the object that ticks a step', () => {
  it('is named with where it is, so a clean mug in a cabinet is not taken for the one being rinsed', () => {
    const cabinetMug = kitchen.objects.find((o) => o.objectType === 'Mug' && !o.isDirty)!;
    expect(tickedBy(kitchen, cabinetMug.objectId)).toMatch(/^mug inside the cabinet/);
    expect(tickedBy(kitchen, 'Nothing|+0|+0|+0')).toBeNull();
  });
});
