import { createDemoKitchen, step, type World } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { WorldSlots } from './world-slots.js';

/** A world on a floor plan of its own (a copy of the kitchen's grid: another `nav`). */
const otherPlan = (w: World): World => ({ ...w, nav: { ...w.nav } });

/** Draws each world in the slot `choose` gives it; the slots used, in order. */
const drawAll = (slots: WorldSlots, worlds: readonly World[]): number[] => worlds.map((w) => {
  const i = slots.choose(w);
  slots.set(i, w);
  return i;
});

describe('WorldSlots', () => {
  const kitchen = createDemoKitchen();
  const turned = step(kitchen, 'follower', { name: 'Turn Left' }).world;
  const plans = [kitchen, otherPlan(kitchen), otherPlan(kitchen), otherPlan(kitchen)];

  it('keeps a world per slot, so worlds drawn in turn each go back to their own slot', () => {
    const slots = new WorldSlots(4);
    const placed = drawAll(slots, plans);
    expect(new Set(placed).size).toBe(4);
    // In turn again: each finds its slot, no world is sent again.
    plans.forEach((w, k) => {
      expect(slots.affinity(w)).toBe(2);
      expect(slots.choose(w)).toBe(placed[k]);
    });
  });

  it('draws the next world of a game in the slot that holds its floor plan (a patch, not the whole world)', () => {
    const slots = new WorldSlots(4);
    slots.set(slots.choose(plans[1]!), plans[1]!);
    const i = slots.choose(kitchen);
    slots.set(i, kitchen);
    expect(slots.affinity(turned)).toBe(1);
    expect(slots.choose(turned)).toBe(i);
  });

  it('gives a fifth floor plan the least recently used slot', () => {
    const slots = new WorldSlots(4);
    const at = drawAll(slots, plans);
    slots.set(at[0]!, plans[0]!); // the kitchen drawn again: now the second plan is the oldest
    const fifth = otherPlan(kitchen);
    expect(slots.affinity(fifth)).toBe(0);
    expect(slots.choose(fifth)).toBe(at[1]);
  });

  it('forgets a slot whose frame failed (null), and fills it first', () => {
    const slots = new WorldSlots(2);
    slots.set(0, plans[0]!);
    slots.set(1, plans[1]!);
    slots.set(0, null);
    expect(slots.affinity(plans[0]!)).toBe(0);
    expect(slots.choose(plans[2]!)).toBe(0);
  });
});
