import { generateEpisode } from '@chorehouse/scenes';
import { createDemoKitchen, type World } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { variedKitchen } from '../test-support/varied-kitchen.js';
import { live } from '../world/queries.js';
import { placeOf, referTo } from './refer.js';

const byName = (w: World, type: string) => live(w).filter((o) => o.objectType === type);

describe('referTo', () => {
  it('names the only one by its type, and one of several by a relation', () => {
    const w = createDemoKitchen();
    expect(referTo(w, byName(w, 'Knife')[0]!)).toBe('the knife');
    const mugs = byName(w, 'Mug').map((m) => referTo(w, m));
    expect(mugs).toEqual(['the mug on the counter', 'the mug in the cabinet']);
    expect(byName(w, 'Plate').map((p) => referTo(w, p)).sort()).toEqual(['the leftmost plate on the table', 'the plate in the cabinet', 'the rightmost plate on the table']);
    expect(byName(w, 'Drawer').map((d) => referTo(w, d))).toContain('the drawer under the coffee maker');
    expect(byName(w, 'Cabinet').map((c) => referTo(w, c))).toContain('the cabinet above the stove');
  });

  it('says where a thing is as a place, with the landmark it stands by', () => {
    const w = createDemoKitchen();
    expect(placeOf(w, byName(w, 'Knife')[0]!)).toBe('on the counter, to the left of the stove');
    expect(placeOf(w, byName(w, 'Lettuce')[0]!)).toBe('in the fridge');
    expect(placeOf(w, byName(w, 'Spatula')[0]!)).toMatch(/^in the drawer (to the (left|right) of|under) the \w+/);
  });

  // Whatever "the X ..." says picks out exactly one object: a listener can tell which is meant.
  const worlds: [string, World][] = [
    ...[1, 2, 3, 4, 5, 6].map((seed): [string, World] => [`varied kitchen ${seed}`, variedKitchen(seed)]),
    ...([[10, 'Plate Of Toast', 536870914], [424, 'Clean All X', 536870913], [6, 'Make Coffee', 0]] as const).map(([floorPlan, task, seed]): [string, World] => {
      const g = generateEpisode({ floorPlan, task, seed });
      if (!g.ok) throw new Error(g.reason);
      return [`FloorPlan${floorPlan}`, g.episode.world];
    }),
  ];
  it.each(worlds)('on the %s, every definite reference is unique and has no numbers', (_name, w) => {
    const seen = new Map<string, string>();
    // A sink and its basin are one place, "the sink" (as the burners and the stove are "the stove").
    const place = (type: string) => ({ SinkBasin: 'Sink', StoveBurner: 'Stove' })[type] ?? type;
    const clashes: string[] = [];
    for (const o of live(w)) {
      const ref = referTo(w, o);
      expect(ref, o.objectId).not.toMatch(/\d|\|/);
      if (!ref.startsWith('the ')) continue;
      const key = ref;
      const before = seen.get(key);
      if (before && place(before.split('|')[0]!) === place(o.objectType) && before.split('|')[0] !== o.objectType) continue;
      if (before) clashes.push(`"${ref}": ${before} and ${o.objectId}`);
      seen.set(key, o.objectId);
    }
    expect(clashes).toEqual([]);
    expect(seen.size).toBeGreaterThan(10);
  });
});
