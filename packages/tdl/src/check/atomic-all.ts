/** An atomic component with determiner "all" (teach-formats.md 2.5.3): every object of its kind. */
import type { AtomicComponent } from '../instance/task-instance.js';
import type { ComponentOutcome } from './check-result.js';
import { componentProblemKeys, componentSteps, scored, type ScoredObject } from './component-report.js';
import { conditionHolds, evaluateConditions, primaryCandidates } from './conditions.js';
import type { ObjectRecord, WorldObjects } from './world-objects.js';

export function checkAll(component: AtomicComponent, world: WorldObjects): ComponentOutcome {
  const primary = component.conditions.find((c) => c.property === component.primaryCondition);
  if (!primary) throw new Error(`component ${component.name}: primary condition missing (instantiate checks this)`);
  const satisfied: ObjectRecord[] = [];
  const problems: ScoredObject[] = [];
  for (const obj of primaryCandidates(world, primary.property, primary.value, [])) {
    if (!conditionHolds(obj, primary, world)) continue;
    const flags = evaluateConditions(obj, component.conditions, world);
    if (flags.every(Boolean)) satisfied.push(obj);
    else problems.push(scored(obj, flags, 0));
  }
  const perObject = component.conditions.length;
  return {
    // Vacuously true when nothing of this kind exists.
    success: problems.length === 0,
    satisfied,
    candidates: problems.map((p) => p.obj),
    // Only a satisfied object may represent a success step here.
    steps: componentSteps(component, problems, satisfied[0]),
    problemKeys: componentProblemKeys(component, problems),
    goalConditionsTotal: perObject * (satisfied.length + problems.length),
    goalConditionsSatisfied: perObject * satisfied.length + problems.reduce((n, p) => n + p.numSatisfied, 0),
  };
}
