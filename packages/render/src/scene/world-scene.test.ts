import { clickWithinReach, createDemoKitchen, step } from '@chorehouse/sim';
import { Mesh, type Object3D } from 'three';
import { describe, expect, it } from 'vitest';
import { isDrawn, WorldScene } from './world-scene.js';

const kitchen = createDemoKitchen();
const named = (root: Object3D, name: string) => root.getObjectByName(name);

describe('WorldScene', () => {
  it('draws every shown object once, with its id in the id scene', () => {
    const s = new WorldScene();
    s.setWorld(kitchen);
    const drawn = kitchen.objects.filter((o) => isDrawn(kitchen, o) && o.objectType !== 'Floor');
    for (const o of drawn) expect(named(s.scene, o.objectId), o.objectId).toBeDefined();
    expect(s.objectIds).toEqual(kitchen.objects.map((o) => o.objectId));
    expect(s.idOf(drawn[0]!.objectId)).toBe(kitchen.objects.indexOf(drawn[0]!) + 1);
    // The id scene has no lights and only flat id colours.
    let lit = 0;
    s.idScene.traverse((o) => { if (o instanceof Mesh && o.material.type !== 'MeshBasicMaterial') lit++; });
    expect(lit).toBe(0);
  });

  it('rebuilds only the objects a step changed', () => {
    const s = new WorldScene();
    s.setWorld(kitchen);
    const before = new Map(kitchen.objects.map((o) => [o.objectId, named(s.scene, o.objectId)]));
    const fridge = kitchen.objects.find((o) => o.openable && !o.isOpen && clickWithinReach(kitchen, o.objectId) !== null)!;
    const click = clickWithinReach(kitchen, fridge.objectId)!;
    const next = step(kitchen, 'follower', { name: 'Open', x: click.x, y: click.y }).world;
    s.setWorld(next);
    let rebuilt = 0;
    for (const o of next.objects) {
      const now = named(s.scene, o.objectId);
      if (!now || !before.get(o.objectId)) continue;
      if (now !== before.get(o.objectId)) rebuilt++;
    }
    expect(named(s.scene, fridge.objectId)).not.toBe(before.get(fridge.objectId));
    expect(rebuilt).toBeLessThanOrEqual(next.objects.filter((o, i) => o !== kitchen.objects[i]).length);
  });

  it('shows a hidden object once its container opens', () => {
    const hidden = kitchen.objects.find((o) => o.parentId !== null && !o.disabled && !isDrawn(kitchen, o));
    if (!hidden) return expect.fail('the demo kitchen has something in a closed container');
    const s = new WorldScene();
    s.setWorld(kitchen);
    expect(named(s.scene, hidden.objectId)).toBeUndefined();
    const parent = kitchen.objects.find((o) => o.objectId === hidden.parentId)!;
    const opened = { ...kitchen, objects: kitchen.objects.map((o) => (o === parent ? { ...o, isOpen: true, openness: 1 } : o)) };
    s.setWorld(opened);
    expect(named(s.scene, hidden.objectId)).toBeDefined();
  });

  it('tints and outlines hover and selection, outlines a target without tint', () => {
    const s = new WorldScene();
    s.setWorld(kitchen);
    const id = kitchen.objects.find((o) => o.objectType === 'Mug')!.objectId;
    s.setHighlights([{ objectId: id, kind: 'target' }, { objectId: id, kind: 'hover' }]);
    const target = named(s.scene, 'highlight:target')!;
    const hover = named(s.scene, 'highlight:hover')!;
    const meshes = (o: Object3D) => { let n = 0; o.traverse((c) => { if (c instanceof Mesh) n++; }); return n; };
    expect(meshes(target)).toBe(0);
    expect(meshes(hover)).toBeGreaterThan(0);
    s.setHighlights([]);
    expect(named(s.scene, 'highlight:target')).toBeUndefined();
  });
});
