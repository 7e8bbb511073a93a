/**
 * Model nodes to three.js meshes with the room's light baked into vertex colours (scene/lights.ts):
 * one unlit material for every opaque surface, so an object's fixed parts become a single mesh,
 * and each moving part (door, drawer, lid) one more. Models are built in the simulator's axes;
 * the scene mirrors z, so positions and normals are lit as (x, y, -z).
 *
 * The colours are stored as the screen shows them (sRGB-encoded), and the material writes them as
 * they are: three.js's own materials encode every pixel (a power per channel), which was half of
 * SwiftShader's time drawing a frame. So baked surfaces are drawn right only where the renderer's
 * output is sRGB (three.js's default, and every renderer here).
 */
import { BufferAttribute, Color, DoubleSide, FrontSide, Group, Mesh, ShaderMaterial, type BufferGeometry, type Object3D } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { shade, type RoomLight } from '../scene/lights.js';
import { PALETTE, type MaterialKey } from './materials.js';
import type { ModelNode, Primitive } from './parts.js';
import { isMovingPart, nodeObject, OPEN_SHAPES } from './three-model.js';

const bakedMaterials = new Map<string, ShaderMaterial>();

/** Position and the vertex's display colour: nothing per pixel but the interpolated colour. */
const BAKED_VERTEX = `varying vec3 vDisplay;
void main() {
  vDisplay = color;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}`;
const BAKED_FRAGMENT = `uniform float opacity;
varying vec3 vDisplay;
void main() {
  gl_FragColor = vec4(vDisplay, opacity);
}`;

/** The unlit vertex-colour material for a surface's opacity and sidedness. */
function bakedMaterial(opacity: number | undefined, doubleSided: boolean): ShaderMaterial {
  const key = `${opacity ?? 1}|${doubleSided ? 2 : 1}`;
  let m = bakedMaterials.get(key);
  if (!m) {
    const transparent = opacity !== undefined;
    m = new ShaderMaterial({
      name: 'baked', vertexShader: BAKED_VERTEX, fragmentShader: BAKED_FRAGMENT, uniforms: { opacity: { value: opacity ?? 1 } },
      vertexColors: true, transparent, depthWrite: !transparent, side: doubleSided ? DoubleSide : FrontSide,
    });
    bakedMaterials.set(key, m);
  }
  return m;
}

const display = new Color();

const linear = (hex: number): [number, number, number] => {
  const c = new Color(hex);
  return [c.r, c.g, c.b];
};

/** The mesh's geometry in world (simulator) coordinates with its lit colours (display-encoded), without the attributes an unlit material ignores. */
function litGeometry(mesh: Mesh, key: MaterialKey, light: RoomLight): BufferGeometry {
  const g = (mesh.geometry as BufferGeometry).clone().applyMatrix4(mesh.matrixWorld);
  const pos = g.getAttribute('position');
  const nor = g.getAttribute('normal');
  const spec: { color: number; emissive?: number } = PALETTE[key];
  const albedo = linear(spec.color);
  const glow = linear(spec.emissive ?? 0);
  const colors = new Float32Array(pos.count * 3);
  for (let i = 0; i < pos.count; i++) {
    shade(light, albedo, glow, pos.getX(i), pos.getY(i), -pos.getZ(i), nor.getX(i), nor.getY(i), -nor.getZ(i), colors, i * 3);
    // Encoded once per vertex here rather than per pixel by the shader (not clamped: the frame buffer clamps, as before).
    display.setRGB(colors[i * 3]!, colors[i * 3 + 1]!, colors[i * 3 + 2]!).convertLinearToSRGB().toArray(colors, i * 3);
  }
  g.setAttribute('color', new BufferAttribute(colors, 3));
  g.deleteAttribute('normal');
  g.deleteAttribute('uv');
  return g;
}

interface Bucket {
  readonly material: ShaderMaterial;
  readonly geometries: BufferGeometry[];
}

/** Meshes under `root` (but not under a skipped node) grouped by baked material, in world coordinates. */
function collect(root: Object3D, light: RoomLight, skip: (o: Object3D) => boolean): Map<ShaderMaterial, Bucket> {
  const buckets = new Map<ShaderMaterial, Bucket>();
  const visit = (o: Object3D) => {
    if (o !== root && skip(o)) return;
    if (o instanceof Mesh) {
      const key = o.userData.material as MaterialKey;
      const material = bakedMaterial((PALETTE[key] as { opacity?: number }).opacity, OPEN_SHAPES.has(o.userData.shape as Primitive));
      const bucket = buckets.get(material) ?? { material, geometries: [] };
      bucket.geometries.push(litGeometry(o, key, light));
      buckets.set(material, bucket);
    }
    for (const c of o.children) visit(c);
  };
  visit(root);
  return buckets;
}

/** One mesh per bucket, placed at its geometry's centre so the renderer sorts near to far. */
function meshesOf(buckets: Map<ShaderMaterial, Bucket>, centred: boolean): Mesh[] {
  const out: Mesh[] = [];
  for (const { material, geometries } of buckets.values()) {
    const merged = geometries.length === 1 ? geometries[0]! : mergeGeometries(geometries);
    if (geometries.length > 1) for (const g of geometries) g.dispose();
    if (!merged) continue;
    const m = new Mesh(merged, material);
    if (centred) {
      merged.computeBoundingSphere();
      const c = merged.boundingSphere!.center.clone();
      merged.translate(-c.x, -c.y, -c.z);
      m.position.copy(c);
    }
    m.matrixAutoUpdate = false;
    m.updateMatrix();
    out.push(m);
  }
  return out;
}

export function toBakedObject3D(nodes: readonly ModelNode[], light: RoomLight): Group {
  const built = new Group();
  for (const n of nodes) built.add(nodeObject(n));
  built.updateMatrixWorld(true);
  const root = new Group();
  for (const m of meshesOf(collect(built, light, isMovingPart), true)) root.add(m);
  // Moving parts keep their own transform, so doors can swing; lit where the model puts them.
  const parts: Object3D[] = [];
  built.traverse((o) => { if (o !== built && isMovingPart(o) && !parts.some((p) => p.getObjectById(o.id))) parts.push(o); });
  for (const part of parts) {
    const holder = new Group();
    holder.matrixAutoUpdate = false;
    holder.matrix.copy(part.parent!.matrixWorld);
    const copy = new Group();
    copy.name = part.name;
    copy.position.copy(part.position);
    copy.quaternion.copy(part.quaternion);
    copy.scale.copy(part.scale);
    copy.matrixAutoUpdate = false;
    copy.updateMatrix();
    const inverse = part.matrixWorld.clone().invert();
    const buckets = collect(part, light, () => false);
    // The part's meshes in its own frame: world geometry times the inverse of the part's world matrix.
    for (const m of meshesOf(buckets, false)) {
      m.geometry.applyMatrix4(inverse);
      copy.add(m);
    }
    holder.add(copy);
    root.add(holder);
  }
  return root;
}
