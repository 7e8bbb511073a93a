/** One thing wrong with a definition file: which file, which key inside it, and why. */

export type LoadProblemCode =
  | 'file/invalid_json'
  | 'file/schema'
  | 'file/integer_like_key'
  | 'task/duplicate_id'
  | 'task/duplicate_name'
  | 'task/reference_cycle'
  | 'component/unknown_task'
  | 'component/param_count'
  | 'component/primary_not_a_condition'
  | 'component/failure_desc_without_condition'
  | 'component/unknown_object_name'
  | 'determiner/invalid'
  | 'placeholder/out_of_range'
  | 'anchor/unknown_component'
  | 'relation/unknown_component'
  | 'relation/tail_count'
  | 'relation/list_lengths'
  | 'relation/entity_without_objects';

export interface LoadProblem {
  readonly path: string;
  /** Where in the file, e.g. `components.toast.determiner`; "" for the file as a whole. */
  readonly key: string;
  readonly code: LoadProblemCode;
  readonly message: string;
}

const PLAIN_SEGMENT = /^[A-Za-z0-9_#$-]+$/;

/** `components.#0.conditions`, `relations[1].head_entity_list[0]`, `components["a b"]`. */
export function formatKey(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (typeof segment === 'string' && PLAIN_SEGMENT.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out;
}

/** One line per problem: `tasks/a.json: components.toast.determiner: reason`. */
export function describeProblem(problem: LoadProblem): string {
  return problem.key ? `${problem.path}: ${problem.key}: ${problem.message}` : `${problem.path}: ${problem.message}`;
}
