/** AI2-THOR object ids: `Type|+x.xx|+y.yy|+z.zz` from the position at scene load (thor-world.md 5.2). */
import type { Vec3 } from './metadata.js';

function coord(v: number): string {
  const r = Math.round(v * 100) / 100;
  const sign = r < 0 ? '-' : '+';
  return sign + Math.abs(r).toFixed(2).padStart(5, '0');
}

export function thorObjectId(type: string, position: Vec3): string {
  return `${type}|${coord(position.x)}|${coord(position.y)}|${coord(position.z)}`;
}

/** The type named by an id: the first field, or for a derived id the last field without `_k`. */
export function typeFromObjectId(objectId: string): string {
  const parts = objectId.split('|');
  return parts.length >= 5 ? parts[parts.length - 1]!.replace(/_\d+$/, '') : parts[0]!;
}
