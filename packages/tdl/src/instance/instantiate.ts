/**
 * Definition + parameters -> TaskInstance. Parameters are only known at check time, so this is
 * where a determiner that does not read as a quantity, or a wrong parameter count, shows up.
 */
import { readQuantity, readTailDeterminer } from '../definition/determiner.js';
import type {
  AtomicComponentDefinition, ComponentDefinition, RawDeterminer, RelationDefinition, TaskDefinition,
} from '../definition/task-definition.js';
import type { TaskLibrary } from '../library/task-library.js';
import { textFiller } from './plain-words.js';
import { numericStringToInt, paramFiller, renameInPlaceOrder } from './substitute.js';
import type { AtomicComponent, ComponentInstance, RelationInstance, TaskInstance } from './task-instance.js';

export type InstanceErrorCode =
  | 'task/unknown'
  | 'params/wrong_count'
  | 'params/placeholder_in_value'
  | 'determiner/invalid'
  | 'determiner/all_on_task'
  | 'component/primary_not_a_condition';

export interface InstanceError {
  readonly code: InstanceErrorCode;
  /** The path through the hierarchy, e.g. `Breakfast > sandwich`. */
  readonly where: string;
  readonly message: string;
}

export type InstanceResult =
  | { readonly ok: true; readonly task: TaskInstance }
  | { readonly ok: false; readonly errors: readonly InstanceError[] };

type Fill = (text: string) => string;

/** A value that still holds `#n` would be substituted again by TEACh's nested write-ins. */
const PLACEHOLDER = /#[0-9]/;

class Instantiator {
  readonly errors: InstanceError[] = [];
  constructor(private readonly library: TaskLibrary) {}

  private fail(where: string, code: InstanceErrorCode, message: string): void {
    this.errors.push({ code, where, message });
  }

  task(def: TaskDefinition, params: readonly string[], where: string): TaskInstance {
    if (params.length !== def.nparams) {
      this.fail(where, 'params/wrong_count', `"${def.taskName}" takes ${def.nparams} parameter(s), ${params.length} given`);
    }
    params.forEach((p, i) => {
      if (PLACEHOLDER.test(p)) this.fail(where, 'params/placeholder_in_value', `parameter #${i} ${JSON.stringify(p)} contains a "#n" placeholder`);
    });
    const fill = paramFiller(params);
    const text = textFiller(params);
    const components = renameInPlaceOrder(
      def.components.map((c) => [c.name, c] as const),
      fill,
      (c) => c,
    ).map(([name, c]) => this.component(name, c, fill, text, where));
    return {
      taskId: def.taskId,
      taskName: def.taskName,
      params,
      desc: text(def.desc),
      anchor: def.anchor === null ? null : fill(def.anchor),
      components,
      relations: def.relations.map((r) => this.relation(r, fill, text, where)),
    };
  }

  private component(name: string, def: ComponentDefinition, fill: Fill, text: Fill, where: string): ComponentInstance {
    const at = `${where} > ${name}`;
    // Under `determiner` TEACh keeps the filled-in string a string.
    const determiner = typeof def.determiner === 'string' ? fill(def.determiner) : def.determiner;
    if (def.kind === 'atomic') return this.atomic(name, def, determiner, fill, text, at);
    const quantity = readQuantity(determiner);

    const childDef = this.library.byName(def.taskName);
    const childParams = def.taskParams.map(fill);
    if (!childDef) {
      this.fail(at, 'task/unknown', `no task is named "${def.taskName}"`);
    }
    let checked: Exclude<typeof quantity, { kind: 'all' }> = { kind: 'a' };
    if (quantity === null) this.fail(at, 'determiner/invalid', `determiner ${JSON.stringify(determiner)} is not "a" or a count`);
    else if (quantity.kind === 'all') this.fail(at, 'determiner/all_on_task', '"all" is not allowed on a component that is a task');
    else checked = quantity;
    const task = childDef ? this.task(childDef, childParams, `${at} (${childDef.taskName})`) : emptyTask(def.taskName, childParams);
    return { kind: 'task', name, determiner, quantity: checked, task };
  }

  private atomic(name: string, def: AtomicComponentDefinition, determiner: RawDeterminer, fill: Fill, text: Fill, at: string): AtomicComponent {
    const quantity = readQuantity(determiner);
    if (quantity === null) this.fail(at, 'determiner/invalid', `determiner ${JSON.stringify(determiner)} is not "a", "all" or a count`);
    const conditions = renameInPlaceOrder(
      def.conditions.map((c) => [c.property, c.value] as const),
      fill,
      (v) => (typeof v === 'string' ? numericStringToInt(fill(v)) : v),
    ).map(([property, value]) => ({ property, value }));
    const failureDescs = renameInPlaceOrder(
      def.failureDescs.map((d) => [d.property, d.desc] as const),
      fill,
      text,
    ).map(([property, desc]) => ({ property, desc }));
    const primaryCondition = fill(def.primaryCondition);
    if (!conditions.some((c) => c.property === primaryCondition)) {
      this.fail(at, 'component/primary_not_a_condition', `primary condition "${primaryCondition}" is not one of the conditions`);
    }
    return {
      kind: 'atomic', name, determiner, quantity: quantity ?? { kind: 'a' }, primaryCondition,
      instanceShareable: def.instanceShareable, conditions, failureDescs, desc: text(def.desc ?? ''),
    };
  }

  private relation(def: RelationDefinition, fill: Fill, text: Fill, where: string): RelationInstance {
    const tailDeterminerText = fill(def.tailDeterminers[0] ?? '');
    const tailDeterminer = readTailDeterminer(tailDeterminerText);
    if (!tailDeterminer) this.fail(where, 'determiner/invalid', `relation tail determiner ${JSON.stringify(tailDeterminerText)} is not "a" or "the"`);
    const heads = def.headEntities.map((entity, i) => {
      const determiner = fill(def.headDeterminers[i] ?? '');
      const quantity = readQuantity(determiner);
      if (!quantity) this.fail(where, 'determiner/invalid', `relation head determiner ${JSON.stringify(determiner)} is not "a", "all" or a count`);
      return { entity: fill(entity), determiner, quantity: quantity ?? { kind: 'a' as const } };
    });
    return {
      property: fill(def.property),
      tailEntity: fill(def.tailEntities[0] ?? ''),
      tailDeterminer: tailDeterminer ?? 'a',
      heads,
      failureDesc: text(def.failureDesc),
      desc: text(def.desc ?? ''),
    };
  }
}

function emptyTask(taskName: string, params: readonly string[]): TaskInstance {
  return { taskId: -1, taskName, params, desc: '', anchor: null, components: [], relations: [] };
}

/** How many instances each library keeps (instantiate's memo, below); past it the oldest goes. */
const KEPT_PER_LIBRARY = 256;
const kept = new WeakMap<TaskLibrary, Map<string, InstanceResult>>();

/**
 * The task `taskName` of `library` with `params` filled in. Made once per library, task and
 * parameters, then shared: a library never changes, and one task is checked again and again (every
 * Progress Check of a live session, every step of a replay or an evaluation; making it was a fifth
 * of a Progress Check's time on the game server). What is shared is frozen, so no caller can change
 * another's instance.
 */
export function instantiateTask(library: TaskLibrary, taskName: string, params: readonly string[]): InstanceResult {
  let made = kept.get(library);
  if (!made) kept.set(library, (made = new Map()));
  const key = JSON.stringify([taskName, params]);
  const known = made.get(key);
  if (known) return known;
  const result = deepFreeze(instantiateAfresh(library, taskName, [...params]));
  if (made.size >= KEPT_PER_LIBRARY) made.delete(made.keys().next().value!);
  made.set(key, result);
  return result;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function instantiateAfresh(library: TaskLibrary, taskName: string, params: readonly string[]): InstanceResult {
  const def = library.byName(taskName);
  if (!def) return { ok: false, errors: [{ code: 'task/unknown', where: taskName, message: `no task is named "${taskName}"` }] };
  const builder = new Instantiator(library);
  const task = builder.task(def, params, def.taskName);
  return builder.errors.length > 0 ? { ok: false, errors: builder.errors } : { ok: true, task };
}
