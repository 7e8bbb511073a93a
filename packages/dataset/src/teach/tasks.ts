/**
 * Task definitions serialized as TEACh's game files hold them (teach-formats.md 7): the
 * definition's own keys in file order, then `task_params`, `comments`, `episodes`, and for every
 * task component the referenced task serialized under `task`.
 */
import { builtinTaskFiles } from '@chorehouse/tdl';
import { TEACH_DEFINITIONS } from './generated/default-definitions.js';
import { constantJson } from './python-json.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

let byName: Map<string, JsonObject> | undefined;

function rawTasks(): Map<string, JsonObject> {
  byName ??= new Map(builtinTaskFiles().map((f) => {
    const raw = JSON.parse(f.text) as JsonObject;
    return [String(raw.task_name), raw];
  }));
  return byName;
}

export function taskDefinitionJson(name: string): JsonObject | undefined {
  return rawTasks().get(name);
}

/** `#n` in a subtask's parameters -> the parent's n-th parameter. */
function substitute(values: readonly Json[], params: readonly string[] | null): Json[] {
  if (!params) return [...values];
  return values.map((v) => (typeof v === 'string' && /^#[0-9]+$/.test(v) ? (params[Number(v.slice(1))] ?? v) : v));
}

export function serializeTask(name: string, params: readonly string[] | null, episodes: readonly unknown[] = []): JsonObject | null {
  const raw = rawTasks().get(name);
  if (!raw) return null;
  const components: JsonObject = {};
  for (const [key, component] of Object.entries(raw.components as JsonObject)) {
    const c = component as JsonObject;
    if (typeof c.task_name === 'string') {
      const subParams = substitute((c.task_params as Json[] | undefined) ?? [], params).map(String);
      components[key] = { ...c, task_params: subParams, task: serializeTask(c.task_name, subParams) };
    } else {
      components[key] = c;
    }
  }
  return {
    task_id: raw.task_id ?? null,
    task_name: raw.task_name ?? null,
    task_params: params ? [...params] : null,
    task_nparams: raw.task_nparams ?? null,
    task_anchor_object: raw.task_anchor_object ?? null,
    desc: raw.desc ?? null,
    components,
    relations: raw.relations ?? [],
    comments: '',
    episodes: episodes as Json[],
  };
}

/** Every task of the library, as `definitions.tasks` holds them: no parameters, no episodes. */
export function definitionTasks(): JsonObject[] {
  return [...rawTasks().keys()].map((name) => serializeTask(name, null)!).sort((a, b) => Number(a.task_id) - Number(b.task_id));
}

export type { Json, JsonObject };

/** A game file's `definitions`: TEACh's own, as embedded, with every task of the library. */
export type GameDefinitions = typeof TEACH_DEFINITIONS & { readonly tasks: readonly JsonObject[] };

let definitions: GameDefinitions | undefined;

/** A game file's `definitions`: TEACh's agents, actions and status, and every task. Built once, frozen, and written once (`constantJson`). */
export function gameDefinitions(): GameDefinitions {
  definitions ??= constantJson({ ...TEACH_DEFINITIONS, tasks: definitionTasks() });
  return definitions;
}
