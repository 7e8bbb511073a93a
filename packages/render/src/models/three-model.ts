/** Model nodes to three.js objects, with one geometry per primitive and one material per palette key. */
import {
  BoxGeometry, ConeGeometry, CylinderGeometry, DoubleSide, FrontSide, Group, Mesh, MeshLambertMaterial,
  PlaneGeometry, SphereGeometry, TorusGeometry, type BufferGeometry, type Material, type Object3D,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { PALETTE, type MaterialKey } from './materials.js';
import type { ModelNode, Primitive } from './parts.js';

export const OPEN_SHAPES: ReadonlySet<Primitive> = new Set(['tube', 'bowl']);

function makeGeometry(p: Primitive): BufferGeometry {
  switch (p) {
    case 'box': return new BoxGeometry(1, 1, 1);
    case 'cylinder': return new CylinderGeometry(0.5, 0.5, 1, 20);
    case 'tube': return new CylinderGeometry(0.5, 0.5, 1, 20, 1, true);
    case 'sphere': return new SphereGeometry(0.5, 16, 12);
    case 'bowl': return new SphereGeometry(0.5, 20, 8, 0, Math.PI * 2, Math.PI / 2, Math.PI / 2).translate(0, 0.25, 0).scale(1, 2, 1);
    case 'cone': return new ConeGeometry(0.5, 1, 16);
    case 'ring': return new TorusGeometry(0.35, 0.15, 8, 20).scale(1, 1, 1 / 0.3);
    case 'plane': return new PlaneGeometry(1, 1).rotateX(-Math.PI / 2);
  }
}

const geometries = new Map<Primitive, BufferGeometry>();
export function geometryOf(p: Primitive): BufferGeometry {
  let g = geometries.get(p);
  if (!g) geometries.set(p, (g = makeGeometry(p)));
  return g;
}

const materials = new Map<string, Material>();
export function materialOf(key: MaterialKey, doubleSided = false): Material {
  const id = doubleSided ? `${key}|2` : key;
  let m = materials.get(id);
  if (!m) {
    const spec: { color: number; emissive?: number; opacity?: number } = PALETTE[key];
    const transparent = spec.opacity !== undefined;
    m = new MeshLambertMaterial({
      color: spec.color,
      emissive: spec.emissive ?? 0x000000,
      transparent,
      opacity: spec.opacity ?? 1,
      depthWrite: !transparent,
      side: doubleSided ? DoubleSide : FrontSide,
    });
    materials.set(id, m);
  }
  return m;
}

/** Three.js objects for model nodes; `override` draws every mesh with one material (highlights). */
export function toObject3D(nodes: readonly ModelNode[], override?: Material): Group {
  const root = new Group();
  for (const n of nodes) root.add(nodeObject(n, override));
  return root;
}

/** Named parts that move on their own (doors, drawers, lids) stay separate meshes. */
export const isMovingPart = (o: Object3D): boolean => o.name !== '';

/**
 * Like toObject3D, but the meshes of each material are merged into one: a floor plan's 50-150
 * objects then cost a few hundred draw calls instead of a few thousand, which software WebGL
 * (SwiftShader) feels.
 */
export function toMergedObject3D(nodes: readonly ModelNode[], override?: Material): Group {
  const built = toObject3D(nodes, override);
  built.updateMatrixWorld(true);
  const byMaterial = new Map<Material, BufferGeometry[]>();
  const keep: Object3D[] = [];
  const visit = (o: Object3D) => {
    if (o !== built && isMovingPart(o)) { keep.push(o); return; }
    if (o instanceof Mesh) {
      const list = byMaterial.get(o.material as Material) ?? [];
      list.push((o.geometry as BufferGeometry).clone().applyMatrix4(o.matrixWorld));
      byMaterial.set(o.material as Material, list);
    }
    for (const c of o.children) visit(c);
  };
  visit(built);
  const root = new Group();
  for (const [material, geometries] of byMaterial) {
    const merged = mergeGeometries(geometries);
    for (const g of geometries) g.dispose();
    if (!merged) continue;
    const m = new Mesh(merged, material);
    m.matrixAutoUpdate = false;
    root.add(m);
  }
  // Moving parts keep their own transform; their parent chain is the root's frame.
  for (const part of keep) {
    const holder = new Group();
    holder.matrixAutoUpdate = false;
    holder.matrix.copy(part.parent!.matrixWorld);
    holder.add(part);
    root.add(holder);
  }
  return root;
}

export function nodeObject(n: ModelNode, override?: Material): Object3D {
  let o: Object3D;
  if (n.kind === 'mesh') {
    const m = new Mesh(geometryOf(n.shape), override ?? materialOf(n.material, OPEN_SHAPES.has(n.shape)));
    m.scale.set(Math.max(n.size[0], 1e-4), Math.max(n.size[1], 1e-4), Math.max(n.size[2], 1e-4));
    // What a baked copy needs to light it (baked-model.ts).
    m.userData.material = n.material;
    m.userData.shape = n.shape;
    o = m;
  } else {
    o = new Group();
    if (n.name) o.name = n.name;
    for (const c of n.children) o.add(nodeObject(c, override));
  }
  o.position.set(n.at[0], n.at[1], n.at[2]);
  if (n.rot) o.rotation.set(n.rot[0], n.rot[1], n.rot[2]);
  // Models never move on their own: skip per-frame matrix updates.
  o.matrixAutoUpdate = false;
  o.updateMatrix();
  return o;
}
