/**
 * Issue 18's world scenarios in the demo kitchen, each predicted from TEACh's `simulator_THOR.py`
 * and AI2-THOR's scripts: Place by the exact pixel, slicing's class lists, the faucet flagging
 * every fillable in the basin, and the poured liquid.
 */
import { describe, expect, it } from 'vitest';
import { createDemoKitchen } from '../fixtures/demo-kitchen.js';
import { clearingMoves } from '../actions/door-clearance.js';
import { resolveClick, type ClickTarget } from '../actions/resolve-click.js';
import { withinReach } from '../geometry/reach.js';
import { clickWithinReach, findClickPoint } from '../geometry/click-point.js';
import { cellPosition, isWalkableCell } from '../world/nav.js';
import { step } from '../step.js';
import { actOk, idOf, standBefore } from '../testing/helpers.js';
import { getObject } from '../world/lookup.js';
import type { SimObject, World } from '../world/types.js';

const kitchen = createDemoKitchen();
const id = (type: string, k = 0) => idOf(kitchen, type, k);
const obj = (w: World, objectId: string): SimObject => getObject(w, objectId)!;

function put(w: World, objectId: string, receptacleId: string): World {
  let next = actOk(w, 'Pickup', objectId);
  const r = obj(next, receptacleId);
  if (r.openable && !r.isOpen) next = actOk(next, 'Open', receptacleId);
  return actOk(next, 'Place', receptacleId);
}

/** Stand where `objectId` shows, then Place by clicking exactly on it. */
function placeOnPixelOf(w: World, objectId: string) {
  const at = standBefore(w, objectId);
  const click = findClickPoint(at, objectId)!;
  return step(at, 'follower', { name: 'Place', x: click.x, y: click.y });
}

/** Two bread slices: one on the clean plate (on the table), one in hand. */
function sliceOnPlateAndOneInHand(): { world: World; onPlate: string; inHand: string; plate: string } {
  const bread = id('Bread');
  let w = actOk(actOk(kitchen, 'Pickup', id('Knife')), 'Slice', bread);
  w = actOk(w, 'Place', id('CounterTop'));
  const onPlate = `${bread}|BreadSliced_3`, inHand = `${bread}|BreadSliced_5`;
  w = put(w, onPlate, id('Plate'));
  w = actOk(w, 'Pickup', inHand);
  return { world: w, onPlate, inHand, plate: id('Plate') };
}

describe('Place takes the exact clicked pixel (TEACh strips the id; AI2-THOR ray-casts)', () => {
  it.each([
    { what: 'a cell phone on the dining table', holding: () => id('Apple'), clicked: () => id('CellPhone') },
    { what: 'a salt shaker on the dining table', holding: () => id('Apple'), clicked: () => id('SaltShaker') },
    { what: 'the faucet over the sink', holding: () => id('Cup'), clicked: () => id('Faucet') },
  ])('a click on $what (no receptacle) fails and the object stays in hand', ({ holding, clicked }) => {
    const w = actOk(kitchen, 'Pickup', holding());
    const r = placeOnPixelOf(w, clicked());
    expect(r.outcome).toMatchObject({ success: false, code: 'target/not_found', objectId: clicked() });
    expect(r.world.follower.heldObjectId).toBe(holding());
  });

  it('a slice clicked on a plate that holds a slice fails; the plate\'s own pixels take it', () => {
    const { world, onPlate, inHand, plate } = sliceOnPlateAndOneInHand();
    const onSlice = placeOnPixelOf(world, onPlate);
    expect(onSlice.outcome).toMatchObject({ success: false, code: 'target/not_found' });
    expect(onSlice.outcome.message).toMatch(/not something you can put things/);
    const onPlateItself = placeOnPixelOf(world, plate);
    expect(onPlateItself.outcome).toMatchObject({ success: true, objectId: plate });
    expect(obj(onPlateItself.world, inHand).parentId).toBe(plate);
  });

  it('other actions keep TEACh\'s 20x20 window: Pickup just beside the cell phone, on the table, finds the phone', () => {
    const phone = id('CellPhone');
    const at = standBefore(kitchen, phone);
    const c = findClickPoint(at, phone)!;
    // Walk from the phone's visible point until the pixel under the cursor is the table: 6 pixels on.
    const under = (x: number, y: number) => (resolveClick(at, 'Pickup', x, y) as { ok: true; target: ClickTarget }).target?.underCursorId;
    let beside: { x: number; y: number } | undefined;
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
      let k = 0;
      while (k < 200 && under(c.x + (k * dx) / 900, c.y + (k * dy) / 900) === phone) k++;
      const p = { x: c.x + ((k + 6) * dx) / 900, y: c.y + ((k + 6) * dy) / 900 };
      if (k < 200 && under(p.x, p.y) === id('DiningTable')) { beside = p; break; }
    }
    expect(beside).toBeDefined();
    expect(step(at, 'follower', { name: 'Pickup', ...beside! }).outcome).toMatchObject({ success: true, objectId: phone });
    // The same pixel for Place: the table itself is under it, so the apple goes on the table.
    const withApple = actOk(kitchen, 'Pickup', id('Apple'));
    const holding = { ...withApple, follower: { ...at.follower, heldObjectId: id('Apple') } };
    expect(step(holding, 'follower', { name: 'Place', ...beside! }).outcome).toMatchObject({ success: true, objectId: id('DiningTable') });
  });
});

describe('reach, as AI2-THOR measures it: the object itself within 1.5 m of the Follower', () => {
  it.each([
    { what: 'the fridge from the start pose, 2.7 m off', pose: () => kitchen, target: () => id('Fridge'), within: false },
    { what: 'the fridge from where it can be clicked', pose: () => standBefore(kitchen, id('Fridge')), target: () => id('Fridge'), within: true },
    { what: 'the counter under the Follower\'s nose', pose: () => kitchen, target: () => id('CounterTop'), within: true },
  ])('$what: within reach $within', ({ pose, target, within }) => {
    expect(withinReach(pose(), obj(pose(), target()))).toBe(within);
  });
});

describe('a door that would swing into the Follower does not open (AI2-THOR resets it)', () => {
  const fridge = id('Fridge');
  /** Every pose from which the fridge can be clicked, with what Open does there. */
  const opens = (): { d: number; code: string; world: World; before: World }[] => {
    const out: { d: number; code: string; world: World; before: World }[] = [];
    const f = obj(kitchen, fridge).bbox;
    for (let j = 0; j < kitchen.nav.rows; j++) {
      for (let i = 0; i < kitchen.nav.cols; i++) {
        if (!isWalkableCell(kitchen.nav, i, j)) continue;
        const p = cellPosition(kitchen.nav, i, j);
        const w = { ...kitchen, follower: { ...kitchen.follower, ...p, yaw: 90 as const } };
        const click = clickWithinReach(w, fridge);
        if (!click) continue;
        const r = step(w, 'follower', { name: 'Open', ...click });
        out.push({ d: Math.hypot(p.x - (f.min.x + f.max.x) / 2, p.z - (f.min.z + f.max.z) / 2), code: r.outcome.code, world: r.world, before: w });
      }
    }
    return out;
  };

  it('fails in the swing with nothing changed, and opens from outside it', () => {
    const all = opens();
    const blocked = all.filter((o) => o.code === 'target/blocked');
    const opened = all.filter((o) => o.code === 'ok');
    expect(blocked.length).toBeGreaterThan(0);
    expect(opened.length).toBeGreaterThan(0);
    for (const b of blocked) {
      expect(obj(b.world, fridge).isOpen).toBe(false);
      expect(b.world.objects).toEqual(b.before.objects);
    }
    // The door (as wide as the fridge) sweeps from a front corner: nothing beyond that reach is blocked.
    const f = obj(kitchen, fridge).bbox;
    const halfDiagonal = Math.hypot(f.max.x - f.min.x, f.max.z - f.min.z) / 2;
    const doorWidth = Math.max(f.max.x - f.min.x, f.max.z - f.min.z);
    expect(Math.max(...blocked.map((b) => b.d))).toBeLessThan(halfDiagonal + doorWidth + 0.2);
  });

  it('the reason names moves that clear the door, and after them Open works', () => {
    const blocked = opens().filter((o) => o.code === 'target/blocked');
    for (const b of blocked) {
      const moves = clearingMoves(b.before, obj(b.before, fridge));
      expect(moves, `from ${b.before.follower.x},${b.before.follower.z}`).not.toBeNull();
      let w = b.before;
      for (const m of moves!) w = step(w, 'follower', { name: m }).world;
      expect(step(w, 'follower', { name: 'Open', ...findClickPoint(w, fridge)! }).outcome.success).toBe(true);
      const click = clickWithinReach(b.before, fridge)!;
      const words = step(b.before, 'follower', { name: 'Open', ...click }).outcome.message;
      expect(words).toMatch(/^The fridge's door would hit you\. (Step|Turn|Look) .*, then open it\.$/);
    }
  });

  it('closing is never blocked: the door swings back into the fridge', () => {
    const open = actOk(kitchen, 'Open', fridge);
    const inSwing = opens().find((o) => o.code === 'target/blocked')!.before;
    const w = { ...open, follower: inSwing.follower };
    const click = clickWithinReach(w, fridge);
    if (click) expect(step(w, 'follower', { name: 'Close', ...click }).outcome.code).not.toBe('target/blocked');
  });
});

describe('slicing moves the whole object\'s custom data to the pieces (TEACh)', () => {
  it.each([
    { whole: 'Potato', at: 'DiningTable', classes: ['Potato', 'Food', 'Vegetables'] },
    { whole: 'Tomato', at: 'CounterTop', classes: ['Tomato', 'Food', 'Fruit'] },
    { whole: 'Bread', at: 'CounterTop', classes: ['Bread', 'Food'] },
  ])('a sliced $whole: every piece has the whole\'s class list, the whole has none', ({ whole, at, classes }) => {
    const wholeId = kitchen.objects.find((o) => o.objectType === whole && getObject(kitchen, o.parentId ?? '')?.objectType === at)!.objectId;
    const w = actOk(actOk(kitchen, 'Pickup', id('Knife')), 'Slice', wholeId);
    const pieces = w.objects.filter((o) => o.objectId.startsWith(`${wholeId}|`));
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) expect(p.simbotObjectClass).toEqual(classes);
    expect(obj(w, wholeId)).toMatchObject({ isSliced: true, disabled: true, simbotObjectClass: [] });
  });

  it('the whole\'s last parent lists the pieces instead of the whole', () => {
    const tomato = id('Tomato');
    let w = put(kitchen, tomato, id('Plate'));
    expect(obj(w, id('Plate')).simbotIsReceptacleOf).toEqual([tomato]);
    w = actOk(actOk(w, 'Pickup', id('Knife')), 'Slice', tomato);
    const pieces = w.objects.filter((o) => o.objectId.startsWith(`${tomato}|`)).map((o) => o.objectId);
    expect(obj(w, id('Plate')).simbotIsReceptacleOf).toEqual(pieces);
    for (const p of pieces) expect(obj(w, p).simbotLastParentReceptacle).toBe(id('Plate'));
  });
});

describe('a running faucet flags every fillable in the basin (TEACh sets simbotIsFilledWithWater even on a full one)', () => {
  /** The pot, full of water from the start but never flagged, as initial states make it half the time. */
  const fullPot = (): World => ({
    ...kitchen,
    objects: kitchen.objects.map((o) => (o.objectId === id('Pot') ? { ...o, isFilledWithLiquid: true, fillLiquid: 'water' as const } : o)),
  });

  it.each([
    { what: 'an empty cup', start: () => kitchen, thing: () => id('Cup'), filled: true },
    { what: 'a pot that started full', start: fullPot, thing: () => id('Pot'), filled: true },
    { what: 'a plate (not fillable)', start: () => kitchen, thing: () => id('Plate'), filled: false },
  ])('$what in the basin under a running faucet', ({ start, thing, filled }) => {
    const w = actOk(put(start(), thing(), id('SinkBasin')), 'ToggleOn', id('Faucet'));
    expect(obj(w, thing()).simbotIsFilledWithWater).toBe(filled ? 1 : 0);
    expect(obj(w, thing()).isFilledWithLiquid).toBe(filled);
  });

  it.each([
    { viaFaucet: true, boiled: true },
    { viaFaucet: false, boiled: false },
  ])('a pot that started full, emptied (through the faucet: $viaFaucet), boils a potato: $boiled', ({ viaFaucet, boiled }) => {
    // TEACh never clears simbotIsFilledWithWater, so the faucet's flag outlives the water.
    let w = put(fullPot(), id('Pot'), id('SinkBasin'));
    if (viaFaucet) w = actOk(actOk(w, 'ToggleOn', id('Faucet')), 'ToggleOff', id('Faucet'));
    w = actOk(actOk(w, 'Pickup', id('Pot')), 'Pour', id('SinkBasin'));
    expect(obj(w, id('Pot')).isFilledWithLiquid).toBe(false);
    w = actOk(w, 'Place', id('StoveBurner'));
    w = put(w, id('Potato'), id('Pot'));
    const knob = w.objects.find((o) => o.controlledObjects?.includes(id('StoveBurner')))!.objectId;
    w = actOk(w, 'ToggleOn', knob);
    expect(obj(w, id('Potato'))).toMatchObject({ isCooked: true, simbotIsBoiled: boiled });
  });
});

describe('Pour pours coffee only when simbotIsFilledWithCoffee is set, else water (TEACh)', () => {
  /** A clean, empty cup held, with the held mug's liquid and coffee flag as given. */
  const holdingMug = (fillLiquid: 'coffee' | 'water' | 'wine', flag: boolean): World => {
    const w = actOk(kitchen, 'Pickup', id('Mug'));
    return {
      ...w,
      objects: w.objects.map((o) => (o.objectId === id('Mug') ? { ...o, isFilledWithLiquid: true, fillLiquid, simbotIsFilledWithCoffee: flag } : o)),
    };
  };

  it.each([
    { held: 'coffee', flag: true, poured: 'coffee' },
    { held: 'coffee', flag: false, poured: 'water' },
    { held: 'water', flag: false, poured: 'water' },
    { held: 'wine', flag: false, poured: 'water' },
  ] as const)('held $held (coffee flag $flag) pours $poured into the pot', ({ held, flag, poured }) => {
    const w = actOk(holdingMug(held, flag), 'Pour', id('Pot'));
    expect(obj(w, id('Pot'))).toMatchObject({ isFilledWithLiquid: true, fillLiquid: poured });
    expect(obj(w, id('Mug'))).toMatchObject({ isFilledWithLiquid: false, simbotIsFilledWithCoffee: false });
  });
});
