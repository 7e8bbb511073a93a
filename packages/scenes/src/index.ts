/** @chorehouse/scenes: AI2-THOR's 120 floor plans as Chorehouse scenes, splits and task episodes. */

// Scene files
export * from './scene/scene-file.js';
export { FLOOR_PLANS, TEACH_WORLD_TYPE, roomTypeOfFloorPlan } from './scene/room-types.js';
export { SCENE_DIR, loadScene, parseSceneFile, sceneFileName } from './scene/load-scene.js';
export { serializeScene } from './scene/serialize.js';
export { WALL_THICKNESS, boxOf, sceneWorld, sceneWorldSpec, wallBox } from './scene/scene-world.js';
export { findViewpoints, viewpointWorks } from './scene/viewpoints.js';

// The dead-end check (issue 48)
export { sweepDeadEnds, clicksOn, intendedAction, sweptObjects, type DeadEnd, type DeadEndKind, type Pose, type SweepCounts, type SweepOptions, type SweepResult } from './reach/dead-ends.js';
export { heldFor, heldWorld } from './reach/held-object.js';

// Import (build time)
export { importFloorPlan, type ImportOptions } from './import/import-floor-plan.js';
export { rawLayoutSchema, rawSceneSchema, type RawFloorPlan, type RawObject } from './import/raw.js';

// Pictures
export { renderTopDown, type TopDownOptions } from './render/top-down.js';
export { sanityProblems, type SanityProblem } from './scene/sanity.js';

// Episodes
export { generateEpisode, episodeId, type Episode, type EpisodeFailureCode, type EpisodeRequest, type EpisodeResult } from './episodes/generate-episode.js';
export { SPLITS, SPLIT_NAMES, floorPlanSplit, splitSeed, type SplitName } from './episodes/splits.js';
export { taskObjectTypes } from './episodes/task-objects.js';
export { hostingTable, hostsOf, type HostingRow } from './episodes/hosting.js';
export { EPISODE_FORMAT, EPISODE_VERSION, episodeFileName, serializeEpisode } from './episodes/episode-file.js';
