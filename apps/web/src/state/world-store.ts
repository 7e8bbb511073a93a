/**
 * Client state in one zustand store. For now it holds a world the client steps itself (the local
 * sandbox); the socket client will write the server's world here instead. The 3D views read the
 * camera poses with getState() in their render loops, never through React state.
 */
import { commanderCamera, followerCamera, step, type Action, type CameraPose, type World } from '@chorehouse/sim';
import { createStore } from 'zustand/vanilla';
import type { PoseSource } from '../render/pose-source.js';
import type { MarkerSource } from '../render/top-down-map.js';

export interface ConsoleLine {
  readonly text: string;
  readonly ok: boolean;
}

export interface WorldState {
  readonly world: World | null;
  readonly console: readonly ConsoleLine[];
  readonly setWorld: (world: World) => void;
  /** Apply a Follower action locally and log the simulator's message. */
  readonly act: (action: Action) => void;
}

export type WorldStore = ReturnType<typeof createWorldStore>;

export function createWorldStore(initial: World | null = null) {
  return createStore<WorldState>()((set, get) => ({
    world: initial,
    console: [],
    setWorld: (world) => set({ world }),
    act: (action) => {
      const world = get().world;
      if (!world) return;
      const { world: next, outcome } = step(world, 'follower', action);
      const line = { text: `${action.name}: ${outcome.message}`, ok: outcome.success };
      set({ world: next, console: [...get().console.slice(-49), line] });
    },
  }));
}

/** The Follower's egocentric camera, read straight from the store. */
export function followerPoseSource(store: WorldStore): PoseSource {
  return {
    get: (): CameraPose | null => {
      const w = store.getState().world;
      return w ? followerCamera(w) : null;
    },
    subscribe: (listener) => store.subscribe((s, prev) => { if (s.world !== prev.world) listener(); }),
  };
}

/** The Commander's flying camera, read straight from the store. */
export function commanderPoseSource(store: WorldStore): PoseSource {
  return {
    get: (): CameraPose | null => {
      const w = store.getState().world;
      return w ? commanderCamera(w) : null;
    },
    subscribe: (listener) => store.subscribe((s, prev) => { if (s.world !== prev.world) listener(); }),
  };
}

export function agentMarkers(store: WorldStore): MarkerSource {
  return {
    get: () => {
      const w = store.getState().world;
      if (!w) return [];
      const c = commanderCamera(w);
      return [
        { x: c.position.x, z: c.position.z, yaw: c.yaw, color: '#e0483c', label: 'Commander' },
        { x: w.follower.x, z: w.follower.z, yaw: w.follower.yaw, color: '#3c8ce0', label: 'Follower' },
      ];
    },
    subscribe: (listener) => store.subscribe((s, prev) => { if (s.world !== prev.world) listener(); }),
  };
}
