/** Checks one parsed definition on its own: determiners, names it refers to, placeholders, object names. */
import { OBJECT_CLASS_NAMES, isKnownType } from '@chorehouse/sim';
import { templateDeterminerProblem, type DeterminerSlot } from '../definition/determiner.js';
import type { AtomicComponentDefinition, RawDeterminer, TaskDefinition } from '../definition/task-definition.js';
import { formatKey, type LoadProblem, type LoadProblemCode } from './load-problem.js';

const CLASS_NAMES: ReadonlySet<string> = new Set(OBJECT_CLASS_NAMES);

/** Properties whose desired value names an object type; the others also accept a class. */
const TYPE_ONLY_PROPERTIES: ReadonlySet<string> = new Set(['objectType']);
const TYPE_OR_CLASS_PROPERTIES: ReadonlySet<string> = new Set([
  'simbotObjectClass', 'parentReceptacles', 'simbotLastParentReceptacle',
]);

const PLACEHOLDER = /#([0-9]+)/g;

type Report = (key: readonly PropertyKey[], code: LoadProblemCode, message: string) => void;

function checkDeterminer(report: Report, key: readonly PropertyKey[], determiner: RawDeterminer, slot: DeterminerSlot): void {
  const problem = templateDeterminerProblem(determiner, slot);
  if (problem) report(key, 'determiner/invalid', problem);
}

function checkAtomic(report: Report, component: AtomicComponentDefinition): void {
  const at = ['components', component.name];
  const properties = new Set(component.conditions.map((c) => c.property));
  if (!properties.has(component.primaryCondition)) {
    report([...at, 'primary_condition'], 'component/primary_not_a_condition',
      `primary condition "${component.primaryCondition}" is not one of the conditions (${[...properties].join(', ') || 'none'})`);
  }
  for (const { property } of component.failureDescs) {
    if (!properties.has(property)) {
      report([...at, 'condition_failure_descs', property], 'component/failure_desc_without_condition',
        `there is no condition "${property}" for this message to describe`);
    }
  }
  for (const { property, value } of component.conditions) {
    // Parameterised values ("#0", "#0Sliced") are checked when parameters are known.
    if (typeof value !== 'string' || value.includes('#')) continue;
    const typeOnly = TYPE_ONLY_PROPERTIES.has(property);
    if (!typeOnly && !TYPE_OR_CLASS_PROPERTIES.has(property)) continue;
    if (isKnownType(value) || (!typeOnly && CLASS_NAMES.has(value))) continue;
    report([...at, 'conditions', property], 'component/unknown_object_name',
      `"${value}" is not a known object type${typeOnly ? '' : ' or class'}`);
  }
}

/** Every string of the definition that parameter substitution touches, with its key. */
function* substitutedStrings(def: TaskDefinition): Generator<readonly [readonly PropertyKey[], string]> {
  yield [['desc'], def.desc];
  if (def.anchor !== null) yield [['task_anchor_object'], def.anchor];
  for (const c of def.components) {
    const at = ['components', c.name];
    yield [['components'], c.name];
    if (typeof c.determiner === 'string') yield [[...at, 'determiner'], c.determiner];
    if (c.kind === 'task') {
      for (const [i, p] of c.taskParams.entries()) yield [[...at, 'task_params', i], p];
      continue;
    }
    yield [[...at, 'primary_condition'], c.primaryCondition];
    for (const { property, value } of c.conditions) {
      yield [[...at, 'conditions'], property];
      if (typeof value === 'string') yield [[...at, 'conditions', property], value];
    }
    for (const { property, desc } of c.failureDescs) {
      yield [[...at, 'condition_failure_descs'], property];
      yield [[...at, 'condition_failure_descs', property], desc];
    }
    if (c.desc !== null) yield [[...at, 'desc'], c.desc];
  }
  for (const [r, rel] of def.relations.entries()) {
    const at = ['relations', r];
    yield [[...at, 'property'], rel.property];
    const lists = [
      ['tail_entity_list', rel.tailEntities], ['tail_determiner_list', rel.tailDeterminers],
      ['head_entity_list', rel.headEntities], ['head_determiner_list', rel.headDeterminers],
    ] as const;
    for (const [name, list] of lists) for (const [i, s] of list.entries()) yield [[...at, name, i], s];
    yield [[...at, 'failure_desc'], rel.failureDesc];
    if (rel.desc !== null) yield [[...at, 'desc'], rel.desc];
  }
}

export function taskProblems(path: string, def: TaskDefinition): LoadProblem[] {
  const problems: LoadProblem[] = [];
  const report: Report = (key, code, message) => problems.push({ path, key: formatKey(key), code, message });
  const names = new Set(def.components.map((c) => c.name));

  for (const c of def.components) {
    checkDeterminer(report, ['components', c.name, 'determiner'], c.determiner, c.kind);
    if (c.kind === 'atomic') checkAtomic(report, c);
  }
  if (def.anchor !== null && !names.has(def.anchor)) {
    report(['task_anchor_object'], 'anchor/unknown_component', `no component is named "${def.anchor}"`);
  }
  for (const [r, rel] of def.relations.entries()) {
    const at = ['relations', r];
    if (rel.tailEntities.length !== 1) {
      report([...at, 'tail_entity_list'], 'relation/tail_count', `a relation needs exactly one tail entity, not ${rel.tailEntities.length}`);
    }
    if (rel.tailDeterminers.length !== rel.tailEntities.length) {
      report([...at, 'tail_determiner_list'], 'relation/list_lengths', 'needs one determiner per tail entity');
    }
    if (rel.headDeterminers.length !== rel.headEntities.length) {
      report([...at, 'head_determiner_list'], 'relation/list_lengths', 'needs one determiner per head entity');
    }
    rel.tailDeterminers.forEach((d, i) => checkDeterminer(report, [...at, 'tail_determiner_list', i], d, 'tail'));
    rel.headDeterminers.forEach((d, i) => checkDeterminer(report, [...at, 'head_determiner_list', i], d, 'head'));
    const entityLists = [['tail_entity_list', rel.tailEntities], ['head_entity_list', rel.headEntities]] as const;
    for (const [list, entities] of entityLists) {
      entities.forEach((entity, i) => {
        if (!names.has(entity)) report([...at, list, i], 'relation/unknown_component', `no component is named "${entity}"`);
      });
    }
  }
  for (const [key, text] of substitutedStrings(def)) {
    for (const match of text.matchAll(PLACEHOLDER)) {
      const index = Number(match[1]);
      if (index >= def.nparams) {
        report(key, 'placeholder/out_of_range',
          `"${match[0]}" in ${JSON.stringify(text)} refers to a parameter the task does not have (task_nparams is ${def.nparams})`);
      }
    }
  }
  return problems;
}
