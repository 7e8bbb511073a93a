/** The doors the models swing open and the door boxes the simulator's clicks stop at are the same. */
import { createDemoKitchen, openDoorBoxes, withOpened } from '@chorehouse/sim';
import { Box3 } from 'three';
import { describe, expect, it } from 'vitest';
import { basinFootprints, objectModel } from './object-model.js';
import { toObject3D } from './three-model.js';

const kitchen = createDemoKitchen();
const doored = kitchen.objects.filter((o) => ['Fridge', 'Cabinet', 'Microwave'].includes(o.objectType));

describe('open doors', () => {
  it.each(doored.map((o) => [o.objectId]))('%s: the drawn door lies in the simulator\'s door box', (id) => {
    const world = withOpened(kitchen, [id]);
    const obj = world.objects.find((o) => o.objectId === id)!;
    const [door] = openDoorBoxes(obj, world.nav);
    expect(door).toBeDefined();
    const model = toObject3D(objectModel(obj, { nav: world.nav, floorY: world.floorY, basins: basinFootprints(world.objects) }));
    model.updateMatrixWorld(true);
    const drawn = new Box3();
    for (const part of model.getObjectsByProperty('name', 'door')) drawn.union(new Box3().setFromObject(part, true));
    // The handle stands a few centimetres proud of the panel.
    const tol = 0.05;
    expect(drawn.min.x).toBeGreaterThan(door!.min.x - tol);
    expect(drawn.max.x).toBeLessThan(door!.max.x + tol);
    expect(drawn.min.z).toBeGreaterThan(door!.min.z - tol);
    expect(drawn.max.z).toBeLessThan(door!.max.z + tol);
    // And it fills it: the box is no bigger than the drawn door.
    expect(door!.max.x - door!.min.x).toBeLessThan(drawn.max.x - drawn.min.x + tol);
    expect(door!.max.z - door!.min.z).toBeLessThan(drawn.max.z - drawn.min.z + tol);
  });
});
