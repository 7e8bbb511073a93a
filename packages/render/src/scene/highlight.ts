/** Highlights drawn over an object's own model: a translucent tint and its box's outline. */
import type { SimObject } from '@chorehouse/sim';
import { AdditiveBlending, BoxGeometry, EdgesGeometry, Group, LineBasicMaterial, LineSegments, MeshBasicMaterial } from 'three';

import { objectModel, type ModelContext } from '../models/object-model.js';
import { toMergedObject3D } from '../models/three-model.js';

export type HighlightKind = 'hover' | 'selected' | 'target';

const COLORS: Readonly<Record<HighlightKind, number>> = { hover: 0xfff2a8, selected: 0x4fd1ff, target: 0x39ff14 };

const tints = new Map<HighlightKind, MeshBasicMaterial>();
const lines = new Map<HighlightKind, LineBasicMaterial>();
const unitEdges = new EdgesGeometry(new BoxGeometry(1, 1, 1));

function tintOf(kind: HighlightKind): MeshBasicMaterial {
  let m = tints.get(kind);
  if (!m) {
    // Additive and translucent, so the object's true colours still show through.
    m = new MeshBasicMaterial({
      color: COLORS[kind], transparent: true, opacity: kind === 'hover' ? 0.28 : 0.4, blending: AdditiveBlending,
      depthWrite: false, polygonOffset: true, polygonOffsetFactor: -2, polygonOffsetUnits: -2,
    });
    tints.set(kind, m);
  }
  return m;
}

function lineOf(kind: HighlightKind): LineBasicMaterial {
  let m = lines.get(kind);
  if (!m) lines.set(kind, (m = new LineBasicMaterial({ color: COLORS[kind], depthTest: kind === 'selected' })));
  return m;
}

/**
 * Hover and selection tint the object and outline its box; the searched-for object gets only a
 * crisp outline, as TEACh's target view draws it, so its own colours stay as they are.
 */
export function highlightObject(obj: SimObject, kind: HighlightKind, ctx: ModelContext): Group {
  const g = kind === 'target' ? new Group() : toMergedObject3D(objectModel(obj, ctx), tintOf(kind));
  const b = obj.bbox;
  const pad = 0.01;
  const edges = new LineSegments(unitEdges, lineOf(kind));
  edges.position.set((b.min.x + b.max.x) / 2, (b.min.y + b.max.y) / 2, (b.min.z + b.max.z) / 2);
  edges.scale.set(b.max.x - b.min.x + pad, b.max.y - b.min.y + pad, b.max.z - b.min.z + pad);
  g.add(edges);
  g.name = `highlight:${kind}`;
  return g;
}
