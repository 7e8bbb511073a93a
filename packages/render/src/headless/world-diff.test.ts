import { clickWithinReach, createDemoKitchen, step, type World } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { applyPatch } from './page/apply-patch.js';
import { worldPatch } from './world-diff.js';

/** What the page holds after the patch crosses the wire (a structured clone, like Playwright's). */
const overWire = <T>(v: T): T => structuredClone(v);

describe('worldPatch / applyPatch', () => {
  const first = createDemoKitchen();
  const tomato = first.objects.find((o) => o.objectType === 'Tomato')!;
  const click = clickWithinReach(first, tomato.objectId)!;
  const second = step(first, 'follower', { name: 'Pickup', x: click.x, y: click.y }).world;
  const turned = step(second, 'follower', { name: 'Turn Left' }).world;

  it('sends the whole world first, then only the objects and fields that changed', () => {
    const p0 = worldPatch(null, first);
    expect(p0.reset).toBe(true);
    expect(p0.objects).toHaveLength(first.objects.length);
    const p1 = worldPatch(first, second);
    expect(p1.reset).toBe(false);
    expect(p1.objects.length).toBeGreaterThan(0);
    expect(p1.objects.length).toBeLessThan(5);
    expect(Object.keys(p1.fields)).not.toContain('nav');
    const p2 = worldPatch(second, turned);
    expect(p2.sameObjects).toBe(true);
    expect(p2.objects).toEqual([]);
    expect(Object.keys(p2.fields)).toContain('follower');
  });

  it('rebuilds the same world on the page, keeping unchanged objects identical', () => {
    const page0: World = applyPatch(null, overWire(worldPatch(null, first)));
    expect(page0).toEqual(first);
    const page1 = applyPatch(page0, overWire(worldPatch(first, second)));
    expect(page1).toEqual(second);
    const unchanged = second.objects.findIndex((o, i) => o === first.objects[i]);
    expect(page1.objects[unchanged]).toBe(page0.objects[unchanged]);
    expect(page1.nav).toBe(page0.nav);
    const page2 = applyPatch(page1, overWire(worldPatch(second, turned)));
    expect(page2).toEqual(turned);
    expect(page2.objects).toBe(page1.objects);
  });
});
