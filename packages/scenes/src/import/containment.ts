/**
 * The direct parent of each object: AI2-THOR lists every receptacle whose trigger box holds an
 * object (a mug in a sink lists Sink and SinkBasin; a plate on a counter may list the cabinet
 * below too). The simulator wants the one it rests in or on: the smallest listed receptacle
 * under the object's bottom. Objects whose listed receptacles are not under them (a towel listed
 * on the floor while it hangs on its holder) rest on the highest receptacle below them, or hang on
 * a holder of their type that they touch.
 */
import { catalogEntry } from '@chorehouse/sim';
import type { RawObject } from './raw.js';

interface Footprint { minX: number; maxX: number; minZ: number; maxZ: number; minY: number; maxY: number }

export function footprintOf(o: RawObject): Footprint {
  const { center: c, size: s } = o.axisAlignedBoundingBox;
  return { minX: c.x - s.x / 2, maxX: c.x + s.x / 2, minZ: c.z - s.z / 2, maxZ: c.z + s.z / 2, minY: c.y - s.y / 2, maxY: c.y + s.y / 2 };
}

const volume = (o: RawObject) => {
  const s = o.axisAlignedBoundingBox.size;
  return s.x * s.y * s.z;
};

/** Horizontal tolerance: objects overhang their receptacle's box a little (m). */
const OVERHANG = 0.08;
/** Vertical tolerance between an object's bottom and its receptacle's box (m). */
const GAP = 0.12;

/** True when the bottom centre of `o` lies within `r`'s box (with tolerances). */
export function restsWithin(o: Footprint, r: Footprint): boolean {
  const cx = (o.minX + o.maxX) / 2, cz = (o.minZ + o.maxZ) / 2;
  return cx >= r.minX - OVERHANG && cx <= r.maxX + OVERHANG && cz >= r.minZ - OVERHANG && cz <= r.maxZ + OVERHANG &&
    o.minY >= r.minY - GAP && o.minY <= r.maxY + GAP;
}

/** Boxes that overlap or nearly touch (a towel hanging from its bar). */
function touches(a: Footprint, b: Footprint, slack = 0.05): boolean {
  return a.minX < b.maxX + slack && b.minX < a.maxX + slack && a.minZ < b.maxZ + slack && b.minZ < a.maxZ + slack &&
    a.minY < b.maxY + slack && b.minY < a.maxY + slack;
}

export function directParents(objects: readonly RawObject[]): Map<string, string | null> {
  const byId = new Map(objects.map((o) => [o.objectId, o]));
  const receptacles = objects.filter((o) => o.receptacle);
  const parents = new Map<string, string | null>();
  for (const o of objects) {
    if (o.objectType === 'Floor') { parents.set(o.objectId, null); continue; }
    const fp = footprintOf(o);
    const bigger = (r: RawObject) => r.objectId !== o.objectId && volume(r) > volume(o);
    const listed = (o.parentReceptacles ?? []).map((id) => byId.get(id)).filter((r): r is RawObject => r !== undefined && bigger(r));
    const under = listed.filter((r) => restsWithin(fp, footprintOf(r)));
    if (under.length > 0) {
      under.sort((a, b) => volume(a) - volume(b) || (a.objectId < b.objectId ? -1 : 1));
      parents.set(o.objectId, under[0]!.objectId);
      continue;
    }
    if (!o.pickupable) { parents.set(o.objectId, listed[0]?.objectId ?? null); continue; }
    const below = receptacles
      .filter((r) => bigger(r) && r.objectType !== 'Floor' && restsWithin(fp, footprintOf(r)))
      .sort((a, b) => footprintOf(b).maxY - footprintOf(a).maxY || volume(a) - volume(b));
    const holder = receptacles.find((r) => catalogEntry(r.objectType).holderAccepts?.includes(o.objectType) && touches(fp, footprintOf(r)));
    const floor = objects.find((f) => f.objectType === 'Floor');
    const onFloor = floor && fp.minY <= footprintOf(floor).maxY + GAP ? floor : undefined;
    parents.set(o.objectId, (holder ?? below[0] ?? onFloor ?? listed[0] ?? floor)?.objectId ?? null);
  }
  return parents;
}
