import type { SearchResult } from '@chorehouse/protocol';
import { actOk, createDemoKitchen, getObject, idOf, targetObjectCamera, type World } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { foundView } from './found-view.js';

/** A search's answer as the server makes it (apps/server/src/session/search.ts): the object's place and TEACh's target camera then. */
function searched(world: World, objectId: string): SearchResult {
  const o = getObject(world, objectId)!;
  const { position, yaw, pitch } = targetObjectCamera(world, objectId);
  return { objectId, objectType: o.objectType, position: { ...o.position }, camera: { ...position, yaw, pitch } };
}

const kitchen = createDemoKitchen();
const id = (type: string) => idOf(kitchen, type);

describe('the found object\'s view', () => {
  it('outlines the closed fridge an egg is in, then the egg once the fridge is open', () => {
    const found = searched(kitchen, id('Egg'));
    expect(foundView(kitchen, found)).toMatchObject({ outlined: id('Fridge'), moved: false });
    expect(foundView(actOk(kitchen, 'Open', id('Fridge')), found)).toMatchObject({ outlined: id('Egg'), moved: false });
  });

  it('keeps the search\'s camera while the object stays, and looks where it is once the Follower picks it up', () => {
    const apple = id('Apple');
    const found = searched(kitchen, apple);
    expect(foundView(kitchen, found)!.pose.position).toEqual({ x: found.camera.x, y: found.camera.y, z: found.camera.z });
    const held = actOk(kitchen, 'Pickup', apple);
    const now = foundView(held, found)!;
    expect(now.moved).toBe(true);
    expect(now.pose).toEqual(targetObjectCamera(held, apple));
  });
});
