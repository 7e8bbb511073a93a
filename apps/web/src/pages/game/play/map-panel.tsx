/**
 * The map with a legend: who is where (dots with a view cone) and what the colours of the plan mean
 * (the orange squares are things that can be picked up). Drawn at the size its column leaves.
 */
import type { World } from '@chorehouse/sim';
import { TopDownMap, type MarkerSource } from '../../../render/top-down-map.js';
import { MARKER_COLOURS } from './session-sources.js';
import { useBoxWidth } from './use-box-size.js';

/** The plan's colours, as render/top-down-map.tsx paints them. */
export const PLAN_COLOURS = { floor: '#d8c7a8', furniture: '#8d8173', pickupable: '#e08a3c', wall: '#f3efe8' } as const;

export function MapPanel({ world, markers, who, maxPx = 420 }: { world: World; markers: MarkerSource; who: 'follower' | 'commander'; maxPx?: number }) {
  const { ref, width } = useBoxWidth<HTMLDivElement>(200);
  const size = Math.max(120, Math.min(maxPx, width));
  return (
    <section className="panel map" aria-label="Map" data-testid="map-panel">
      <h2>Map</h2>
      <div ref={ref} className="map-box">
        <TopDownMap world={world} markers={markers} sizePx={size} />
      </div>
      <ul className="legend" data-testid="map-legend">
        {who === 'follower' ? (
          <li><i style={{ background: MARKER_COLOURS.follower }} /> you (the cone is where you look)</li>
        ) : (
          <>
            <li><i style={{ background: MARKER_COLOURS.follower }} /> Follower</li>
            <li><i className="ring" style={{ borderColor: MARKER_COLOURS.commander }} /> your camera</li>
            <li><i style={{ background: MARKER_COLOURS.search }} /> found-object camera</li>
          </>
        )}
        <li><i className="square" style={{ background: PLAN_COLOURS.pickupable }} /> {who === 'follower' ? 'things you can pick up' : 'things the Follower can pick up'}</li>
        <li><i className="square" style={{ background: PLAN_COLOURS.furniture }} /> furniture, counters, appliances</li>
      </ul>
    </section>
  );
}
