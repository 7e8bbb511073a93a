/** Slice (with a knife in hand) and Pour (from a filled container in hand). */
import { catalogEntry, displayName } from '../catalog/catalog.js';
import { boxSize } from '../geometry/box.js';
import { snap6 } from '../geometry/vec.js';
import { objectFromSpec } from '../world/create-world.js';
import type { WorldDraft } from '../world/draft.js';
import type { SimObject } from '../world/types.js';
import { fail, type Failure } from './outcome.js';
import type { ClickTarget } from './resolve-click.js';

/**
 * The object's own horizontal sides (long, short). A rotated object's axis-aligned box is wider
 * than the object (a loaf turned 30 degrees has a box as wide as it is long), and slices cut
 * across it must not be: solve the box for the sides, or near 45 degrees, where the box cannot
 * tell them apart, take the catalog's proportions.
 */
export function footprintSides(obj: SimObject): { long: number; short: number } {
  const size = boxSize(obj.bbox);
  const boxLong = Math.max(size.x, size.z), boxShort = Math.min(size.x, size.z);
  const theta = ((((obj.rotation.y % 90) + 90) % 90) * Math.PI) / 180;
  const c = Math.cos(theta), s = Math.sin(theta);
  if (s < 0.02 || c < 0.02) return { long: boxLong, short: boxShort };
  const det = c * c - s * s;
  if (Math.abs(det) > 0.25) {
    const w = (size.x * c - size.z * s) / det, d = (size.z * c - size.x * s) / det;
    if (w > 0.005 && d > 0.005) return { long: Math.min(boxLong, Math.max(w, d)), short: Math.min(boxShort, Math.min(w, d)) };
  }
  const catalogSize = catalogEntry(obj.objectType).size;
  const ratio = catalogSize.long > 0 ? catalogSize.short / catalogSize.long : 1;
  // Near 45 degrees both box sides are (long + short) / sqrt(2).
  const sum = ((size.x + size.z) / 2) * Math.SQRT2;
  const long = sum / (1 + ratio);
  return { long: Math.min(boxLong, long), short: Math.min(boxShort, sum - long) };
}

/** The pieces a sliced object becomes, laid side by side along its longer horizontal side. */
function slicePieces(obj: SimObject): SimObject[] {
  const rule = catalogEntry(obj.objectType).slice;
  if (!rule) return [];
  const n = rule.count + (rule.heel ? 1 : 0);
  const size = boxSize(obj.bbox);
  const alongX = size.x >= size.z;
  const sides = footprintSides(obj);
  const pieceLen = sides.long / n;
  const cracked = rule.into === 'EggCracked';
  const pieces: SimObject[] = [];
  for (let k = 0; k < n; k++) {
    const isHeel = rule.heel && k === 0;
    const type = isHeel ? obj.objectType : rule.into;
    const offset = -(sides.long / 2) + pieceLen * (k + 0.5);
    const pieceSize = cracked
      ? { x: size.x, y: size.y / 2, z: size.z }
      : alongX ? { x: pieceLen, y: size.y, z: sides.short } : { x: sides.short, y: size.y, z: pieceLen };
    const center = {
      x: snap6((obj.bbox.min.x + obj.bbox.max.x) / 2 + (alongX && !cracked ? offset : 0)),
      y: snap6(obj.bbox.min.y + pieceSize.y / 2),
      z: snap6((obj.bbox.min.z + obj.bbox.max.z) / 2 + (!alongX && !cracked ? offset : 0)),
    };
    const piece = objectFromSpec({
      objectId: `${obj.objectId}|${type}_${k}`,
      objectType: type,
      position: { x: center.x, y: obj.bbox.min.y, z: center.z },
      center,
      size: pieceSize,
      parentId: obj.parentId,
      // The end piece of a loaf is bread, not a slice: it cannot be sliced again or toasted.
      flags: isHeel ? { sliceable: false, cookable: false } : {},
      state: {
        // Slices inherit the whole object's cooked state and TEACh's custom properties.
        isCooked: obj.isCooked && catalogEntry(type).cookable,
        temperature: 'RoomTemp',
        simbotIsCooked: obj.simbotIsCooked,
        simbotIsBoiled: obj.simbotIsBoiled,
        simbotIsFilledWithWater: obj.simbotIsFilledWithWater,
        simbotIsFilledWithCoffee: obj.simbotIsFilledWithCoffee,
        simbotPickedUp: obj.simbotPickedUp,
        simbotLastParentReceptacle: obj.simbotLastParentReceptacle,
      },
    });
    // TEACh copies the whole's custom data, class list included: a potato's slices are still "Potato".
    pieces.push({ ...piece, simbotObjectClass: obj.simbotObjectClass });
  }
  return pieces;
}

export function slice(draft: WorldDraft, target: ClickTarget): Failure | null {
  const obj = target.object;
  const pieces = slicePieces(obj);
  if (pieces.length === 0) return fail('target/not_found', `The ${displayName(obj.objectType)} can't be sliced.`, obj.objectId);
  // TEACh drops the whole's custom data: its id leaves every receptacle's list and every last-parent field.
  for (const o of draft.current) {
    if (o.simbotIsReceptacleOf.includes(obj.objectId)) {
      draft.update(o.objectId, { simbotIsReceptacleOf: o.simbotIsReceptacleOf.filter((id) => id !== obj.objectId) });
    }
    if (o.simbotLastParentReceptacle === obj.objectId) draft.update(o.objectId, { simbotLastParentReceptacle: null });
  }
  // The whole object stays in the list, sliced and gone from the room, with no class (TEACh: no entry at all).
  draft.update(obj.objectId, {
    isSliced: true, disabled: true, parentId: null, simbotObjectClass: [],
    simbotIsCooked: false, simbotIsBoiled: false, simbotIsFilledWithWater: 0, simbotIsFilledWithCoffee: false,
    simbotPickedUp: 0, simbotLastParentReceptacle: null,
  });
  for (const p of pieces) draft.add(p);
  // Each piece inherits the whole's last parent, which then lists the piece (TEACh's transfer).
  const lastParent = obj.simbotLastParentReceptacle === null ? undefined : draft.get(obj.simbotLastParentReceptacle);
  if (lastParent) draft.update(lastParent.objectId, { simbotIsReceptacleOf: [...lastParent.simbotIsReceptacleOf, ...pieces.map((p) => p.objectId)] });
  return null;
}

export function pour(draft: WorldDraft, target: ClickTarget, heldId: string): Failure | null {
  const held = draft.require(heldId);
  const into = target.object;
  const entry = catalogEntry(into.objectType);
  // TEACh pours coffee if its own coffee flag is set, otherwise water (whatever fillLiquid says).
  const liquid = held.simbotIsFilledWithCoffee ? 'coffee' : 'water';
  if (!entry.isBasin) {
    if (!entry.liquidsAccepted.includes(liquid)) {
      return fail('pour/refused', `You can't pour ${liquid} into the ${displayName(into.objectType)}.`, into.objectId);
    }
    draft.update(into.objectId, { isFilledWithLiquid: true, fillLiquid: liquid });
  }
  draft.update(heldId, { isFilledWithLiquid: false, fillLiquid: null, simbotIsFilledWithCoffee: false });
  return null;
}
