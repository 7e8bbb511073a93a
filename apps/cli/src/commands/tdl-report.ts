/** The Progress Check as a person reads it on a terminal: each subgoal, and what is still wrong. */
import type { GoalConditions, PreconditionsOutcome, TaskCheckResult, TaskDefinition } from '@chorehouse/tdl';

export function formatProgressCheck(
  task: TaskDefinition, params: readonly string[], result: TaskCheckResult, goalConditions: GoalConditions, preconditions: PreconditionsOutcome,
): string {
  const status = result.success ? 'DONE' : 'NOT DONE';
  const met = preconditions.ok && preconditions.met ? 'met' : 'not met';
  const lines = [
    `${task.taskName} (task ${task.taskId}) ${JSON.stringify(params)}`,
    `"${result.description}"  ${status}, goal conditions ${goalConditions.satisfied}/${goalConditions.total}, preconditions ${met}`,
    '',
  ];
  for (const subgoal of result.subgoals) {
    const title = subgoal.kind === 'task' ? `${subgoal.name}: ${subgoal.description}` : subgoal.kind === 'relation' ? `relation ${subgoal.name}` : subgoal.name;
    const count = `${subgoal.goalConditionsSatisfied}/${subgoal.goalConditionsTotal}`;
    lines.push(`  [${subgoal.success ? 'x' : ' '}] ${title.padEnd(60)} ${count}`);
    // A success step repeats its condition's failure text, which reads wrongly here; --json has it.
    for (const step of subgoal.steps) if (!step.success) lines.push(`        - ${step.objectId}: ${step.desc}`);
    if (subgoal.kind === 'relation' && subgoal.problemKeys.kind === 'noTail') {
      // TEACh reports nothing here; say why the relation cannot hold yet.
      lines.push('        - no object qualifies yet as the container/target of this relation');
    }
  }
  return `${lines.join('\n')}\n`;
}
