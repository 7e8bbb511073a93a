/** The world drawn with three.js (no React): models, room, lights, cameras and the object-id pass. */
export { WorldScene, isDrawn, EGOCENTRIC_BACKGROUND, TOP_DOWN_BACKGROUND, type Highlight } from './scene/world-scene.js';
export { applyCameraPose, toThree, CAMERA_NEAR, CAMERA_FAR } from './scene/camera-pose.js';
export { type HighlightKind } from './scene/highlight.js';
export { carriedOffset } from './scene/carried.js';
export { ceilingY, floorBoxes, roomBounds, roomNodes, wallBoxes } from './scene/room-model.js';
export { decodeIds, idMaterial, NO_OBJECT } from './scene/id-colors.js';
export { stepTweens, tweensBetween, TWEEN_MS, type PartTween } from './scene/part-tween.js';
export { builderOf, MODEL_BUILDERS } from './models/model-catalog.js';
export { toMergedObject3D, toObject3D } from './models/three-model.js';
export { objectModel, basinFootprints, isDrawnAsObject, type ModelContext } from './models/object-model.js';
export { PLAIN_LOOK, lookOf, type Look } from './models/look.js';
export { PALETTE, isGlowing, type MaterialKey } from './models/materials.js';
export type { Dims } from './models/builders/common.js';
export { meshesOf, type ModelNode } from './models/parts.js';
export { modelFrame } from './world/model-frame.js';
