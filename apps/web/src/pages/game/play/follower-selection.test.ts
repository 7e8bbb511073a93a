import { createDemoKitchen, findClickPoint, step, visibleObjectIds, type World } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { selectionAfterMove } from './follower-selection.js';

/** The first object in view that stays in view after a step back. */
function objectThatStays(world: World): { id: string; after: World } {
  const after = step(world, 'follower', { name: 'Backward' }).world;
  const id = visibleObjectIds(world).find((o) => findClickPoint(world, o) && findClickPoint(after, o));
  if (!id) throw new Error('the demo kitchen shows nothing that stays in view');
  return { id, after };
}

describe('the selection after a move', () => {
  it('keeps the same object, clicked where it now shows, so the server resolves that object', () => {
    const world = createDemoKitchen();
    const { id, after } = objectThatStays(world);
    const kept = selectionAfterMove(after, { point: findClickPoint(world, id)!, objectId: id });
    expect(kept?.objectId).toBe(id);
    expect(kept!.point).toEqual(findClickPoint(after, id));
  });

  it('lets go of an object out of view, and of a click on nothing', () => {
    const world = createDemoKitchen();
    const { id } = objectThatStays(world);
    // Two quarter turns: what was in front is behind.
    let turned = world;
    for (let i = 0; i < 2; i++) turned = step(turned, 'follower', { name: 'Turn Left' }).world;
    expect(findClickPoint(turned, id)).toBeNull();
    expect(selectionAfterMove(turned, { point: { x: 0.5, y: 0.5 }, objectId: id })).toBeNull();
    expect(selectionAfterMove(world, { point: { x: 0.5, y: 0.5 }, objectId: null })).toBeNull();
  });
});
