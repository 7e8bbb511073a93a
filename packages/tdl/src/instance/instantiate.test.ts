import { describe, expect, it } from 'vitest';
import { builtinLibrary } from '../library/builtin-library.js';
import { loadTaskLibrary } from '../loader/load-library.js';
import { instantiateTask } from './instantiate.js';
import type { AtomicComponent, TaskComponent, TaskInstance } from './task-instance.js';

function instance(name: string, params: readonly string[]): TaskInstance {
  const result = instantiateTask(builtinLibrary(), name, params);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.task;
}

const component = (task: TaskInstance, name: string) => {
  const found = task.components.find((c) => c.name === name);
  if (!found) throw new Error(`no component ${name} in ${task.components.map((c) => c.name).join(', ')}`);
  return found;
};

const BREAKFAST = ['1', '2', '0', 'Plate', '1', 'Bowl', '1', '4', '5', '1', '6', '7', '8', 'DiningTable'];

describe('instantiateTask', () => {
  it('makes each task once per library and parameters, and shares it frozen', () => {
    const params = ['Plate'];
    const first = instance('Clean X', params);
    params[0] = 'Mug';
    expect(instance('Clean X', ['Plate'])).toBe(first);
    expect(first.params).toEqual(['Plate']);
    expect(instance('Clean X', ['Mug'])).not.toBe(first);
    expect(Object.isFrozen(first.components[0])).toBe(true);
    expect(() => { (first.components as AtomicComponent[]).pop(); }).toThrow(TypeError);
    // The key tells parameters apart however they are split.
    expect(instantiateTask(builtinLibrary(), 'Clean X', ['Plate', '']).ok).toBe(false);
    expect(instantiateTask(builtinLibrary(), 'Clean X', ['Plate']).ok).toBe(true);
  });

  it('re-inserts renamed components at the end (Clean X: sink, then the parameter)', () => {
    expect(instance('Clean X', ['Plate']).components.map((c) => c.name)).toEqual(['sink', 'Plate']);
    expect(instance('Sliced X', ['Tomato']).components.map((c) => c.name)).toEqual(['knife', 'Tomato']);
    expect(instance('Put All X On Y', ['Pillow', 'on', 'Sofa']).components.map((c) => c.name)).toEqual(['Pillow', 'Sofa']);
    expect(instance('Boil X', ['Potato']).anchor).toBe('boiled_Potato');
  });

  it('turns a filled-in digit string into an int in conditions, but not under determiner', () => {
    const toggle = component(instance('Toggle X All Y', ['on', '1', 'Lamps']), '1') as AtomicComponent;
    expect(toggle.conditions).toEqual([{ property: 'simbotObjectClass', value: 'Lamps' }, { property: 'isToggled', value: 1 }]);
    const sandwich = instance('Sandwich', ['3', '1']);
    expect(component(sandwich, 'lettuce').determiner).toBe('3');
    expect(sandwich.relations[0]?.heads.map((h) => h.determiner)).toEqual(['2', '3', '1']);
  });

  it('passes parent parameters into subtask parameters before the subtask fills its own', () => {
    const breakfast = instance('Breakfast', BREAKFAST);
    const potatoes = component(breakfast, 'potatoes') as TaskComponent;
    expect(potatoes.task.params).toEqual(['2', 'Potato', 'on', 'Plate']);
    expect(potatoes.task.desc).toBe('Serve 2 cooked slice(s) of potato on a clean plate.');
    const salad = component(breakfast, 'salad') as TaskComponent;
    // #10..#12 are not #1 followed by a digit.
    expect(salad.task.params).toEqual(['6', '7', '8']);
    expect((component(breakfast, 'toast') as TaskComponent).determiner).toBe('2');
    expect(breakfast.relations[0]?.failureDesc).toBe('Every breakfast item is on the dining table.');
  });

  it('reads determiners as quantities: "0" skips, a digit string counts', () => {
    const breakfast = instance('Breakfast', BREAKFAST);
    expect(component(breakfast, 'potatoes').quantity).toEqual({ kind: 'skip' });
    expect(component(breakfast, 'toast').quantity).toEqual({ kind: 'count', n: 2 });
    expect(component(breakfast, 'serving_spot').quantity).toEqual({ kind: 'a' });
  });

  it.each([
    ['Clean X', [], 'params/wrong_count'],
    ['Sandwich', ['1', '1', '1'], 'params/wrong_count'],
    ['Sandwich', ['all', '1'], 'determiner/all_on_task'],
    ['Breakfast', ['all', '1', '0', 'Plate', '1', 'Bowl', '1', '1', '1', '1', '1', '1', '1', 'CounterTop'], 'determiner/all_on_task'],
    ['Sandwich', ['two', '1'], 'determiner/invalid'],
    ['Clean X', ['#0'], 'params/placeholder_in_value'],
    ['No Such Task', [], 'task/unknown'],
  ] as const)('%s %j fails with %s', (name, params, code) => {
    const result = instantiateTask(builtinLibrary(), name, params);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.code)).toContain(code);
  });

  it('says where in the hierarchy a bad parameter lands', () => {
    const result = instantiateTask(builtinLibrary(), 'Breakfast', ['1', '1', '0', 'Plate', '1', 'Bowl', '1', 'x', '1', '0', '1', '1', '1', 'CounterTop']);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual([
        { code: 'determiner/invalid', where: 'Breakfast > sandwich (Sandwich) > lettuce', message: 'determiner "x" is not "a" or a count' },
        { code: 'determiner/invalid', where: 'Breakfast > sandwich (Sandwich)', message: 'relation head determiner "x" is not "a", "all" or a count' },
      ]);
    }
  });

  it('keeps a primary condition that a parameter renames consistent with its condition', () => {
    const lib = loadTaskLibrary([{
      path: 'p.json',
      text: JSON.stringify({
        task_id: 1, task_name: 'Has', task_nparams: 2, task_anchor_object: null, desc: 'Something #0 with #1.', relations: [],
        components: { thing: { determiner: 'a', primary_condition: '#1', instance_shareable: false, conditions: { isDirty: 0, '#1': '#0' }, condition_failure_descs: { '#1': '#0 wanted' } } },
      }),
    }]);
    if (!lib.ok) throw new Error(JSON.stringify(lib.problems));
    const result = instantiateTask(lib.library, 'Has', ['Mug', 'objectType']);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const thing = result.task.components[0] as AtomicComponent;
    expect(thing.primaryCondition).toBe('objectType');
    // The renamed condition moves behind the unchanged one.
    expect(thing.conditions).toEqual([{ property: 'isDirty', value: 0 }, { property: 'objectType', value: 'Mug' }]);
    // Texts name the parameter in plain words.
    expect(thing.failureDescs).toEqual([{ property: 'objectType', desc: 'mug wanted' }]);
  });
});
