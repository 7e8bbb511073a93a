/**
 * A model as plain data: primitives (unit shapes scaled to a size) in the model's own frame,
 * metres, origin at the bottom centre of the object's box, front towards +z. Builders return
 * these so the state-to-look mapping is testable without WebGL; three-model.ts turns them into meshes.
 */
import type { MaterialKey } from './materials.js';

export type Vec = readonly [number, number, number];

/** Unit primitives, each spanning [-0.5, 0.5] on every axis before scaling. */
export type Primitive =
  | 'box'
  | 'cylinder'
  /** An open-ended cylinder wall (the side of a cup). */
  | 'tube'
  | 'sphere'
  /** The lower half of a sphere, open at the top (a bowl, a basin). */
  | 'bowl'
  | 'cone'
  /** A ring in the x-y plane (a mug's handle). */
  | 'ring'
  /** A horizontal square facing up (floors: no side faces to flicker at the seams). */
  | 'plane';

export interface MeshNode {
  readonly kind: 'mesh';
  readonly shape: Primitive;
  readonly material: MaterialKey;
  /** Centre of the primitive. */
  readonly at: Vec;
  /** Size of the primitive along its own axes. */
  readonly size: Vec;
  /** Euler angles (radians, XYZ). */
  readonly rot?: Vec;
}

export interface GroupNode {
  readonly kind: 'group';
  /** Origin of the group (a door's hinge). */
  readonly at: Vec;
  readonly rot?: Vec;
  readonly children: readonly ModelNode[];
  /** Names the part for tests and animation ('door', 'drawer'). */
  readonly name?: string;
}

export type ModelNode = MeshNode | GroupNode;

export const mesh = (shape: Primitive, material: MaterialKey, at: Vec, size: Vec, rot?: Vec): MeshNode =>
  rot ? { kind: 'mesh', shape, material, at, size, rot } : { kind: 'mesh', shape, material, at, size };

export const box = (material: MaterialKey, at: Vec, size: Vec, rot?: Vec): MeshNode => mesh('box', material, at, size, rot);
export const cyl = (material: MaterialKey, at: Vec, size: Vec, rot?: Vec): MeshNode => mesh('cylinder', material, at, size, rot);

export function group(at: Vec, children: readonly ModelNode[], rot?: Vec, name?: string): GroupNode {
  return { kind: 'group', at, children, ...(rot ? { rot } : {}), ...(name ? { name } : {}) };
}

/** Every mesh of a model with its material, flattened (for tests and bounds). */
export function meshesOf(nodes: readonly ModelNode[]): MeshNode[] {
  return nodes.flatMap((n) => (n.kind === 'mesh' ? [n] : meshesOf(n.children)));
}

export function findGroup(nodes: readonly ModelNode[], name: string): GroupNode | undefined {
  for (const n of nodes) {
    if (n.kind !== 'group') continue;
    if (n.name === name) return n;
    const inner = findGroup(n.children, name);
    if (inner) return inner;
  }
  return undefined;
}
