/** The Progress Check is made once per state of the world: again only after the objects or the Follower changed. */
import { createDemoKitchen, idOf, actOk, step, snapshotObjects } from '@chorehouse/sim';
import { builtinLibrary, progressCheck } from '@chorehouse/tdl';
import { describe, expect, it } from 'vitest';
import { checkProgress } from './task-view.js';

const coffee = { taskName: 'Coffee', benchmarkName: 'Make Coffee', params: [] };
const fresh = (w: ReturnType<typeof createDemoKitchen>) =>
  progressCheck(builtinLibrary(), 'Coffee', [], snapshotObjects(w), { distanceToAgent: (o: { objectId: string }) => ((o as { distance?: number }).distance ?? 0) });

describe('checkProgress', () => {
  it('answers a repeated check on an unchanged world with the same result, and checks anew after a change', () => {
    const w = createDemoKitchen();
    const first = checkProgress(coffee, w);
    expect(checkProgress(coffee, w)).toBe(first);
    expect(first).toEqual(fresh(w));
    // The Commander's camera moves: objects and Follower are the same, so is the answer.
    const moved = step(w, 'commander', { name: 'Forward' }).world;
    expect(checkProgress(coffee, moved)).toBe(first);
    // The Follower moves (distances change) or picks up the mug (objects change): checked again, as a fresh check says.
    const walked = step(w, 'follower', { name: 'Turn Left' }).world;
    expect(checkProgress(coffee, walked)).not.toBe(first);
    expect(checkProgress(coffee, walked)).toEqual(fresh(walked));
    const holding = actOk(w, 'Pickup', idOf(w, 'Mug'));
    expect(checkProgress(coffee, holding)).toEqual(fresh(holding));
    expect(checkProgress({ ...coffee, taskName: 'Water Plant', benchmarkName: 'Water Plant' }, w)).not.toBe(first);
  });
});
