/**
 * The object-id pass: every object drawn in one flat colour that encodes its index (red = low byte,
 * green = high byte, 0 = no object), rendered into a render target so no colour conversion
 * touches the values, then read back as one id per pixel.
 */
import { BackSide, Color, DoubleSide, FrontSide, LinearSRGBColorSpace, Mesh, MeshBasicMaterial, type Material, type Object3D, type Side } from 'three';

export const NO_OBJECT = 0;
export const MAX_OBJECTS = 0xffff;

const idMaterials = new Map<string, MeshBasicMaterial>();

/** The flat colour of id k (k > 0 is objects[k - 1]); shared per id and face side. */
export function idMaterial(k: number, side: Side = FrontSide): MeshBasicMaterial {
  const key = `${k}|${side}`;
  let m = idMaterials.get(key);
  if (!m) {
    const color = new Color().setRGB((k & 0xff) / 255, ((k >> 8) & 0xff) / 255, 0, LinearSRGBColorSpace);
    idMaterials.set(key, (m = new MeshBasicMaterial({ color, side, toneMapped: false })));
  }
  return m;
}

const sideOf = (m: Material): Side => (m.side === DoubleSide ? DoubleSide : m.side === BackSide ? BackSide : FrontSide);

/**
 * A copy of a built model (sharing its geometries) drawn in id k's colour. `seeThrough`: its
 * translucent parts (a fridge's glass shelves, water in a sink) own no pixels, as clicks pass them
 * to what the container holds.
 */
export function idCopy(model: Object3D, k: number, seeThrough = false): Object3D {
  const copy = model.clone(true);
  const drop: Object3D[] = [];
  copy.traverse((o) => {
    if (!(o instanceof Mesh)) return;
    const m = o.material as Material;
    if (seeThrough && m.transparent) drop.push(o);
    else o.material = idMaterial(k, sideOf(m));
  });
  for (const o of drop) o.removeFromParent();
  return copy;
}

/** RGBA rows from WebGL (bottom-up) to ids, top-left origin. */
export function decodeIds(rgba: Uint8Array, width: number, height: number): Uint16Array {
  const out = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) {
    const src = (height - 1 - y) * width * 4;
    const dst = y * width;
    for (let x = 0; x < width; x++) out[dst + x] = rgba[src + x * 4]! | (rgba[src + x * 4 + 1]! << 8);
  }
  return out;
}
