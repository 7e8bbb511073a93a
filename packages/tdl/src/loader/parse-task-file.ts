/** One definition file's text -> a TaskDefinition, or every problem the file has on its own. */
import { definitionErrorMap, taskFileSchema, type TaskFileJson } from '../definition/schema.js';
import type { ComponentDefinition, RelationDefinition, TaskDefinition } from '../definition/task-definition.js';
import { formatKey, type LoadProblem } from './load-problem.js';

export type ParseResult =
  | { readonly ok: true; readonly definition: TaskDefinition }
  | {
    readonly ok: false;
    readonly problems: readonly LoadProblem[];
    /** The task_name, when the broken file still states one: references to it are not reported again. */
    readonly taskName: string | null;
  };

function statedTaskName(json: unknown): string | null {
  if (typeof json !== 'object' || json === null || !('task_name' in json)) return null;
  return typeof json.task_name === 'string' ? json.task_name : null;
}

/** Keys JavaScript would move to the front of an object ("2", "10"), losing the file's order. */
const INTEGER_LIKE = /^(0|[1-9][0-9]*)$/;

function integerLikeKeyProblems(path: string, json: TaskFileJson): LoadProblem[] {
  const problems: LoadProblem[] = [];
  const check = (keys: readonly string[], where: readonly PropertyKey[]) => {
    for (const key of keys) {
      if (INTEGER_LIKE.test(key)) {
        problems.push({
          path, key: formatKey([...where, key]), code: 'file/integer_like_key',
          message: 'a key that is a plain integer would lose its place in the order; give it a name',
        });
      }
    }
  };
  check(Object.keys(json.components), ['components']);
  for (const [name, component] of Object.entries(json.components)) {
    if ('conditions' in component) {
      check(Object.keys(component.conditions), ['components', name, 'conditions']);
      check(Object.keys(component.condition_failure_descs), ['components', name, 'condition_failure_descs']);
    }
  }
  return problems;
}

function componentFrom(name: string, json: TaskFileJson['components'][string]): ComponentDefinition {
  if ('task_name' in json) {
    return { kind: 'task', name, determiner: json.determiner, taskName: json.task_name, taskParams: json.task_params };
  }
  return {
    kind: 'atomic',
    name,
    determiner: json.determiner,
    primaryCondition: json.primary_condition,
    instanceShareable: json.instance_shareable,
    conditions: Object.entries(json.conditions).map(([property, value]) => ({ property, value })),
    failureDescs: Object.entries(json.condition_failure_descs).map(([property, desc]) => ({ property, desc })),
    desc: json.desc ?? null,
  };
}

function relationFrom(json: TaskFileJson['relations'][number]): RelationDefinition {
  return {
    property: json.property,
    tailEntities: json.tail_entity_list,
    tailDeterminers: json.tail_determiner_list,
    headEntities: json.head_entity_list,
    headDeterminers: json.head_determiner_list,
    failureDesc: json.failure_desc,
    desc: json.desc ?? null,
  };
}

/** Parses already-decoded JSON (e.g. a task built in code, or one read from a game file). */
export function parseTaskDefinitionJson(path: string, json: unknown): ParseResult {
  const parsed = taskFileSchema.safeParse(json, { error: definitionErrorMap });
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        path, key: formatKey(issue.path), code: 'file/schema' as const, message: issue.message,
      })),
      taskName: statedTaskName(json),
    };
  }
  const file = parsed.data;
  const keyProblems = integerLikeKeyProblems(path, file);
  if (keyProblems.length > 0) return { ok: false, problems: keyProblems, taskName: file.task_name };
  return {
    ok: true,
    definition: {
      taskId: file.task_id,
      taskName: file.task_name,
      nparams: file.task_nparams,
      anchor: file.task_anchor_object,
      desc: file.desc,
      paramDocs: file.comments_task_params ?? null,
      components: Object.entries(file.components).map(([name, c]) => componentFrom(name, c)),
      relations: file.relations.map(relationFrom),
    },
  };
}

export function parseTaskFile(path: string, text: string): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    // JSON.parse failing is user input, not a bug: report it like any other problem.
    return { ok: false, problems: [{ path, key: '', code: 'file/invalid_json', message: `not valid JSON: ${(err as Error).message}` }], taskName: null };
  }
  return parseTaskDefinitionJson(path, json);
}
