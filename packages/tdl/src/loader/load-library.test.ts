import { describe, expect, it } from 'vitest';
import { builtinLibrary, builtinTaskFiles } from '../library/builtin-library.js';
import { buildTaskLibrary, loadTaskLibrary, type TaskSource } from './load-library.js';
import { describeProblem, type LoadProblem } from './load-problem.js';

type Json = Record<string, unknown>;

const toast = (): Json => ({
  task_id: 1, task_name: 'Toast', task_nparams: 0, task_anchor_object: 'toast', desc: 'Toast bread.', relations: [],
  components: {
    toast: {
      determiner: 'a', primary_condition: 'objectType', instance_shareable: false,
      conditions: { objectType: 'BreadSliced', isCooked: 1 }, condition_failure_descs: { isCooked: 'Toast it.' },
    },
  },
});
const cleanX = (): Json => ({
  task_id: 2, task_name: 'Clean X', task_nparams: 1, task_anchor_object: '#0', desc: 'Wash a #0.', relations: [],
  comments_task_params: { '#0': 'what to wash' },
  components: {
    '#0': {
      determiner: 'a', primary_condition: 'simbotObjectClass', instance_shareable: false,
      conditions: { simbotObjectClass: '#0', isDirty: 0 }, condition_failure_descs: { isDirty: 'Dirty #0.' },
    },
    sink: { determiner: 'a', primary_condition: 'objectType', instance_shareable: true, conditions: { objectType: 'Sink', receptacle: 1 }, condition_failure_descs: {} },
  },
});
const plateOfToast = (): Json => ({
  task_id: 3, task_name: 'Plate Of Toast', task_nparams: 0, task_anchor_object: 'plate', desc: 'Toast on a plate.',
  components: {
    toast: { determiner: 'a', task_name: 'Toast', task_params: [] },
    plate: { determiner: 'a', task_name: 'Clean X', task_params: ['Plate'] },
  },
  relations: [{
    property: 'parentReceptacles', tail_entity_list: ['plate'], tail_determiner_list: ['the'],
    head_entity_list: ['toast'], head_determiner_list: ['a'], failure_desc: 'On the plate.',
  }],
});

const files = (...tasks: Json[]): TaskSource[] => tasks.map((t, i) => ({ path: `tasks/${i}.json`, text: JSON.stringify(t) }));

function problemsOf(sources: TaskSource[]): LoadProblem[] {
  const result = loadTaskLibrary(sources);
  return result.ok ? [] : [...result.problems];
}

/** A valid trio with one thing broken; the problem is expected in file tasks/2.json unless noted. */
type Breakage = readonly [name: string, break_: (t: { toast: Json; cleanX: Json; plate: Json }) => void, expected: Partial<LoadProblem>];

const comps = (t: Json) => t.components as Record<string, Json>;

const BREAKAGES: readonly Breakage[] = [
  ['a missing key', ({ plate }) => { delete plate.task_nparams; }, { key: 'task_nparams', code: 'file/schema', message: 'missing required key' }],
  ['an unknown key', ({ plate }) => { plate.descr = 'x'; }, { key: '', code: 'file/schema', message: 'Unrecognized key: "descr"' }],
  ['an atomic component without instance_shareable', ({ toast: t }) => { delete comps(t).toast!.instance_shareable; },
    { path: 'tasks/0.json', key: 'components.toast.instance_shareable', code: 'file/schema', message: 'missing required key' }],
  ['a condition value that is a list', ({ toast: t }) => { (comps(t).toast!.conditions as Json).isCooked = [1]; },
    { path: 'tasks/0.json', key: 'components.toast.conditions.isCooked', code: 'file/schema' }],
  ['an unknown task reference', ({ plate }) => { comps(plate).toast!.task_name = 'Toastt'; },
    { key: 'components.toast.task_name', code: 'component/unknown_task', message: 'no task is named "Toastt"' }],
  ['a wrong parameter count', ({ plate }) => { comps(plate).plate!.task_params = ['Plate', 'Bowl']; },
    { key: 'components.plate.task_params', code: 'component/param_count', message: '"Clean X" takes 1 parameter(s), 2 given' }],
  ['a bad determiner', ({ plate }) => { comps(plate).toast!.determiner = 'some'; },
    { key: 'components.toast.determiner', code: 'determiner/invalid' }],
  ['"all" on a task component', ({ plate }) => { comps(plate).toast!.determiner = 'all'; },
    { key: 'components.toast.determiner', code: 'determiner/invalid', message: '"all" is not allowed on a component that is a task' }],
  ['"the" on a component', ({ toast: t }) => { comps(t).toast!.determiner = 'the'; },
    { path: 'tasks/0.json', key: 'components.toast.determiner', code: 'determiner/invalid' }],
  ['a bad tail determiner', ({ plate }) => { (plate.relations as Json[])[0]!.tail_determiner_list = ['all']; },
    { key: 'relations[0].tail_determiner_list[0]', code: 'determiner/invalid' }],
  ['a duplicate id', ({ plate }) => { plate.task_id = 1; }, { key: 'task_id', code: 'task/duplicate_id', message: 'task_id 1 is also used by tasks/0.json' }],
  ['a duplicate name', ({ plate }) => { plate.task_name = 'Toast'; }, { key: 'task_name', code: 'task/duplicate_name' }],
  ['a reference cycle', ({ toast: t }) => { comps(t).again = { determiner: 'a', task_name: 'Plate Of Toast', task_params: [] }; },
    { path: 'tasks/2.json', key: 'components.toast.task_name', code: 'task/reference_cycle', message: 'tasks refer to each other in a cycle: Toast -> Plate Of Toast -> Toast' }],
  ['a primary condition that is not a condition', ({ toast: t }) => { comps(t).toast!.primary_condition = 'simbotObjectClass'; },
    { path: 'tasks/0.json', key: 'components.toast.primary_condition', code: 'component/primary_not_a_condition' }],
  ['a failure message for no condition', ({ toast: t }) => { (comps(t).toast!.condition_failure_descs as Json).isDirty = 'x'; },
    { path: 'tasks/0.json', key: 'components.toast.condition_failure_descs.isDirty', code: 'component/failure_desc_without_condition' }],
  ['an unknown object type', ({ toast: t }) => { (comps(t).toast!.conditions as Json).objectType = 'BredSliced'; },
    { path: 'tasks/0.json', key: 'components.toast.conditions.objectType', code: 'component/unknown_object_name', message: '"BredSliced" is not a known object type' }],
  ['a placeholder beyond task_nparams', ({ cleanX: c }) => { c.desc = 'Wash a #1.'; },
    { path: 'tasks/1.json', key: 'desc', code: 'placeholder/out_of_range' }],
  ['an anchor that names no component', ({ plate }) => { plate.task_anchor_object = 'plates'; },
    { key: 'task_anchor_object', code: 'anchor/unknown_component' }],
  ['a relation entity that names no component', ({ plate }) => { (plate.relations as Json[])[0]!.head_entity_list = ['toasts']; },
    { key: 'relations[0].head_entity_list[0]', code: 'relation/unknown_component' }],
  ['two tail entities', ({ plate }) => { Object.assign((plate.relations as Json[])[0]!, { tail_entity_list: ['plate', 'toast'], tail_determiner_list: ['the', 'a'] }); },
    { key: 'relations[0].tail_entity_list', code: 'relation/tail_count' }],
  ['head lists of different lengths', ({ plate }) => { (plate.relations as Json[])[0]!.head_determiner_list = ['a', 'a']; },
    { key: 'relations[0].head_determiner_list', code: 'relation/list_lengths' }],
  ['a related subtask without an anchor', ({ toast: t }) => { t.task_anchor_object = null; },
    { key: 'relations[0].head_entity_list[0]', code: 'relation/entity_without_objects' }],
  ['a component named like an integer', ({ toast: t }) => { comps(t)['2'] = comps(t).toast!; },
    { path: 'tasks/0.json', key: 'components.2', code: 'file/integer_like_key' }],
];

describe('loadTaskLibrary', () => {
  it('loads a valid set, TEACh keys and all', () => {
    const result = loadTaskLibrary(files(toast(), cleanX(), plateOfToast()));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.library.tasks.map((t) => t.taskName)).toEqual(['Toast', 'Clean X', 'Plate Of Toast']);
  });

  it.each(BREAKAGES)('reports %s with file, key and reason', (_, break_, expected) => {
    const t = { toast: toast(), cleanX: cleanX(), plate: plateOfToast() };
    break_(t);
    const problems = problemsOf(files(t.toast, t.cleanX, t.plate));
    expect(problems).toContainEqual(expect.objectContaining({ path: 'tasks/2.json', ...expected }));
  });

  it('reports invalid JSON', () => {
    const problems = problemsOf([{ path: 'tasks/broken.json', text: '{"task_id": 1,' }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ path: 'tasks/broken.json', key: '', code: 'file/invalid_json' });
  });

  it('lists every problem of every file at once, grouped by file', () => {
    const t = toast();
    comps(t).toast!.determiner = 'several';
    delete t.desc;
    const p = plateOfToast();
    comps(p).plate!.task_params = [];
    comps(p).toast!.task_name = 'Nothing';
    const problems = problemsOf([
      { path: 'a.json', text: JSON.stringify(p) },
      { path: 'b.json', text: JSON.stringify(t) },
      { path: 'c.json', text: JSON.stringify(cleanX()) },
      { path: 'd.json', text: 'not json' },
    ]);
    expect(problems.map(describeProblem)).toEqual([
      'a.json: components.toast.task_name: no task is named "Nothing" (perhaps in a file that failed to load)',
      'a.json: components.plate.task_params: "Clean X" takes 1 parameter(s), 0 given',
      'b.json: desc: missing required key',
      'd.json: not valid JSON: ' + (() => { try { JSON.parse('not json'); } catch (e) { return (e as Error).message; } return ''; })(),
    ]);
  });

  it('does not report references to a task whose own file is broken as unknown', () => {
    const t = toast();
    delete t.desc;
    expect(problemsOf(files(t, cleanX(), plateOfToast())).map(describeProblem)).toEqual(['tasks/0.json: desc: missing required key']);
  });

  it('also reports a file-level problem in a file whose schema is fine', () => {
    const t = toast();
    comps(t).toast!.determiner = 'several';
    expect(problemsOf(files(t)).map(describeProblem)).toEqual([
      'tasks/0.json: components.toast.determiner: determiner must be "a", "all", a digit string or "#n", not "several"',
    ]);
  });

  it('builds from decoded JSON as well', () => {
    const result = buildTaskLibrary([{ path: 'edh', json: toast() }]);
    expect(result.ok).toBe(true);
  });
});

describe('the built-in library', () => {
  it('loads without problems and holds all 25 tasks', () => {
    expect(loadTaskLibrary(builtinTaskFiles()).ok).toBe(true);
    expect(builtinLibrary().tasks.map((t) => t.taskId)).toEqual([
      101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 201, 301, 302, 303, 304, 305, 401, 403, 405,
    ]);
  });

  it('finds tasks by name, id or name in any case', () => {
    const lib = builtinLibrary();
    expect(lib.lookup('Coffee')?.taskId).toBe(102);
    expect(lib.lookup('301')?.taskName).toBe('Breakfast');
    expect(lib.lookup('plate of toast')?.taskId).toBe(106);
    expect(lib.lookup('Tea')).toBeUndefined();
    expect(lib.sourceOf('Coffee')).toBe('tasks/102-coffee.json');
  });
});
