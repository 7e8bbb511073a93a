/**
 * One geometry, proven: a click the simulator resolved to an object should land where the drawn
 * frame shows that object. TEACh searches a 20x20 pixel window around a click (at 900 px), so a
 * click agrees when the id buffer shows the object somewhere in that window.
 */
import { CLICK_WINDOW_RADIUS_PX, FRAME_PX, type CameraPose, type World } from '@chorehouse/sim';
import type { FrameRenderer, ObjectIdBuffer } from './types.js';

export interface ClickCheck {
  readonly agrees: boolean;
  /** Pixels of the window showing each object (or '' for none), most first. */
  readonly window: readonly { readonly objectId: string; readonly pixels: number }[];
  /** What the id buffer shows at the click itself. */
  readonly underClick: string | null;
}

/** The window check on an id buffer; (x, y) in [0, 1), origin top-left. */
export function clickWindowShows(ids: ObjectIdBuffer, x: number, y: number, objectId: string): ClickCheck {
  // TEACh's window scaled to the buffer's size: [px - r, px + r) on each axis.
  const rx = (CLICK_WINDOW_RADIUS_PX * ids.width) / FRAME_PX;
  const ry = (CLICK_WINDOW_RADIUS_PX * ids.height) / FRAME_PX;
  const px = Math.round(x * ids.width);
  const py = Math.round(y * ids.height);
  const counts = new Map<string, number>();
  for (let v = Math.max(0, Math.round(py - ry)); v < Math.min(ids.height, Math.round(py + ry)); v++) {
    for (let u = Math.max(0, Math.round(px - rx)); u < Math.min(ids.width, Math.round(px + rx)); u++) {
      const id = ids.objectAt(u, v) ?? '';
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  const window = [...counts].map(([id, pixels]) => ({ objectId: id, pixels })).sort((a, b) => b.pixels - a.pixels || (a.objectId < b.objectId ? -1 : 1));
  return { agrees: counts.has(objectId), window, underClick: ids.objectAt(Math.floor(x * ids.width), Math.floor(y * ids.height)) };
}

/** Renders the id buffer of `camera` over `world` and checks the click's window shows `objectId`. */
export async function checkClick(
  renderer: FrameRenderer,
  click: { readonly world: World; readonly camera: CameraPose; readonly x: number; readonly y: number; readonly objectId: string; readonly size?: number },
): Promise<ClickCheck> {
  const frame = await renderer.render({ world: click.world, camera: click.camera, size: click.size ?? FRAME_PX, ids: true, format: 'jpeg' });
  return clickWindowShows(frame.ids!, click.x, click.y, click.objectId);
}
