import { Box3, Mesh, type Object3D } from 'three';
import { describe, expect, it } from 'vitest';
import { PLAIN_LOOK } from './look.js';
import { builderOf } from './model-catalog.js';
import { toMergedObject3D, toObject3D } from './three-model.js';

const fridge = (open: number) => builderOf('Fridge')({ w: 0.9, h: 1.8, d: 0.7, drop: 0 }, { ...PLAIN_LOOK, open });
const meshes = (o: Object3D) => {
  const out: Mesh[] = [];
  o.traverse((c) => { if (c instanceof Mesh) out.push(c); });
  return out;
};

describe('toMergedObject3D', () => {
  it('draws each material once, keeping doors as their own parts, over the same space', () => {
    const plain = toObject3D(fridge(1));
    const merged = toMergedObject3D(fridge(1));
    const doors = merged.getObjectsByProperty('name', 'door');
    expect(doors).toHaveLength(2);
    const fixedMeshes = meshes(merged).filter((m) => !doors.some((d) => d.getObjectById(m.id)));
    expect(new Set(fixedMeshes.map((m) => m.material)).size).toBe(fixedMeshes.length);
    expect(meshes(merged).length).toBeLessThan(meshes(plain).length);
    const a = new Box3().setFromObject(plain);
    const b = new Box3().setFromObject(merged);
    expect(b.min.distanceTo(a.min)).toBeLessThan(1e-6);
    expect(b.max.distanceTo(a.max)).toBeLessThan(1e-6);
  });
});
