export * from './catalog/catalog.js';
export type { ShapePart, ShapeTemplate } from './catalog/shapes.js';
export type { HeatKind, Liquid, ReceptacleKind, SliceRule } from './catalog/overlay.js';
export type * from './world/metadata.js';
