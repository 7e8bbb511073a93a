/** An atomic component that needs N objects (teach-formats.md 2.5.2, `check_component_n_instances`). */
import type { AtomicComponent } from '../instance/task-instance.js';
import type { ComponentOutcome } from './check-result.js';
import { componentProblemKeys, componentSteps, scored, type ScoredObject } from './component-report.js';
import { conditionHolds, evaluateConditions, primaryCandidates } from './conditions.js';
import { pyEquals } from './py-semantics.js';
import { field, type ObjectRecord, type WorldObjects } from './world-objects.js';

export interface InstancesOptions {
  /** Precondition mode (2.8): an object that could become right through a state change counts. */
  readonly allowStateChange: boolean;
  /** Distance from an object to the nearest agent; ranks equally good candidates. 0 without it. */
  readonly distanceToAgent?: ((obj: ObjectRecord) => number) | undefined;
}

/** Before `better` in the ranking means more conditions met, then nearer; ties keep arrival order. */
function insertRanked(ranking: ScoredObject[], candidate: ScoredObject): void {
  const at = ranking.findIndex((c) => candidate.numSatisfied > c.numSatisfied
    || (candidate.numSatisfied === c.numSatisfied && candidate.distance < c.distance));
  if (at < 0) ranking.push(candidate);
  else ranking.splice(at, 0, candidate);
}

export function checkInstances(
  component: AtomicComponent, instancesRequested: number, world: WorldObjects, options: InstancesOptions,
): ComponentOutcome {
  const instances = component.instanceShareable ? 1 : instancesRequested;
  const { conditions } = component;
  const primaryIndex = conditions.findIndex((c) => c.property === component.primaryCondition);
  const primary = conditions[primaryIndex];
  if (!primary) throw new Error(`component ${component.name}: primary condition missing (instantiate checks this)`);
  const desired = primary.value;
  // A whole Potato can stand for the PotatoSliced it will become; an Egg for an EggCracked.
  const baseOfSliced = typeof desired === 'string' && desired.includes('Sliced') ? desired.replaceAll('Sliced', '') : null;
  const baseOfCracked = typeof desired === 'string' && desired.includes('Cracked') ? desired.replaceAll('Cracked', '') : null;

  let success = false;
  let toCheck = instances;
  const satisfied: ObjectRecord[] = [];
  const ranking: ScoredObject[] = [];

  const bases = [baseOfSliced, baseOfCracked].filter((b): b is string => b !== null);
  for (const obj of primaryCandidates(world, primary.property, desired, bases)) {
    const primaryHolds = conditionHolds(obj, primary, world);
    const viaBase = !primaryHolds && bases.length > 0 && bases.some((base) => pyEquals(field(obj, component.primaryCondition), base));
    // An object failing its primary condition is neither satisfied nor a candidate.
    if (!primaryHolds && !viaBase) continue;
    const flags = evaluateConditions(obj, conditions, world);
    if (flags.every(Boolean)) {
      satisfied.push(obj);
      if (satisfied.length >= instances) success = true;
      continue;
    }
    if (success) continue;
    const othersHold = flags.every((f, i) => f || i === primaryIndex);
    if (othersHold && baseOfSliced !== null) {
      // One whole object gives many slices: report at most one missing instance.
      toCheck = 1;
      if (options.allowStateChange) {
        satisfied.push(obj);
        if (satisfied.length >= toCheck) success = true;
        continue;
      }
    }
    if (!success) insertRanked(ranking, scored(obj, flags, options.distanceToAgent?.(obj) ?? 0));
  }

  const missing = Math.max(0, toCheck - satisfied.length);
  const problems = ranking.slice(0, Math.min(ranking.length, missing));
  const perObject = conditions.length;
  return {
    success,
    satisfied,
    candidates: ranking.map((c) => c.obj),
    steps: componentSteps(component, problems, satisfied[0] ?? ranking[0]?.obj),
    problemKeys: componentProblemKeys(component, problems),
    goalConditionsTotal: perObject * instances,
    goalConditionsSatisfied: perObject * Math.min(instances, satisfied.length) + problems.reduce((n, p) => n + p.numSatisfied, 0),
  };
}
