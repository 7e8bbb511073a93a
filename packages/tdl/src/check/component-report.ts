/** Steps and problem keys of an atomic component, shared by the "N instances" and "all" checks. */
import type { AtomicComponent } from '../instance/task-instance.js';
import { stepFor, type ProblemKey, type Step } from './check-result.js';
import type { ObjectRecord } from './world-objects.js';

/** An object that matched the component's kind but not every condition. */
export interface ScoredObject {
  readonly obj: ObjectRecord;
  /** One flag per condition, in condition order. */
  readonly flags: readonly boolean[];
  readonly numSatisfied: number;
  readonly distance: number;
}

export function scored(obj: ObjectRecord, flags: readonly boolean[], distance: number): ScoredObject {
  return { obj, flags, numSatisfied: flags.filter(Boolean).length, distance };
}

/**
 * In `condition_failure_descs` order: a failure step for each problem object that fails that
 * condition, or else one success step shown on the representative object (if there is one).
 */
export function componentSteps(
  component: AtomicComponent, problems: readonly ScoredObject[], representative: ObjectRecord | undefined,
): Step[] {
  const steps: Step[] = [];
  for (const { property, desc } of component.failureDescs) {
    const index = component.conditions.findIndex((c) => c.property === property);
    const failing = index < 0 ? [] : problems.filter((p) => !p.flags[index]);
    if (failing.length > 0) for (const p of failing) steps.push(stepFor(p.obj, false, desc));
    else if (representative) steps.push(stepFor(representative, true, desc));
  }
  return steps;
}

export function componentProblemKeys(component: AtomicComponent, problems: readonly ScoredObject[]): Map<string, ProblemKey[]> {
  const keys = new Map<string, ProblemKey[]>();
  for (const p of problems) {
    keys.set(p.obj.objectId, component.conditions.flatMap((c, i) => (p.flags[i] ? [] : [{
      objectType: p.obj.objectType,
      determiner: component.determiner,
      property_name: c.property,
      desired_property_value: c.value,
    }])));
  }
  return keys;
}
