import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogEntry } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { preconditionsMet } from '../check/preconditions.js';
import { instantiateTask } from '../instance/instantiate.js';
import { builtinLibrary } from '../library/builtin-library.js';
import { thing } from '../test-support/objects.js';
import { deriveVariants } from './derive-variants.js';
import { decodeFloorPlans, encodeFloorPlans, roomTypeOf } from './floor-plans.js';
import { VARIANTS_MODULE, renderVariantsModule } from './render-variants.js';
import { SCENE_TYPES, TASK_VARIANTS, taskVariants, variantsInFloorPlan } from './task-variants.js';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** One object of every type the floor plan holds, receptacles as receptacles. */
const roomObjects = (floorPlan: number) =>
  (SCENE_TYPES[floorPlan] ?? []).map((type, i) => thing(type, i, { receptacle: catalogEntry(type).receptacle }));

describe('generated variants', () => {
  it(`are what the rules make of the committed scene inventory (else run \`npm run generate:variants\`)`, () => {
    const derived = deriveVariants(SCENE_TYPES);
    expect(TASK_VARIANTS).toEqual(derived);
    expect(readFileSync(join(packageDir, VARIANTS_MODULE), 'utf8')).toBe(renderVariantsModule(SCENE_TYPES, derived));
  });

  it('cover every task of the library, and all 120 floor plans', () => {
    expect(TASK_VARIANTS.map((s) => s.taskName).sort()).toEqual(builtinLibrary().tasks.map((t) => t.taskName).sort());
    expect(Object.keys(SCENE_TYPES)).toHaveLength(120);
  });

  it('instantiate without errors, for every offered count', () => {
    for (const set of TASK_VARIANTS) {
      for (const { params } of set.variants) {
        const alternatives = [params, ...set.counts.flatMap(({ index, values }) => values.map((v) => params.map((p, i) => (i === index ? v : p))))];
        for (const p of alternatives) {
          const result = instantiateTask(builtinLibrary(), set.taskName, p);
          expect(result.ok, `${set.taskName} ${JSON.stringify(p)}`).toBe(true);
        }
      }
    }
  });

  it("meet TEACh's preconditions in each floor plan they list", () => {
    // TEACh's preconditions take no whole Egg for an EggCracked (2.8), so these tasks can only
    // start from a room where an egg is already cracked; the episode generator has to arrange that.
    const needCrackedEgg = new Set(['Omelette', 'Poach Egg', 'Basic Kitchen Tasks', 'Custom Properties Kitchen Tasks']);
    const rooms = new Map<number, ReturnType<typeof roomObjects>>();
    for (const set of TASK_VARIANTS) {
      for (const { params, floorPlans } of set.variants) {
        const instance = instantiateTask(builtinLibrary(), set.taskName, params);
        if (!instance.ok) throw new Error(`${set.taskName} ${JSON.stringify(params)}`);
        for (const floorPlan of decodeFloorPlans(floorPlans)) {
          const room = rooms.get(floorPlan) ?? roomObjects(floorPlan);
          rooms.set(floorPlan, room);
          const objects = needCrackedEgg.has(set.taskName) ? [...room, thing('EggCracked', 'Egg|0|EggCracked_0')] : room;
          expect(preconditionsMet(instance.task, objects), `${set.taskName} ${JSON.stringify(params)} in FloorPlan${floorPlan}`).toBe(true);
        }
      }
    }
  });

  it.each([
    ['Clean All X', ['Mug'], 1, true],
    ['Clean All X', ['Drinkware'], 12, true],
    ['Clean All X', ['Mug'], 201, false],
    ['Put All X On Y', ['Newspaper', 'on', 'Sofa'], 201, true],
    ['Put All X In One Y', ['RemoteControl', 'on', 'ArmChair'], 201, true],
    ['Put All X On Y', ['Pillow', 'on', 'Bed'], 301, true],
    ['Put All X On Y', ['SmallHandheldObjects', 'on', 'Tables'], 201, true],
    ['Boil X', ['Potato'], 1, true],
    ['N Slices Of X In Y', ['1', 'Tomato', 'in', 'Bowl'], 5, true],
    ['N Cooked Slices Of X In Y', ['1', 'Potato', 'on', 'Plate'], 5, true],
    ['Breakfast', ['1', '1', '0', 'Plate', '0', 'Plate', '0', '1', '1', '0', '1', '1', '1', 'CounterTop'], 1, true],
    ['Toggle X All Y', ['off', '0', 'FloorLamp'], 210, true],
  ] as const)('%s %j in FloorPlan%i: %s', (task, params, floorPlan, expected) => {
    expect(variantsInFloorPlan(task, floorPlan).some((v) => JSON.stringify(v.params) === JSON.stringify(params))).toBe(expected);
  });

  it('list counts with their default first', () => {
    expect(taskVariants('N Slices Of X In Y')?.counts).toEqual([{ index: 0, values: ['1', '2', '3'] }]);
    expect(taskVariants('Water Plant')?.counts).toEqual([]);
  });
});

describe('floor plans', () => {
  it.each([[[1, 2, 3, 5, 201, 202], '1-3,5,201-202'], [[], ''], [[7], '7'], [[3, 1, 2, 2], '1-3']] as const)('%j <-> %s', (list, ranges) => {
    expect(encodeFloorPlans(list)).toBe(ranges);
    expect(decodeFloorPlans(ranges)).toEqual([...new Set(list)].sort((a, b) => a - b));
  });
  it.each([[1, 'Kitchen'], [30, 'Kitchen'], [215, 'Living room'], [301, 'Bedroom'], [430, 'Bathroom'], [31, null], [500, null], [200, null]] as const)(
    'FloorPlan%i is a %s', (floorPlan, room) => {
      expect(roomTypeOf(floorPlan)).toBe(room);
    });
});
