/**
 * The floor plan seen from above on a 2D canvas: floor, walls, furniture footprints, and agent
 * markers (a dot and a 90 degree view cone) redrawn from the marker source without React renders.
 */
import type { World } from '@chorehouse/sim';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { mapProjection, yawOnMap, type MapProjection } from './map-projection.js';
import { floorBoxes, roomBounds, wallBoxes } from '@chorehouse/render';

export interface MapMarker {
  readonly x: number;
  readonly z: number;
  readonly yaw: number;
  readonly color: string;
  readonly label?: string;
  /** Drawn as a ring, so a marker standing on the same spot still shows through. */
  readonly ring?: boolean;
}

export interface MarkerSource {
  readonly get: () => readonly MapMarker[];
  readonly subscribe: (listener: () => void) => () => void;
}

const CONE_RADIUS_M = 1.5;

function drawPlan(ctx: CanvasRenderingContext2D, world: World, proj: MapProjection, size: number): void {
  ctx.fillStyle = '#2b2f36';
  ctx.fillRect(0, 0, size, size);
  const rect = (b: { min: { x: number; z: number }; max: { x: number; z: number } }, fill: string) => {
    const [x0, y0] = proj.toPx(b.min.x, b.max.z);
    const [x1, y1] = proj.toPx(b.max.x, b.min.z);
    ctx.fillStyle = fill;
    ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
  };
  for (const b of floorBoxes(world)) rect(b, '#d8c7a8');
  const fixtures = world.objects.filter((o) => !o.disabled && !o.pickupable && o.objectType !== 'Floor');
  // Tall things last so counters do not hide the fridge.
  for (const o of [...fixtures].sort((a, b) => a.bbox.max.y - b.bbox.max.y)) {
    for (const b of o.shape ?? [o.bbox]) rect(b, o.bbox.max.y - world.floorY > 1.2 ? '#8d8173' : '#a99a86');
  }
  for (const o of world.objects) if (!o.disabled && o.pickupable && !o.isPickedUp) rect(o.bbox, '#e08a3c');
  for (const w of wallBoxes(world)) rect(w, '#f3efe8');
}

function drawMarkers(ctx: CanvasRenderingContext2D, markers: readonly MapMarker[], proj: MapProjection): void {
  for (const m of markers) {
    const [px, py] = proj.toPx(m.x, m.z);
    const [dx, dy] = yawOnMap(m.yaw);
    const heading = Math.atan2(dy, dx);
    const r = CONE_RADIUS_M * proj.scale;
    ctx.globalAlpha = 0.3;
    ctx.fillStyle = m.color;
    ctx.beginPath();
    ctx.moveTo(px, py);
    ctx.arc(px, py, r, heading - Math.PI / 4, heading + Math.PI / 4);
    ctx.closePath();
    ctx.fill();
    ctx.globalAlpha = 1;
    const radius = Math.max(4, 0.15 * proj.scale);
    if (m.ring) {
      ctx.beginPath();
      ctx.arc(px, py, radius + 2, 0, Math.PI * 2);
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 5;
      ctx.stroke();
      ctx.strokeStyle = m.color;
      ctx.lineWidth = 3;
      ctx.stroke();
      continue;
    }
    ctx.beginPath();
    ctx.arc(px, py, radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
}

export function TopDownMap({ world, markers, sizePx = 320, style }: { world: World; markers?: MarkerSource; sizePx?: number; style?: CSSProperties }) {
  const planRef = useRef<HTMLCanvasElement>(null);
  const markerRef = useRef<HTMLCanvasElement>(null);
  const proj = useMemo(() => mapProjection(roomBounds(world), sizePx), [world, sizePx]);

  useEffect(() => {
    const ctx = planRef.current?.getContext('2d');
    if (ctx) drawPlan(ctx, world, proj, sizePx);
  }, [world, proj, sizePx]);

  useEffect(() => {
    const ctx = markerRef.current?.getContext('2d');
    if (!ctx || !markers) return;
    let frame = 0;
    const redraw = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        ctx.clearRect(0, 0, sizePx, sizePx);
        drawMarkers(ctx, markers.get(), proj);
      });
    };
    redraw();
    const unsubscribe = markers.subscribe(redraw);
    return () => { unsubscribe(); cancelAnimationFrame(frame); };
  }, [markers, proj, sizePx]);

  const layer: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' };
  return (
    <div className="top-down-map" style={{ position: 'relative', width: sizePx, height: sizePx, ...style }}>
      <canvas ref={planRef} width={sizePx} height={sizePx} style={layer} />
      <canvas ref={markerRef} width={sizePx} height={sizePx} style={layer} />
    </div>
  );
}
