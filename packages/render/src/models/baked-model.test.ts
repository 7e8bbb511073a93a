import { Box3, Color, Mesh, ShaderMaterial, type Object3D } from 'three';
import { describe, expect, it } from 'vitest';
import { roomLight, shade } from '../scene/lights.js';
import { toBakedObject3D } from './baked-model.js';
import { PLAIN_LOOK } from './look.js';
import { builderOf } from './model-catalog.js';
import { PALETTE } from './materials.js';
import { box } from './parts.js';
import { toObject3D } from './three-model.js';

const light = roomLight([0, 2.2, 0]);
const meshes = (o: Object3D) => {
  const out: Mesh[] = [];
  o.traverse((c) => { if (c instanceof Mesh) out.push(c); });
  return out;
};

describe('toBakedObject3D', () => {
  it('draws a fridge\'s fixed parts as one unlit mesh, each door as its own, over the same space', () => {
    const nodes = builderOf('Fridge')({ w: 0.9, h: 1.8, d: 0.7, drop: 0 }, { ...PLAIN_LOOK, open: 1 });
    const baked = toBakedObject3D(nodes, light);
    const doors = baked.getObjectsByProperty('name', 'door');
    expect(doors).toHaveLength(2);
    expect(meshes(baked).every((m) => m.material instanceof ShaderMaterial && m.material.vertexColors)).toBe(true);
    const fixed = meshes(baked).filter((m) => !doors.some((d) => d.getObjectById(m.id)));
    expect(new Set(fixed.map((m) => m.material)).size).toBe(fixed.length);
    baked.updateMatrixWorld(true);
    const plain = toObject3D(nodes);
    plain.updateMatrixWorld(true);
    const a = new Box3().setFromObject(plain, true);
    const b = new Box3().setFromObject(baked, true);
    expect(b.min.distanceTo(a.min)).toBeLessThan(1e-6);
    expect(b.max.distanceTo(a.max)).toBeLessThan(1e-6);
  });

  it('lights a face as three.js\'s Lambert material would: brighter facing up than down, glow added', () => {
    const out = new Float32Array(3);
    const albedo = [0.5, 0.5, 0.5] as const;
    shade(light, albedo, [0, 0, 0], 0, 0, 0, 0, 1, 0, out, 0);
    const up = out[0]!;
    shade(light, albedo, [0, 0, 0], 0, 0, 0, 0, -1, 0, out, 0);
    const down = out[0]!;
    expect(up).toBeGreaterThan(down);
    // Facing down at the origin, the lamp (above) and the sun give nothing: ambient plus the ground colour only.
    expect(down).toBeCloseTo((0.5 * (light.ambient[0] + light.ground[0])) / Math.PI, 6);
    shade(light, albedo, [0.2, 0, 0], 0, 0, 0, 0, -1, 0, out, 0);
    expect(out[0]).toBeCloseTo(down + 0.2, 6);
  });

  it('colours each vertex with its material\'s colour under the light, encoded for the screen (sRGB)', () => {
    const baked = toBakedObject3D([box('tomato', [0, 0.5, 0], [1, 1, 1])], light);
    const [mesh] = meshes(baked);
    const colors = mesh!.geometry.getAttribute('color');
    const red = new Color(PALETTE.tomato.color);
    const pos = mesh!.geometry.getAttribute('position');
    const out = new Float32Array(3);
    let litFromAbove = 0;
    for (let i = 0; i < colors.count; i++) {
      // Tomato red stays red under the warm light.
      expect(colors.getX(i)).toBeGreaterThan(3 * colors.getY(i));
      // The mesh sits at its centre; lighting runs in the scene's axes (z mirrored).
      const x = pos.getX(i) + mesh!.position.x, y = pos.getY(i) + mesh!.position.y, z = pos.getZ(i) + mesh!.position.z;
      shade(light, [red.r, red.g, red.b], [0, 0, 0], x, y, -z, 0, 1, 0, out, 0);
      const shown = new Color(out[0]!, out[1]!, out[2]!).convertLinearToSRGB();
      if (y > 0.999 && Math.abs(shown.r - colors.getX(i)) < 1e-5 && Math.abs(shown.b - colors.getZ(i)) < 1e-5) litFromAbove++;
    }
    // The four corners of the top face carry the up-facing shade of their place.
    expect(litFromAbove).toBe(4);
    expect(colors.count).toBe(24);
  });
});

describe('the baked material', () => {
  it('writes the vertex colour as it is: no per-pixel colour conversion or lighting in its fragment shader (SwiftShader pays per pixel)', () => {
    const baked = toBakedObject3D([box('tomato', [0, 0.5, 0], [1, 1, 1])], light);
    const material = meshes(baked)[0]!.material as ShaderMaterial;
    expect(material.fragmentShader).not.toMatch(/pow|linearToOutputTexel|colorspace_fragment|#include/);
    expect(material.fragmentShader).toMatch(/gl_FragColor = vec4\(vDisplay, opacity\)/);
  });
});
