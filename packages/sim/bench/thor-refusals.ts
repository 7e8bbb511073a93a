/**
 * A click corpus in the demo kitchen, counted with and without the refusals AI2-THOR adds behind
 * TEACh's click rules (`thorOnlyRefusals`): random poses on the walkable grid, hands empty or
 * holding a random object, a click near a visible object (jittered by up to 15 pixels, as people
 * aim) with an object action the object takes in that hand state (a knife in hand for Slice). Prints `bench: sim.thor_only.<rule> <percent> %` lines: the
 * share of the actions that succeed here which that rule would refuse; and the share of Place
 * clicks that now fail on a non-receptacle's pixel (before issue 18 the 20x20 window took them).
 * Run: `npx tsx bench/thor-refusals.ts [clicks]`.
 */
import {
  OBJECT_ACTIONS, THOR_ONLY_RULES, actOk, affords, getObject, handCheck, heldObject, idOf, cellPosition, createDemoKitchen, findClickPoint, isWalkableCell, nextInt, seedRng,
  step, thorOnlyRefusals, visibleObjectIds, type Horizon, type ObjectActionName, type ThorOnlyRule, type World, type Yaw,
} from '@chorehouse/sim';

const wanted = Number(process.argv[2] ?? 600);
const kitchen = createDemoKitchen();
let rng = seedRng(18);
const draw = (n: number) => { const r = nextInt(rng, n); rng = r.state; return r.value; };
const cells: { i: number; j: number }[] = [];
for (let j = 0; j < kitchen.nav.rows; j++) for (let i = 0; i < kitchen.nav.cols; i++) if (isWalkableCell(kitchen.nav, i, j)) cells.push({ i, j });
const pickupables = kitchen.objects.filter((o) => o.pickupable && !o.disabled).map((o) => o.objectId);
const knife = idOf(kitchen, 'Knife');
const holding = new Map<string, World>();
const holdingWorld = (id: string): World | null => {
  if (!holding.has(id)) { try { holding.set(id, actOk(kitchen, 'Pickup', id)); } catch { return null; } }
  return holding.get(id)!;
};

const counts = new Map<ThorOnlyRule | 'any', number>([...THOR_ONLY_RULES.map((r) => [r, 0] as const), ['any', 0]]);
let tried = 0, succeeded = 0, places = 0, placesOnNonReceptacle = 0;
for (let k = 0; k < wanted * 20 && tried < wanted; k++) {
  const inHand = draw(2) === 0 ? null : draw(4) === 0 ? knife : pickupables[draw(pickupables.length)]!;
  const base = inHand === null ? kitchen : holdingWorld(inHand);
  if (!base) continue;
  const cell = cells[draw(cells.length)]!;
  const p = cellPosition(kitchen.nav, cell.i, cell.j);
  const w: World = { ...base, follower: { ...base.follower, x: p.x, z: p.z, yaw: ([0, 90, 180, 270] as Yaw[])[draw(4)]!, horizon: ([0, 30, 60] as Horizon[])[draw(3)]! } };
  const seen = visibleObjectIds(w, 12);
  if (seen.length === 0) continue;
  const target = getObject(w, seen[draw(seen.length)]!)!;
  const held = heldObject(w);
  const fitting = OBJECT_ACTIONS.filter((a) => affords(a, target) && handCheck(w, a) === null && (a !== 'Pour' || held?.isFilledWithLiquid));
  if (fitting.length === 0) continue;
  const action: ObjectActionName = fitting[draw(fitting.length)]!;
  const click = findClickPoint(w, target.objectId);
  if (!click) continue;
  const x = Math.min(0.999, Math.max(0, click.x + (draw(31) - 15) / 900)), y = Math.min(0.999, Math.max(0, click.y + (draw(31) - 15) / 900));
  tried++;
  const r = step(w, 'follower', { name: action, x, y });
  if (action === 'Place') {
    places++;
    // The exact pixel was an object but no receptacle: TEACh's window would have found one nearby.
    if (r.outcome.code === 'target/not_found' && r.outcome.objectId !== null) placesOnNonReceptacle++;
  }
  if (!r.outcome.success || r.outcome.objectId === null) continue;
  succeeded++;
  const refused = thorOnlyRefusals(w, r.world, { name: action, x, y }, r.outcome.objectId);
  for (const rule of refused) counts.set(rule, counts.get(rule)! + 1);
  if (refused.length > 0) counts.set('any', counts.get('any')! + 1);
}
console.log(`${tried} clicks, ${succeeded} succeeded here (${((100 * (tried - succeeded)) / tried).toFixed(1)} % failed)`);
console.log(`bench: sim.place_on_non_receptacle ${((100 * placesOnNonReceptacle) / Math.max(1, places)).toFixed(2)} %   (${placesOnNonReceptacle} of ${places} Place clicks)`);
for (const [rule, n] of counts) console.log(`bench: sim.thor_only.${rule} ${((100 * n) / Math.max(1, succeeded)).toFixed(2)} %   (${n} of ${succeeded})`);
