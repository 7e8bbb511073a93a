/**
 * Pose and marker sources over the game store: the 3D views and the map read the world with
 * getState() when they draw, and are only told that something changed (no React render per move).
 */
import { commanderCamera, followerCamera, type CameraPose } from '@chorehouse/sim';
import type { SearchResult } from '@chorehouse/protocol';
import type { PoseSource } from '../../../render/pose-source.js';
import type { MapMarker, MarkerSource } from '../../../render/top-down-map.js';
import type { GameStore } from '../../../state/game-store.js';

const onWorldChange = (store: GameStore, listener: () => void) =>
  store.subscribe((s, prev) => { if (s.world !== prev.world) listener(); });

export function followerPose(store: GameStore): PoseSource {
  return { get: () => { const w = store.getState().world; return w ? followerCamera(w) : null; }, subscribe: (l) => onWorldChange(store, l) };
}

export function commanderPose(store: GameStore): PoseSource {
  return { get: () => { const w = store.getState().world; return w ? commanderCamera(w) : null; }, subscribe: (l) => onWorldChange(store, l) };
}

export function searchCameraPose(result: SearchResult): CameraPose {
  const c = result.camera;
  return { position: { x: c.x, y: c.y, z: c.z }, yaw: c.yaw, pitch: c.pitch };
}

export const MARKER_COLOURS = { follower: '#2f7fe0', commander: '#e0483c', search: '#f2c230' } as const;

/** Map markers: the Follower always; the Commander's own camera and the search camera on its screen. */
export function sessionMarkers(store: GameStore, who: 'follower' | 'commander'): MarkerSource {
  return {
    get: () => {
      const s = store.getState();
      const w = s.world;
      if (!w) return [];
      const out: MapMarker[] = [];
      if (who === 'commander') {
        const target = s.searchResults[s.targetIndex];
        if (target) out.push({ x: target.camera.x, z: target.camera.z, yaw: target.camera.yaw, color: MARKER_COLOURS.search, label: 'Search camera' });
      }
      out.push({ x: w.follower.x, z: w.follower.z, yaw: w.follower.yaw, color: MARKER_COLOURS.follower, label: 'Follower' });
      if (who === 'commander') {
        // A ring on top: the Commander often hovers where the Follower stands (it starts there).
        const c = commanderCamera(w);
        out.push({ x: c.position.x, z: c.position.z, yaw: c.yaw, color: MARKER_COLOURS.commander, label: 'You', ring: true });
      }
      return out;
    },
    subscribe: (l) => store.subscribe((s, prev) => {
      if (s.world !== prev.world || s.searchResults !== prev.searchResults || s.targetIndex !== prev.targetIndex) l();
    }),
  };
}
