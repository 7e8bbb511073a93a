import { describe, expect, it } from 'vitest';
import { clickWithinReach } from '../geometry/click-point.js';
import { createWorld } from '../world/create-world.js';
import { buildNavGrid } from '../world/nav.js';

const v = (x: number, y: number, z: number) => ({ x, y, z });
const MUG = 'Mug|+00.00|+00.90|+01.00';

describe('what rays pass through', () => {
  it('a window\'s box reaching into the room does not hide what stands in it', () => {
    const w = createWorld({
      objects: [
        { objectId: 'Window|+00.00|+01.00|+01.00', objectType: 'Window', position: v(0, 0.5, 1), center: v(0, 1.2, 1.2), size: v(1.5, 1.4, 1) },
        { objectId: MUG, objectType: 'Mug', position: v(0, 0.9, 1) },
      ],
      nav: buildNavGrid(-0.5, 0.25, 5, 2, () => true),
      follower: { x: 0, z: 0.25, yaw: 0, horizon: 30 },
      seed: 1,
    });
    expect(clickWithinReach(w, MUG)).not.toBeNull();
  });

  it('what rests on a chair\'s seat can be clicked from in front; from behind, its back hides it', () => {
    const chair = 'Chair|+00.00|+00.00|+01.00';
    const chairFacing = (yaw: number) => createWorld({
      objects: [
        {
          objectId: chair, objectType: 'Chair', position: v(0, 0, 1), rotation: v(0, yaw, 0), center: v(0, 0.45, 1), size: v(0.5, 0.9, 0.5),
          surfaces: [{ minX: -0.25, maxX: 0.25, minZ: 0.75, maxZ: 1.25, y: 0.45, maxHeight: 3 }],
        },
        { objectId: MUG, objectType: 'Mug', position: v(0, 0.45, 1), parentId: chair },
      ],
      nav: buildNavGrid(-0.5, 0.25, 5, 2, () => true),
      follower: { x: 0, z: 0.25, yaw: 0, horizon: 30 },
      seed: 1,
    });
    // Turned to the Follower (its front faces -z), the seat is open to view.
    expect(clickWithinReach(chairFacing(180), MUG)).not.toBeNull();
    expect(clickWithinReach(chairFacing(180), chair)).not.toBeNull();
    // Turned away, its back stands between the Follower and the seat, as the picture shows it.
    expect(clickWithinReach(chairFacing(0), MUG)).toBeNull();
    expect(clickWithinReach(chairFacing(0), chair)).not.toBeNull();
  });

  it('a burner set flush into a counter\'s top can be clicked through the counter\'s hole', () => {
    const burner = 'StoveBurner|+00.00|+00.90|+01.00';
    const w = createWorld({
      objects: [
        { objectId: 'CounterTop|+00.00|+00.89|+01.00', objectType: 'CounterTop', position: v(0, 0.885, 1), center: v(0, 0.895, 1), size: v(1.2, 0.02, 0.6) },
        { objectId: burner, objectType: 'StoveBurner', position: v(0, 0.897, 1), center: v(0, 0.8985, 1), size: v(0.22, 0.003, 0.22) },
      ],
      nav: buildNavGrid(-0.5, 0.25, 5, 2, () => true),
      follower: { x: 0, z: 0.25, yaw: 0, horizon: 30 },
      seed: 1,
    });
    expect(clickWithinReach(w, burner)).not.toBeNull();
  });
});
