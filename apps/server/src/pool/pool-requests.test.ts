import { builtinLibrary } from '@chorehouse/tdl';
import { poolGrowRequestSchema } from '@chorehouse/protocol';
import { describe, expect, it } from 'vitest';
import { libraryTasks } from './library-tasks.js';
import { resolvePoolRequest } from './pool-requests.js';

const library = builtinLibrary();

describe('resolvePoolRequest', () => {
  it('defaults to the 12 benchmark tasks, labelled with their benchmark names and fixed parameters', () => {
    const r = resolvePoolRequest(library, { perTask: 2 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.tasks).toHaveLength(12);
    expect(r.tasks.find((t) => t.label === 'Boil Potato')).toEqual({ label: 'Boil Potato', benchmarkName: 'Boil Potato', taskName: 'Boil X', params: ['Potato'], count: 2 });
    expect(r.tasks.find((t) => t.label === 'Salad')).toMatchObject({ taskName: 'Salad', params: null, count: 2 });
  });

  it.each(libraryTasks(library).map((t) => [t.taskName, t] as const))('%s: accepted with valid parameters, refused with a wrong count', (name, task) => {
    const params = task.nparams === 0 ? [] : task.exampleParams[0]!;
    const ok = resolvePoolRequest(library, { perTask: 1, tasks: [{ task: name, params, count: 3 }] });
    expect(ok).toMatchObject({ ok: true, tasks: [{ taskName: name, params, count: 3 }] });
    // By name alone too (any case): random parameters per floor plan, or none to choose.
    expect(resolvePoolRequest(library, { perTask: 1, tasks: [name.toUpperCase()] })).toMatchObject({ ok: true, tasks: [{ taskName: name }] });
    const wrong = resolvePoolRequest(library, { perTask: 1, tasks: [{ task: name, params: [...params, 'Extra'] }] });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'pool/bad_params' } });
  });

  it.each(['Make Tea', 'Boil', 'Put All X On', ''])('refuses the unknown name %j, naming what there is', (name) => {
    const r = resolvePoolRequest(library, { perTask: 1, tasks: ['Make Coffee', name] });
    expect(r).toMatchObject({ ok: false, error: { code: 'pool/unknown_task' } });
    if (!r.ok) expect(r.error.message).toContain('Put All X In One Y');
  });

  it('a chosen list that matches a benchmark is that benchmark; a benchmark\'s fixed parameters cannot change', () => {
    expect(resolvePoolRequest(library, { perTask: 1, tasks: [{ task: 'Boil X', params: ['Potato'] }] })).toMatchObject({ ok: true, tasks: [{ label: 'Boil Potato' }] });
    expect(resolvePoolRequest(library, { perTask: 1, tasks: [{ task: 'Boil X', params: ['Egg'] }] })).toMatchObject({ ok: true, tasks: [{ label: 'Boil X [Egg]', benchmarkName: null }] });
    expect(resolvePoolRequest(library, { perTask: 1, tasks: [{ task: 'Boil Potato', params: ['Egg'] }] })).toMatchObject({ ok: false, error: { code: 'pool/bad_params' } });
  });
});

describe('poolGrowRequestSchema', () => {
  it.each([
    [{}, true], [{ perTask: 3, tasks: ['Salad', { task: 'Sliced X', params: ['Apple'], count: 5 }] }, true],
    [{ perTask: 0 }, false], [{ perTask: 51 }, false], [{ tasks: [] }, false], [{ tasks: [{ task: 'Salad', count: 0 }] }, false],
    [{ tasks: [{ task: 'Salad', colour: 'red' }] }, false], [{ perTask: 1, extra: 1 }, false], [{ tasks: [7] }, false],
  ])('%j parses: %s', (body, ok) => {
    expect(poolGrowRequestSchema.safeParse(body).success).toBe(ok);
  });
});
