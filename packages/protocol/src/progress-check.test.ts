/** The Progress Check schema parses what packages/tdl's checker really produces, on every kind of subgoal. */
import { createDemoKitchen, snapshotObjects } from '@chorehouse/sim';
import { builtinLibrary, progressCheck } from '@chorehouse/tdl';
import { describe, expect, it } from 'vitest';
import { progressCheckResponseSchema } from './progress-check.js';

describe('progressCheckResponseSchema', () => {
  it.each([['Coffee', []], ['Plate Of Toast', []], ['Cooked Slice Of X', ['Potato']], ['Clean All X', ['Mug']], ['Boil X', ['Potato']], ['Water Plant', []]] as const)('parses the checker output of %s unchanged', (task, params) => {
    const r = progressCheck(builtinLibrary(), task, params, snapshotObjects(createDemoKitchen()));
    if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
    const parsed = progressCheckResponseSchema.safeParse(JSON.parse(JSON.stringify(r.response)));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual(JSON.parse(JSON.stringify(r.response)));
  });

  it('refuses a response that is not TEACh-shaped', () => {
    expect(progressCheckResponseSchema.safeParse({ task_desc: 'x', success: 2, subgoals: [] }).success).toBe(false);
    expect(progressCheckResponseSchema.safeParse({ task_desc: 'x', success: 1 }).success).toBe(false);
    expect(progressCheckResponseSchema.safeParse(null).success).toBe(false);
  });
});
