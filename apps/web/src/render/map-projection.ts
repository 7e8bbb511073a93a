/** World (x, z) to map pixels: north (+z) up, +x right, the room fitted into a square canvas. */
export interface MapProjection {
  readonly scale: number;
  readonly toPx: (x: number, z: number) => [number, number];
}

export function mapProjection(bounds: { minX: number; maxX: number; minZ: number; maxZ: number }, sizePx: number, marginPx = 8): MapProjection {
  const spanX = bounds.maxX - bounds.minX;
  const spanZ = bounds.maxZ - bounds.minZ;
  const scale = (sizePx - 2 * marginPx) / Math.max(spanX, spanZ, 1e-6);
  const offX = marginPx + ((sizePx - 2 * marginPx) - spanX * scale) / 2;
  const offY = marginPx + ((sizePx - 2 * marginPx) - spanZ * scale) / 2;
  return { scale, toPx: (x, z) => [offX + (x - bounds.minX) * scale, offY + (bounds.maxZ - z) * scale] };
}

/** The map direction of a yaw (0 = north = up the map, 90 = east = right). */
export function yawOnMap(yawDeg: number): [number, number] {
  const r = (yawDeg * Math.PI) / 180;
  return [Math.sin(r), -Math.cos(r)];
}
