import { createDemoKitchen } from '@chorehouse/sim';
import { describe, expect, it, vi } from 'vitest';
import { agentMarkers, createWorldStore, followerPoseSource } from './world-store.js';

describe('world store', () => {
  it('steps the world, logs the outcome and notifies the pose source', () => {
    const store = createWorldStore(createDemoKitchen());
    const pose = followerPoseSource(store);
    const before = pose.get()!;
    const listener = vi.fn();
    pose.subscribe(listener);
    store.getState().act({ name: 'Turn Right' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(pose.get()!.yaw).toBe((before.yaw + 90) % 360);
    expect(store.getState().console.at(-1)?.ok).toBe(true);
  });

  it('marks the Follower in blue and the Commander in red', () => {
    const store = createWorldStore(createDemoKitchen());
    const colors = agentMarkers(store).get().map((m) => m.color);
    expect(colors).toEqual(['#e0483c', '#3c8ce0']);
  });
});
