/**
 * Issue 18, slicing's class lists, through the simulator: TEACh copies the whole object's custom
 * data (its `simbotObjectClass` too) to the pieces and drops the whole's, so after a potato is
 * sliced "Put All Potato On DiningTable" asks for every piece, and the whole no longer counts.
 */
import { actOk, createDemoKitchen, getObject, idOf, snapshotObjects, type World } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { builtinLibrary } from '../library/builtin-library.js';
import { progressCheck } from './progress-check.js';

const kitchen = createDemoKitchen();
const id = (type: string, k = 0) => idOf(kitchen, type, k);
const table = id('DiningTable');
const counterPotato = kitchen.objects.find((o) => o.objectType === 'Potato' && o.parentId !== table)!.objectId;
const tablePotato = kitchen.objects.find((o) => o.objectType === 'Potato' && o.parentId === table)!.objectId;

function putAllPotatoOnTable(w: World): boolean {
  const r = progressCheck(builtinLibrary(), 'Put All X On Y', ['Potato', 'on', 'DiningTable'], snapshotObjects(w));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.result.success;
}

/** Both potatoes on the table. */
const bothOnTable = actOk(actOk(kitchen, 'Pickup', counterPotato), 'Place', table);
/** Then the one that was already there sliced where it lies. */
const oneSliced = actOk(actOk(actOk(bothOnTable, 'Pickup', id('Knife')), 'Slice', tablePotato), 'Place', id('CounterTop'));
const pieces = oneSliced.objects.filter((o) => o.objectId.startsWith(`${tablePotato}|`)).map((o) => o.objectId);
/** Then one piece carried back to the counter. */
const pieceMoved = actOk(actOk(oneSliced, 'Pickup', pieces[2]!), 'Place', id('CounterTop'));

describe('Put All Potato On DiningTable around slicing (TEACh: pieces are still Potato)', () => {
  it.each([
    { state: 'one potato on the counter', world: kitchen, success: false },
    { state: 'both potatoes on the table', world: bothOnTable, success: true },
    { state: 'one of them sliced on the table', world: oneSliced, success: true },
    { state: 'one piece moved back to the counter', world: pieceMoved, success: false },
  ])('$state: $success', ({ world, success }) => {
    expect(putAllPotatoOnTable(world)).toBe(success);
  });

  it('the sliced whole is out of the count: no class, no parent', () => {
    expect(getObject(oneSliced, tablePotato)).toMatchObject({ simbotObjectClass: [], parentId: null });
    expect(pieces.length).toBeGreaterThan(1);
  });
});
