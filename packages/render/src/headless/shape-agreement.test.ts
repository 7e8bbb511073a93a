/**
 * One geometry, case by case (issue 14's click agreement): for each kind of disagreement found on
 * real floor plans, a small world, a camera aimed at a point, and the object both the id buffer
 * (drawn in the system Chromium) and the simulator's ray name at that pixel.
 */
import { castRay, cameraBasis, createWorld, pickSceneFor, rayDirection, buildNavGrid, type CameraPose, type ObjectSpec, type Vec3, type World } from '@chorehouse/sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFrameRenderer } from './launch.js';
import type { FrameRenderer } from './types.js';

const SIZE = 450;
const v = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
const FLOOR = 'Floor|+00.00|+00.00|+00.00';
let renderer: FrameRenderer;

beforeAll(async () => {
  renderer = await launchFrameRenderer({ pages: 1, gpu: false });
});
afterAll(async () => {
  await renderer?.close();
});

function room(objects: ObjectSpec[]): World {
  return createWorld({
    objects: [{ objectId: FLOOR, objectType: 'Floor', position: v(0, -0.02, 0.5), size: v(4, 0.02, 4) }, ...objects],
    walls: [{ min: v(-2, 0, 2.5), max: v(2, 2.6, 2.6) }],
    nav: buildNavGrid(-1.5, -1.5, 12, 12, () => true),
    follower: { x: 0, z: -1, yaw: 0 },
    seed: 1,
  });
}

/** A camera at `from` looking straight at `to` (the frame's centre). */
function aimedAt(from: Vec3, to: Vec3): CameraPose {
  const dx = to.x - from.x, dy = to.y - from.y, dz = to.z - from.z;
  return { position: from, yaw: (Math.atan2(dx, dz) * 180) / Math.PI, pitch: (-Math.atan2(dy, Math.hypot(dx, dz)) * 180) / Math.PI };
}

/** What the id buffer shows and what the simulator's ray hits at the frame's centre pixel. */
async function bothAt(world: World, from: Vec3, to: Vec3): Promise<{ drawn: string | null; picked: string | null }> {
  const camera = aimedAt(from, to);
  const px = SIZE / 2;
  const ids = (await renderer.render({ world, camera, size: SIZE, ids: true })).ids!;
  const basis = cameraBasis(camera);
  const picked = castRay(pickSceneFor(world), basis.position, rayDirection(basis, (px + 0.5) / SIZE, (px + 0.5) / SIZE)).objectId;
  return { drawn: ids.objectAt(px, px), picked };
}

describe('drawing and picking name the same object', () => {
  it('a slanted knife: its blade, and the counter in the empty corners of its box', async () => {
    const counter = 'CounterTop|+00.00|+00.90|+01.00';
    const knife = 'Knife|+00.00|+00.92|+01.00';
    const world = room([
      { objectId: counter, objectType: 'CounterTop', position: v(0, 0.88, 1), size: v(1.2, 0.04, 0.8) },
      { objectId: knife, objectType: 'Knife', position: v(0, 0.92, 1), rotation: v(0, 225, 270), size: v(0.235, 0.015, 0.26), parentId: counter },
    ]);
    const eye = v(0, 1.6, 0.3);
    expect(await bothAt(world, eye, v(0.04, 0.934, 1.04))).toEqual({ drawn: knife, picked: knife });
    expect(await bothAt(world, eye, v(-0.09, 0.92, 1.09))).toEqual({ drawn: counter, picked: counter });
  });

  it('a garbage can: what lies at its bottom through the rim, its wall below the rim', async () => {
    const can = 'GarbageCan|+00.00|+00.00|+01.00';
    const lettuce = 'Lettuce|+00.05|+00.02|+01.05';
    const world = room([
      { objectId: can, objectType: 'GarbageCan', position: v(0, 0, 1), size: v(0.44, 0.54, 0.44) },
      { objectId: lettuce, objectType: 'Lettuce', position: v(0.05, 0.0, 1.05), size: v(0.14, 0.15, 0.14), parentId: can },
    ]);
    expect(await bothAt(world, v(0, 1.6, 0.3), v(0.05, 0.15, 1.05))).toEqual({ drawn: lettuce, picked: lettuce });
    // Towards the lettuce through the wall 4 cm below the rim: the ray crosses the box's top in a
    // corner outside the rim, so the wall is what it meets.
    const wall = v(-0.1556, 0.5, 0.8444), inLettuce = v(0.05, 0.12, 1.05);
    const eye = v(wall.x - 3 * (inLettuce.x - wall.x), wall.y - 3 * (inLettuce.y - wall.y), wall.z - 3 * (inLettuce.z - wall.z));
    expect(await bothAt(world, eye, wall)).toEqual({ drawn: can, picked: can });
  });

  it('a toaster: the slice standing in its open slot', async () => {
    const counter = 'CounterTop|+00.00|+00.90|+01.00';
    const toaster = 'Toaster|+00.00|+00.92|+01.00';
    const slice = 'Bread|+00.00|+00.92|+01.00|BreadSliced_1';
    const world = room([
      { objectId: counter, objectType: 'CounterTop', position: v(0, 0.88, 1), size: v(1.2, 0.04, 0.8) },
      { objectId: toaster, objectType: 'Toaster', position: v(0, 0.92, 1), size: v(0.35, 0.21, 0.18), parentId: counter },
      // Across the slot, as the solver leaves them (a slice 3 cm thick, 16 cm long, 16 cm high).
      { objectId: slice, objectType: 'BreadSliced', position: v(0.03, 0.92, 1), size: v(0.03, 0.16, 0.16), parentId: toaster },
    ]);
    expect(await bothAt(world, v(-0.6, 1.6, 0.4), v(0.03, 1.075, 1.04))).toEqual({ drawn: slice, picked: slice });
  });

  it('an open microwave: the plate through its opening, its floor\'s front edge below it', async () => {
    const microwave = 'Microwave|+00.00|+01.00|+01.00';
    const plate = 'Plate|+00.00|+01.02|+01.00';
    const world = room([
      { objectId: microwave, objectType: 'Microwave', position: v(0, 1, 1), rotation: v(0, 180, 0), size: v(0.5, 0.3, 0.4), state: { isOpen: true, openness: 1 } },
      { objectId: plate, objectType: 'Plate', position: v(0, 1.02, 1), size: v(0.2, 0.03, 0.2), parentId: microwave },
    ]);
    expect(await bothAt(world, v(0, 1.5, 0.1), v(0, 1.05, 1))).toEqual({ drawn: plate, picked: plate });
    // From below its floor, the front edge of the floor (1 cm of the 2 cm wall), on a line that
    // goes on to the plate's rim.
    expect(await bothAt(world, v(0, 0.9, 0.5), v(0, 1.01, 0.8))).toEqual({ drawn: microwave, picked: microwave });
  });

  it('a coffee machine: a niche under its head, open at the front only; its side walls hide a mug beyond it', async () => {
    const machine = 'CoffeeMachine|+00.00|+00.90|+01.00';
    const inside = 'Mug|+00.00|+00.90|+00.90';
    const beyond = 'Mug|+00.60|+00.90|+00.84';
    const world = room([
      // Facing -z: the column at the back (+z), the niche under the head in front.
      { objectId: machine, objectType: 'CoffeeMachine', position: v(0, 0.9, 1), rotation: v(0, 180, 0), size: v(0.3, 0.4, 0.4) },
      { objectId: inside, objectType: 'Mug', position: v(0, 0.935, 0.9), size: v(0.09, 0.1, 0.09), parentId: machine },
      { objectId: beyond, objectType: 'Mug', position: v(0.6, 0.9, 0.84), size: v(0.09, 0.2, 0.09) },
    ]);
    // From in front: the mug in the niche.
    expect(await bothAt(world, v(0, 0.99, 0.2), v(0, 0.99, 0.9))).toEqual({ drawn: inside, picked: inside });
    // From the side, level with the niche: its wall, not the mug beyond.
    expect(await bothAt(world, v(-0.8, 1.1, 0.84), v(0.6, 1.1, 0.84))).toEqual({ drawn: machine, picked: machine });
    expect(await bothAt(world, v(-0.8, 1.0, 1.16), v(0.6, 1.0, 1.16))).toEqual({ drawn: machine, picked: machine });
  });

  it('a table: its legs stand in from the corners; past them, the floor', async () => {
    const table = 'DiningTable|+00.00|+00.00|+01.00';
    const world = room([{ objectId: table, objectType: 'DiningTable', position: v(0, 0, 1), size: v(1.4, 0.78, 0.9) }]);
    const eye = v(-1.2, 0.9, 0);
    expect(await bothAt(world, eye, v(-0.64, 0.3, 0.56))).toEqual({ drawn: table, picked: table });
    expect(await bothAt(world, eye, v(-0.69, 0.0, 0.6))).toEqual({ drawn: FLOOR, picked: FLOOR });
  });

  it('an open drawer: its front panel, and what it holds from above', async () => {
    const drawer = 'Drawer|+00.00|+00.30|+01.00';
    const spoon = 'Spoon|+00.00|+00.31|+01.00';
    const world = room([
      { objectId: drawer, objectType: 'Drawer', position: v(0, 0.3, 1), size: v(0.5, 0.2, 0.5), front: 180, state: { isOpen: true, openness: 1 } },
      { objectId: spoon, objectType: 'Spoon', position: v(0, 0.32, 1), size: v(0.2, 0.02, 0.05), parentId: drawer },
    ]);
    expect(await bothAt(world, v(0, 1.5, 0.3), v(0, 0.34, 1))).toEqual({ drawn: spoon, picked: spoon });
    // Straight at the spoon through the drawer's front panel.
    expect(await bothAt(world, v(0, 0.36, -0.5), v(0, 0.33, 1))).toEqual({ drawn: drawer, picked: drawer });
  });
});
