/** @chorehouse/tdl: TEACh's Task Definition Language: loader, checker, Progress Check, task library. */

// Definitions and loading
export type {
  AtomicComponentDefinition, ComponentDefinition, ConditionDefinition, ConditionValue, FailureDescDefinition,
  RawDeterminer, RelationDefinition, TaskComponentDefinition, TaskDefinition,
} from './definition/task-definition.js';
export { readQuantity, type Quantity } from './definition/determiner.js';
export { taskFileSchema, type TaskFileJson } from './definition/schema.js';
export { describeProblem, type LoadProblem, type LoadProblemCode } from './loader/load-problem.js';
export { buildTaskLibrary, loadTaskLibrary, type LibraryResult, type TaskSource } from './loader/load-library.js';

// The library
export { TaskLibrary } from './library/task-library.js';
export { builtinLibrary, builtinTaskFiles } from './library/builtin-library.js';
export { BENCHMARK_NAMES, BENCHMARK_TASKS, benchmarkTask, type BenchmarkTask } from './library/benchmark-tasks.js';

// Instantiation and checking
export type { TaskInstance, ComponentInstance, AtomicComponent, TaskComponent, RelationInstance } from './instance/task-instance.js';
export { instantiateTask, type InstanceError, type InstanceErrorCode, type InstanceResult } from './instance/instantiate.js';
export { fillParams } from './instance/substitute.js';
export { descriptionInWords, taskInWords } from './instance/task-in-words.js';
export { meansSubgoals } from './instance/means.js';
export { WorldObjects, type ObjectRecord } from './check/world-objects.js';
export { countWithoutObjectClasses, objectClassesOf, withDerivedObjectClasses } from './check/object-classes.js';
export { checkTask, type CheckOptions } from './check/check-task.js';
export { preconditionsMet } from './check/preconditions.js';
export type { ProblemKey, ProblemKeys, Step, Subgoal, TaskCheckResult } from './check/check-result.js';

// Progress Check
export {
  checkPreconditions, progressCheck, type PreconditionsOutcome, type ProgressCheckOutcome,
} from './progress-check/progress-check.js';
export { progressCheckInWorld, rankedFrom, type TaskRef } from './progress-check/in-world.js';
export { encodeProgressCheck } from './progress-check/encode.js';
export type {
  Bit, GoalConditions, ProgressCheckProblemKeys, ProgressCheckResponse, ProgressCheckStep, ProgressCheckSubgoal,
} from './progress-check/response.js';

// Parameter variants per task, derived from the 120 floor plans
export { SCENE_TYPES, TASK_VARIANTS, taskVariants, variantsInFloorPlan } from './variants/task-variants.js';
export type { TaskVariant, TaskVariantSet } from './variants/derive-variants.js';
export type { CountParam } from './variants/variant-rules.js';
export type { SceneTypes } from './variants/scene-inventory.js';
export { decodeFloorPlans, encodeFloorPlans, roomTypeOf, type RoomType } from './variants/floor-plans.js';
