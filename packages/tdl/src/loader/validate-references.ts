/** Checks across definitions: unique ids and names, task references, parameter counts, cycles. */
import type { TaskDefinition } from '../definition/task-definition.js';
import { formatKey, type LoadProblem } from './load-problem.js';

export interface SourcedDefinition {
  readonly path: string;
  readonly definition: TaskDefinition;
}

function duplicateProblems(entries: readonly SourcedDefinition[]): LoadProblem[] {
  const problems: LoadProblem[] = [];
  const firstById = new Map<number, string>();
  const firstByName = new Map<string, string>();
  for (const { path, definition: d } of entries) {
    const idOwner = firstById.get(d.taskId);
    if (idOwner !== undefined) {
      problems.push({ path, key: 'task_id', code: 'task/duplicate_id', message: `task_id ${d.taskId} is also used by ${idOwner}` });
    } else firstById.set(d.taskId, path);
    const nameOwner = firstByName.get(d.taskName);
    if (nameOwner !== undefined) {
      problems.push({ path, key: 'task_name', code: 'task/duplicate_name', message: `task_name "${d.taskName}" is also used by ${nameOwner}` });
    } else firstByName.set(d.taskName, path);
  }
  return problems;
}

/** Files that failed to load on their own: the task names they state, and whether some stated none. */
export interface BrokenFiles {
  readonly broken: ReadonlySet<string>;
  readonly unnamedBroken: boolean;
}

function referenceProblems(entry: SourcedDefinition, byName: ReadonlyMap<string, TaskDefinition>, { broken, unnamedBroken }: BrokenFiles): LoadProblem[] {
  const { path, definition } = entry;
  const problems: LoadProblem[] = [];
  for (const c of definition.components) {
    if (c.kind !== 'task') continue;
    const target = byName.get(c.taskName);
    // A task whose own file failed to load has its problems reported there already.
    if (!target && broken.has(c.taskName)) continue;
    if (!target) {
      const hint = unnamedBroken ? ' (perhaps in a file that failed to load)' : '';
      problems.push({ path, key: formatKey(['components', c.name, 'task_name']), code: 'component/unknown_task', message: `no task is named "${c.taskName}"${hint}` });
      continue;
    }
    if (target.nparams !== c.taskParams.length) {
      problems.push({
        path, key: formatKey(['components', c.name, 'task_params']), code: 'component/param_count',
        message: `"${c.taskName}" takes ${target.nparams} parameter(s), ${c.taskParams.length} given`,
      });
    }
  }
  // A relation reads a subtask's objects through its anchor; without one there is nothing to read.
  const components = new Map(definition.components.map((c) => [c.name, c]));
  for (const [r, rel] of definition.relations.entries()) {
    const entities = [
      ...rel.tailEntities.map((e, i) => ['tail_entity_list', i, e] as const),
      ...rel.headEntities.map((e, i) => ['head_entity_list', i, e] as const),
    ];
    for (const [list, i, entity] of entities) {
      const c = components.get(entity);
      if (c?.kind !== 'task') continue;
      const target = byName.get(c.taskName);
      if (target && target.anchor === null) {
        problems.push({
          path, key: formatKey(['relations', r, list, i]), code: 'relation/entity_without_objects',
          message: `"${entity}" is the task "${c.taskName}", which has no task_anchor_object, so it offers no objects to relate`,
        });
      }
    }
  }
  return problems;
}

/** Each cycle once, reported on the task where the walk closes it. */
function cycleProblems(entries: readonly SourcedDefinition[], byName: ReadonlyMap<string, TaskDefinition>): LoadProblem[] {
  const pathOf = new Map(entries.map((e) => [e.definition.taskName, e.path]));
  const state = new Map<string, 'visiting' | 'done'>();
  const problems: LoadProblem[] = [];
  const visit = (name: string, trail: string[]): void => {
    state.set(name, 'visiting');
    const def = byName.get(name);
    for (const c of def?.components ?? []) {
      if (c.kind !== 'task' || !byName.has(c.taskName)) continue;
      const s = state.get(c.taskName);
      if (s === 'visiting') {
        const walk = [...trail, name];
        const cycle = [...walk.slice(walk.indexOf(c.taskName)), c.taskName];
        problems.push({
          path: pathOf.get(name) ?? name, key: formatKey(['components', c.name, 'task_name']), code: 'task/reference_cycle',
          message: `tasks refer to each other in a cycle: ${cycle.join(' -> ')}`,
        });
      } else if (s === undefined) visit(c.taskName, [...trail, name]);
    }
    state.set(name, 'done');
  };
  for (const { definition } of entries) if (!state.has(definition.taskName)) visit(definition.taskName, []);
  return problems;
}

export function libraryProblems(
  entries: readonly SourcedDefinition[], brokenFiles: BrokenFiles = { broken: new Set(), unnamedBroken: false },
): LoadProblem[] {
  const byName = new Map<string, TaskDefinition>();
  for (const { definition } of entries) if (!byName.has(definition.taskName)) byName.set(definition.taskName, definition);
  return [
    ...duplicateProblems(entries),
    ...entries.flatMap((e) => referenceProblems(e, byName, brokenFiles)),
    ...cycleProblems(entries, byName),
  ];
}
