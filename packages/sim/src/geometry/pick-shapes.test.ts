/**
 * Pick shapes that follow what the renderer draws (issue 14's click agreement): a bin's round wall,
 * an open drawer's front panel, a slanted knife's blade. Each case: a ray the old shapes let through
 * (or caught) and the object the picture shows there.
 */
import { describe, expect, it } from 'vitest';
import { pickSceneFor } from '../actions/pick-scene.js';
import type { Vec3 } from '../world/metadata.js';
import { createWorld, type ObjectSpec } from '../world/create-world.js';
import { buildNavGrid } from '../world/nav.js';
import type { World } from '../world/types.js';
import { openDoorBars, openDoorBoxes } from './doors.js';
import { castRay } from './raycast.js';
import { slantedBar } from './slanted-bar.js';

const v = (x: number, y: number, z: number): Vec3 => ({ x, y, z });

function worldOf(objects: ObjectSpec[]): World {
  return createWorld({ objects, nav: buildNavGrid(-2, -2, 16, 16, () => true), follower: { x: 0, z: -1, yaw: 0 }, seed: 1 });
}

/** The object a ray from `from` towards `to` shows. */
const seen = (world: World, from: Vec3, to: Vec3) => castRay(pickSceneFor(world), from, { x: to.x - from.x, y: to.y - from.y, z: to.z - from.z }).objectId;

describe('a garbage can is open only inside its round rim', () => {
  const can = 'GarbageCan|+00.00|+00.00|+01.00';
  const lettuce = 'Lettuce|+00.00|+00.02|+01.00';
  const world = worldOf([
    { objectId: can, objectType: 'GarbageCan', position: v(0, 0, 1), size: v(0.44, 0.54, 0.44) },
    { objectId: lettuce, objectType: 'Lettuce', position: v(0.05, 0.02, 1.05), size: v(0.14, 0.15, 0.14), parentId: can },
  ]);

  it('from above, through the opening, the ray reaches what lies at the bottom', () => {
    expect(seen(world, v(0.05, 1.6, 0.6), v(0.05, 0.1, 1.05))).toBe(lettuce);
  });

  it('a ray into a corner of the box, outside the circle, meets the wall below the rim', () => {
    // Towards the lettuce through the wall at (-0.156, 0.50, 0.844): the ray enters the box's top at
    // (-0.177, 0.54, 0.823), a corner outside the rim (radius 0.22 about (0, 1)), so what it meets
    // first is the outside of the wall, which hides the lettuce.
    const wall = v(-0.1556, 0.5, 0.8444);
    const inLettuce = v(0.05, 0.12, 1.05);
    const from = v(wall.x - 3 * (inLettuce.x - wall.x), wall.y - 3 * (inLettuce.y - wall.y), wall.z - 3 * (inLettuce.z - wall.z));
    expect(seen(world, from, inLettuce)).toBe(can);
  });
});

describe('inside a garbage can the ray meets its round wall before the corners of its box', () => {
  const can = 'GarbageCan|+00.00|+00.00|+01.00';
  const potato = 'Potato|+00.17|+00.02|+01.17';
  // A potato in the can's box, in a corner outside the circle the drawn tube stands on (radius 0.22 about (0, 1)).
  const world = worldOf([
    { objectId: can, objectType: 'GarbageCan', position: v(0, 0, 1), size: v(0.44, 0.54, 0.44) },
    { objectId: potato, objectType: 'Potato', position: v(0.17, 0.02, 1.17), size: v(0.1, 0.1, 0.1), parentId: can },
  ]);

  it('a ray through the opening towards the corner meets the far wall: the can', () => {
    // Enters the top at about (-0.06, 0.54, 0.89), inside the rim; the potato's part it aims at, (0.2, 0.05, 1.2), lies beyond the wall.
    expect(seen(world, v(-0.3, 1.0, 0.6), v(0.2, 0.05, 1.2))).toBe(can);
  });

  it('a ray through the opening to the part of the potato inside the circle shows the potato', () => {
    // (0.14, 0.07, 1.14) is inside the potato's round body and 0.198 from the can's axis.
    expect(seen(world, v(-0.3, 1.0, 0.6), v(0.14, 0.07, 1.14))).toBe(potato);
  });
});

describe('an open drawer shows what it holds from above, not through its front panel', () => {
  const drawer = 'Drawer|+00.00|+00.30|+01.00';
  const spoon = 'Spoon|+00.00|+00.31|+01.00';
  // Front towards -z (yaw 180), towards the Follower; opened, it stands out of the counter.
  const world = worldOf([
    { objectId: drawer, objectType: 'Drawer', position: v(0, 0.3, 1), size: v(0.5, 0.2, 0.5), front: 180, state: { isOpen: true, openness: 1 } },
    { objectId: spoon, objectType: 'Spoon', position: v(0, 0.31, 1), size: v(0.2, 0.02, 0.05), parentId: drawer },
  ]);

  it('through the front it is the drawer', () => {
    expect(seen(world, v(0, 0.33, -1), v(0, 0.32, 1))).toBe(drawer);
  });

  it('from above it is the spoon', () => {
    expect(seen(world, v(0, 1.5, 0.3), v(0, 0.32, 1))).toBe(spoon);
  });
});

describe('a knife lying at a slant is a bar across its box', () => {
  const counter = 'CounterTop|+00.00|+00.90|+01.00';
  const knife = 'Knife|+00.00|+00.92|+01.00';
  const world = worldOf([
    { objectId: counter, objectType: 'CounterTop', position: v(0, 0.88, 1), size: v(1.2, 0.04, 0.8) },
    // AI2-THOR's knives: rotation y 225, a box 0.235 by 0.26 around a blade along the diagonal.
    { objectId: knife, objectType: 'Knife', position: v(0, 0.92, 1), rotation: v(0, 225, 270), size: v(0.235, 0.015, 0.26), parentId: counter },
  ]);
  const obj = world.objects.find((o) => o.objectId === knife)!;

  it('runs along its rotation, corner to corner, as wide as the drawn blade', () => {
    const bar = slantedBar(obj)!;
    expect(bar.yaw).toBe(225);
    expect(bar.halfWidth).toBeCloseTo(0.02);
    expect(bar.halfLength).toBeGreaterThan(0.14);
    expect(slantedBar({ ...obj, rotation: v(0, 272, 0) })).toBeNull();
    expect(slantedBar({ ...obj, objectType: 'Mug' })).toBeNull();
  });

  it('down its middle the ray hits the knife; in the empty corners of the box, the counter under it', () => {
    const top = obj.bbox.max.y;
    expect(seen(world, v(0.04, 1.6, 1.04), v(0.04, top - 0.005, 1.04))).toBe(knife);
    expect(seen(world, v(-0.09, 1.6, 1.09), v(-0.09, top - 0.005, 1.09))).toBe(counter);
    expect(seen(world, v(0.09, 1.6, 0.91), v(0.09, top - 0.005, 0.91))).toBe(counter);
  });
});

describe('an open container\'s rim is its wall', () => {
  const microwave = 'Microwave|+00.00|+01.00|+01.00';
  const plate = 'Plate|+00.00|+01.00|+01.00';
  // Front towards -z (rotation 180), open; a plate on its floor.
  const world = worldOf([
    { objectId: microwave, objectType: 'Microwave', position: v(0, 1, 1), rotation: v(0, 180, 0), size: v(0.5, 0.3, 0.4), state: { isOpen: true, openness: 1 } },
    { objectId: plate, objectType: 'Plate', position: v(0, 1.02, 1), size: v(0.2, 0.03, 0.2), parentId: microwave },
  ]);

  it('through the middle of the opening the ray reaches the plate', () => {
    expect(seen(world, v(0, 1.3, 0.2), v(0, 1.04, 1))).toBe(plate);
  });

  it('entering the front within the drawn wall\'s thickness, it is the microwave', () => {
    // From below the microwave's floor, up through the front face 1 cm above its bottom edge.
    const at = v(0, 1.01, 0.8);
    const from = v(0, 0.9, 0.5);
    expect(seen(world, from, v(at.x + (at.x - from.x) * 2, at.y + (at.y - from.y) * 2, at.z + (at.z - from.z) * 2))).toBe(microwave);
  });
});

describe('shapes drawn as the renderer draws them', () => {
  it('a coffee machine is a niche under its head, open on the side it faces', () => {
    const machine = 'CoffeeMachine|+00.00|+00.90|+01.00';
    const mug = 'Mug|+00.00|+00.90|+00.90';
    const world = worldOf([
      // Facing -z (rotation 180): its column stands at the back (+z), the niche under the head is in front.
      { objectId: machine, objectType: 'CoffeeMachine', position: v(0, 0.9, 1), rotation: v(0, 180, 0), size: v(0.3, 0.4, 0.4) },
      { objectId: mug, objectType: 'Mug', position: v(0, 0.935, 0.9), size: v(0.09, 0.1, 0.09), parentId: machine },
    ]);
    // From in front at mug height: the mug in the niche.
    expect(seen(world, v(0, 0.99, 0.2), v(0, 0.99, 0.9))).toBe(mug);
    // Across the machine at mug height, 4 cm behind its front: its side wall hides the mug.
    expect(seen(world, v(-1, 0.99, 0.84), v(1, 0.99, 0.84))).toBe(machine);
  });

  it('a click into an empty coffee machine\'s niche picks the machine from any side (never the wall behind)', () => {
    const machine = 'CoffeeMachine|+00.00|+00.90|+01.00';
    const world = worldOf([{ objectId: machine, objectType: 'CoffeeMachine', position: v(0, 0.9, 1), rotation: v(0, 180, 0), size: v(0.3, 0.4, 0.4) }]);
    // Obliquely from the front left, through the niche's opening towards its right side: a slot
    // open at the sides let this ray out to the wall.
    expect(seen(world, v(-0.5, 1.0, 0.5), v(0.3, 1.0, 1.0))).toBe(machine);
    expect(seen(world, v(0.5, 1.05, 0.5), v(-0.3, 1.05, 1.0))).toBe(machine);
  });

  it('a coffee machine\'s head hides the mug under it from above', () => {
    const machine = 'CoffeeMachine|+00.00|+00.90|+01.00';
    const mug = 'Mug|+00.00|+00.90|+00.90';
    const world = worldOf([
      { objectId: machine, objectType: 'CoffeeMachine', position: v(0, 0.9, 1), rotation: v(0, 180, 0), size: v(0.3, 0.4, 0.4) },
      { objectId: mug, objectType: 'Mug', position: v(0, 0.935, 0.9), size: v(0.09, 0.1, 0.09), parentId: machine },
    ]);
    // From in front, level with the mug: under the head.
    expect(seen(world, v(0, 0.99, 0.2), v(0, 0.99, 0.9))).toBe(mug);
    // From above, down through the head onto the mug.
    expect(seen(world, v(0, 1.8, 0.7), v(0, 1.0, 0.9))).toBe(machine);
  });

  it('a pot is round between its two handles', () => {
    const pot = 'Pot|+00.00|+00.90|+01.00';
    // 41 cm over its handles (x), 31 cm across, 20 cm high: a body 31 cm round.
    const world = worldOf([{ objectId: pot, objectType: 'Pot', position: v(0, 0.9, 1), size: v(0.41, 0.2, 0.31) }]);
    expect(seen(world, v(0, 1.0, 0), v(0, 1.0, 2))).toBe(pot);
    // 17 cm out towards a handle: inside an ellipse over the whole box, outside the round body
    // (15.5 cm); below the handle the ray passes, at its height it stops.
    expect(seen(world, v(0.17, 0.95, 0), v(0.17, 0.95, 2))).toBeNull();
    expect(seen(world, v(0.17, 1.07, 0), v(0.17, 1.07, 2))).toBe(pot);
  });

  it('a table\'s legs stand in from its corners, as drawn; under its top the ray passes', () => {
    const table = 'DiningTable|+00.00|+00.00|+01.00';
    const world = worldOf([{ objectId: table, objectType: 'DiningTable', position: v(0, 0, 1), size: v(1.4, 0.78, 0.9) }]);
    // 1 cm in from the table's side, knee high: outside the legs (3 cm in, 6 cm wide).
    expect(seen(world, v(-0.69, 0.3, 0), v(-0.69, 0.3, 2))).toBeNull();
    expect(seen(world, v(-0.64, 0.3, 0), v(-0.64, 0.3, 2))).toBe(table);
    expect(seen(world, v(0, 0.76, 0), v(0, 0.76, 2))).toBe(table);
    expect(seen(world, v(0, 0.72, 0), v(0, 0.72, 2))).toBeNull();
  });
});

describe('an open door is its panel, not the box around it', () => {
  const microwave = 'Microwave|+00.00|+01.00|+01.00';
  const world = worldOf([
    { objectId: microwave, objectType: 'Microwave', position: v(0, 1, 1), rotation: v(0, 180, 0), size: v(0.5, 0.3, 0.4), state: { isOpen: true, openness: 1 } },
  ]);
  const obj = world.objects[0]!;
  const [bar] = openDoorBars(obj, world.nav);
  const [bounds] = openDoorBoxes(obj, world.nav);

  it('a ray down onto the swung panel stops at it', () => {
    expect(seen(world, v(bar!.cx, 2, bar!.cz), v(bar!.cx, 0.5, bar!.cz))).toBe(microwave);
  });

  it('a ray down through an empty corner of the panel\'s bounds passes', () => {
    // The bounds' corner farthest from the panel's line, outside the microwave's own box.
    const corners = [[bounds!.min.x, bounds!.min.z], [bounds!.min.x, bounds!.max.z], [bounds!.max.x, bounds!.min.z], [bounds!.max.x, bounds!.max.z]] as const;
    const r = (bar!.yaw * Math.PI) / 180;
    const off = ([x, z]: readonly [number, number]) => Math.abs((x - bar!.cx) * Math.cos(r) - (z - bar!.cz) * Math.sin(r));
    const [x, z] = corners.filter(([cx, cz]) => cz < obj.bbox.min.z || cx < obj.bbox.min.x || cx > obj.bbox.max.x).sort((a, b) => off(b) - off(a))[0]!;
    expect(off([x, z])).toBeGreaterThan(0.05);
    expect(seen(world, v(x, 2, z), v(x, 0.5, z))).toBeNull();
  });
});

describe('sinks and open cabinets side by side', () => {
  const cabinet = 'Cabinet|+00.00|+00.10|+01.00';
  const plate = 'Plate|+00.00|+00.12|+01.10';
  const sink = 'Sink|+00.40|+00.00|+01.00';
  // An open cabinet (front towards -z) whose box the sink next to it reaches into, as in FloorPlan 2xx
  // kitchens: the sink's wall stands between the cabinet's front and the plate at its back.
  const world = worldOf([
    { objectId: cabinet, objectType: 'Cabinet', position: v(0, 0.1, 1), size: v(0.6, 0.7, 0.5), front: 180, state: { isOpen: true, openness: 1 } },
    { objectId: plate, objectType: 'Plate', position: v(0, 0.12, 1.1), size: v(0.2, 0.03, 0.2), parentId: cabinet },
    { objectId: sink, objectType: 'Sink', position: v(0.4, 0, 1), size: v(0.5, 0.9, 0.5), flags: { receptacle: false } },
  ]);

  it('through the cabinet\'s opening, the sink\'s wall in the way is what shows', () => {
    // In at the cabinet's front (x = 0.05), on to the sink's wall at x = 0.15, inside the cabinet's box.
    expect(seen(world, v(-0.2, 0.3, 0.3), v(0.25, 0.25, 1.1))).toBe(sink);
  });

  it('where nothing stands in the way, the plate', () => {
    expect(seen(world, v(0, 0.6, 0.3), v(0, 0.14, 1.1))).toBe(plate);
  });

  it('a sink\'s rim is its wall: a ray down onto it does not reach what lies inside', () => {
    const mug = 'Mug|+00.40|+00.10|+01.00';
    const withMug = worldOf([
      { objectId: sink, objectType: 'Sink', position: v(0.4, 0, 1), size: v(0.5, 0.9, 0.5) },
      { objectId: mug, objectType: 'Mug', position: v(0.4, 0.09, 1), size: v(0.1, 0.1, 0.1), parentId: sink },
    ]);
    expect(seen(withMug, v(0.4, 1.6, 0.8), v(0.4, 0.12, 1))).toBe(mug);
    // Onto the rim's top 1 cm in from the front edge (its walls are 8% of the box: 4 cm), on towards the mug.
    expect(seen(withMug, v(0.4, 1.68, 0.52), v(0.4, 0.12, 1))).toBe(sink);
  });
});

describe('a chair is its seat, back and legs, as the renderer draws it', () => {
  const chair = 'Chair|+00.00|+00.00|+01.00';
  const apple = 'Apple|+00.00|+00.00|+01.60';
  // A chair facing -z (its back towards +z) and an apple on the floor behind it.
  const world = worldOf([
    { objectId: chair, objectType: 'Chair', position: v(0, 0, 1), rotation: v(0, 180, 0), size: v(0.54, 0.95, 0.54) },
    { objectId: apple, objectType: 'Apple', position: v(0, 0, 1.6), size: v(0.08, 0.08, 0.08) },
  ]);

  it('a ray between its legs, under the seat, reaches what lies behind it', () => {
    expect(seen(world, v(0, 0.2, -1), v(0, 0.04, 1.6))).toBe(apple);
  });

  it('a ray at the seat meets the chair', () => {
    expect(seen(world, v(0, 1.5, 0), v(0, 0.45, 1))).toBe(chair);
  });

  it('a ray over the seat meets its back, which stands at the side it faces away from', () => {
    // Level with the back's middle, above the seat: the back is at z about 1.23, not at the front (z 0.77).
    expect(seen(world, v(0, 0.75, -1), v(0, 0.75, 1.6))).toBe(chair);
    const away = worldOf([
      { objectId: chair, objectType: 'Chair', position: v(0, 0, 1), rotation: v(0, 0, 0), size: v(0.54, 0.95, 0.54) },
    ]);
    const t = (w: World) => castRay(pickSceneFor(w), v(0, 0.75, -1), v(0, 0, 1)).t;
    expect(t(world)).toBeGreaterThan(t(away) + 0.3);
  });
});

describe('round produce is the ellipsoid filling its box, as the renderer draws it', () => {
  const apple = 'Apple|+00.00|+00.00|+01.00';
  const world = worldOf([{ objectId: apple, objectType: 'Apple', position: v(0, 0, 1), size: v(0.1, 0.1, 0.1) }]);

  it('a ray at its middle meets it', () => {
    expect(seen(world, v(0, 0.05, 0), v(0, 0.05, 1))).toBe(apple);
  });

  it('a ray through a corner of its box, past the round body, meets nothing', () => {
    // Level along x at height 0.09, 0.035 off its axis: through the upright cylinder in its box, past the ellipsoid.
    expect(seen(world, v(-1, 0.09, 1.035), v(1, 0.09, 1.035))).toBeNull();
    expect(seen(world, v(-1, 0.05, 1), v(1, 0.05, 1))).toBe(apple);
  });
});
