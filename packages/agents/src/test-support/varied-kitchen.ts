/**
 * The demo kitchen, varied by a seed (for property tests): the Follower starts elsewhere; dishes
 * start dirty or full of water; faucet, toaster and coffee machine may be running; cabinets,
 * drawers and the fridge may stand open; a few small objects are moved to other receptacles
 * (with the simulator's own Pickup and Place, so the world stays consistent). All randomness comes
 * from the simulator's PRNG.
 */
import {
  actOk, cellPosition, createDemoKitchen, isHidden, isWalkableCell, nextFloat, nextInt, seedRng, type Horizon, type RngState,
  type SimObject, type World, type Yaw,
} from '@chorehouse/sim';

class Draw {
  constructor(private state: RngState) {}
  chance(p: number): boolean {
    const r = nextFloat(this.state);
    this.state = r.state;
    return r.value < p;
  }
  int(n: number): number {
    const r = nextInt(this.state, n);
    this.state = r.state;
    return r.value;
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]!;
  }
}

const MOVABLE = ['Apple', 'Tomato', 'Potato', 'Mug', 'Cup', 'Bowl', 'Plate', 'SaltShaker', 'Knife', 'Spoon'];
const HOSTS = ['CounterTop', 'DiningTable', 'Fridge', 'ShelvingUnit'];

export function variedKitchen(seed: number): World {
  const draw = new Draw(seedRng(seed * 7919 + 17));
  let w = createDemoKitchen(seed);
  // Move a few small objects elsewhere, as a person would (teleporting is fine in a test fixture).
  for (let k = 0; k < 3; k++) {
    const movable = w.objects.filter((o) => MOVABLE.includes(o.objectType) && o.parentId !== null && !isHidden(w, o) && !o.parentId.startsWith('Drawer'));
    const host = w.objects.find((o) => o.objectType === draw.pick(HOSTS));
    const item = draw.pick(movable);
    const before = w;
    try {
      w = actOk(w, 'Pickup', item.objectId);
      if (host!.openable && !host!.isOpen) w = actOk(w, 'Open', host!.objectId);
      w = actOk(w, 'Place', host!.objectId);
      if (host!.openable) w = actOk(w, 'Close', host!.objectId);
    } catch {
      // No room there, or no pose reaches it: keep the kitchen as it was before this move.
      w = before;
    }
  }
  return variedStates(w, draw);
}

function variedStates(world: World, draw: Draw): World {
  const objects = world.objects.map((o): SimObject => {
    let next = o;
    if (o.dirtyable && o.pickupable && draw.chance(0.5)) next = { ...next, isDirty: true };
    if (o.canFillWithLiquid && o.pickupable && o.objectType !== 'WineBottle' && !o.isFilledWithLiquid && draw.chance(0.3)) {
      next = { ...next, isFilledWithLiquid: true, fillLiquid: 'water', simbotIsFilledWithWater: 1 };
    }
    // Appliances with nothing in them may be left running.
    if (['Faucet', 'Toaster', 'CoffeeMachine'].includes(o.objectType) && !world.objects.some((c) => c.parentId === o.objectId) && draw.chance(0.3)) {
      next = { ...next, isToggled: true };
    }
    if (['Cabinet', 'Drawer', 'Fridge'].includes(o.objectType) && draw.chance(0.2)) next = { ...next, isOpen: true, openness: 1 };
    return next;
  });
  const nav = world.nav;
  const cells: { x: number; z: number }[] = [];
  for (let j = 0; j < nav.rows; j++) for (let i = 0; i < nav.cols; i++) if (isWalkableCell(nav, i, j)) cells.push(cellPosition(nav, i, j));
  const start = draw.pick(cells);
  const yaw = draw.pick<Yaw>([0, 90, 180, 270]);
  const horizon = draw.pick<Horizon>([0, 30, 30, 60]);
  return { ...world, objects, follower: { ...world.follower, ...start, yaw, horizon, heldObjectId: null }, stepCount: 0 };
}
