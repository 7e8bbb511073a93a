import { createDemoKitchen, handPoint, step, clickWithinReach } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { carriedOffset } from './carried.js';

describe('carriedOffset', () => {
  it('is null with empty hands', () => {
    expect(carriedOffset(createDemoKitchen())).toBeNull();
  });

  it('moves the held object\'s box centre onto the hand point', () => {
    let world = createDemoKitchen();
    const tomato = world.objects.find((o) => o.objectType === 'Tomato')!;
    const click = clickWithinReach(world, tomato.objectId)!;
    world = step(world, 'follower', { name: 'Pickup', x: click.x, y: click.y }).world;
    const carried = carriedOffset(world)!;
    expect([...carried.ids]).toContain(tomato.objectId);
    const b = world.objects.find((o) => o.objectId === tomato.objectId)!.bbox;
    const hand = handPoint(world);
    expect((b.min.x + b.max.x) / 2 + carried.offset.x).toBeCloseTo(hand.x, 9);
    expect((b.min.y + b.max.y) / 2 + carried.offset.y).toBeCloseTo(hand.y, 9);
    expect((b.min.z + b.max.z) / 2 + carried.offset.z).toBeCloseTo(hand.z, 9);
  });
});
