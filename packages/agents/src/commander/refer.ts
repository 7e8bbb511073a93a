/**
 * Referring expressions in TEACh's style, from the world's geometry: an object by its type plus the
 * first relation that tells it apart from the others of its type ("the mug in the fridge", "the mug
 * to the left of the sink", "the knife in the drawer under the coffee maker"). Left and right are as
 * the Follower sees them, looking from where it stands towards the landmark. Never coordinates or ids.
 */
import { ancestorsOf, catalogEntry, displayName, type SimObject, type World } from '@chorehouse/sim';
import { boxCenter, live } from '../world/queries.js';

const NAMES: Readonly<Record<string, string>> = {
  CounterTop: 'counter', StoveBurner: 'stove', Stove: 'stove', SinkBasin: 'sink', Sink: 'sink', CoffeeMachine: 'coffee maker',
  DiningTable: 'table', GarbageCan: 'bin', HousePlant: 'plant', SideTable: 'side table', CoffeeTable: 'coffee table',
};

/** What a person calls the type: "counter", "coffee maker", "tomato slice". */
export function nameOf(type: string): string {
  return NAMES[type] ?? displayName(type).toLowerCase();
}

/** Types that name one place in a room however many pieces it has (the burners are "the stove"). */
const GROUPS: Readonly<Record<string, string>> = { StoveBurner: 'stove', Stove: 'stove', SinkBasin: 'sink', Sink: 'sink' };
const NOT_LANDMARKS = new Set(['Floor', 'Wall', 'CounterTop', 'Cabinet', 'Drawer', 'Shelf', 'StoveKnob', 'Window', 'LightSwitch', 'Faucet', 'ShelvingUnit', 'Curtains', 'Blinds', 'Painting', 'Poster']);

interface Landmark {
  readonly name: string;
  readonly center: { readonly x: number; readonly y: number; readonly z: number };
  readonly minY: number;
  readonly maxY: number;
  readonly ids: ReadonlySet<string>;
}

/** Fixed things of a kind the room has one of (or one group of): the sink, the stove, the fridge, the coffee maker. */
export function landmarksOf(world: World): Landmark[] {
  const byName = new Map<string, SimObject[]>();
  for (const o of live(world)) {
    if (o.pickupable || NOT_LANDMARKS.has(o.objectType)) continue;
    const key = GROUPS[o.objectType] ?? o.objectType;
    byName.set(key, [...(byName.get(key) ?? []), o]);
  }
  const out: Landmark[] = [];
  for (const [key, members] of byName) {
    const grouped = GROUPS[members[0]!.objectType] !== undefined;
    if (!grouped && members.length > 1) continue;
    const minX = Math.min(...members.map((m) => m.bbox.min.x)), maxX = Math.max(...members.map((m) => m.bbox.max.x));
    const minZ = Math.min(...members.map((m) => m.bbox.min.z)), maxZ = Math.max(...members.map((m) => m.bbox.max.z));
    const minY = Math.min(...members.map((m) => m.bbox.min.y)), maxY = Math.max(...members.map((m) => m.bbox.max.y));
    // A sink group (Sink + SinkBasin) or the burners spread over a room would not be one place, nor
    // would two sinks side by side (a bathroom's double vanity): only a stove has many burners.
    if (grouped && Math.hypot(maxX - minX, maxZ - minZ) > 2) continue;
    if (grouped && members.some((m, i) => m.objectType !== 'StoveBurner' && members.findIndex((n) => n.objectType === m.objectType) !== i)) continue;
    out.push({
      name: grouped ? key : nameOf(key), center: { x: (minX + maxX) / 2, y: (minY + maxY) / 2, z: (minZ + maxZ) / 2 },
      minY, maxY, ids: new Set(members.map((m) => m.objectId)),
    });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : 1));
}

type Relation = 'above' | 'under' | 'to the left of' | 'to the right of' | 'next to';

const REACH = 1.5;

/** How `o` stands to the landmark, seen from the Follower; null when it is too far to say. */
function relationTo(world: World, o: SimObject, l: Landmark): Relation | null {
  const c = boxCenter(o.bbox);
  const dx = c.x - l.center.x, dz = c.z - l.center.z;
  const flat = Math.hypot(dx, dz);
  if (flat > REACH) return null;
  if (flat < 0.4) {
    if (o.bbox.min.y >= l.maxY - 0.05) return 'above';
    if (o.bbox.max.y <= l.minY + 0.05) return 'under';
  }
  // The Follower's line of sight to the landmark (its own heading when it stands on it).
  const f = world.follower;
  let fx = l.center.x - f.x, fz = l.center.z - f.z;
  const len = Math.hypot(fx, fz);
  if (len < 0.3) [fx, fz] = [Math.sin((f.yaw * Math.PI) / 180), Math.cos((f.yaw * Math.PI) / 180)];
  else [fx, fz] = [fx / len, fz / len];
  // Facing +z, right is +x (AI2-THOR's left-handed frame).
  const lateral = dx * fz - dz * fx;
  const depth = dx * fx + dz * fz;
  if (Math.abs(lateral) >= 0.15 && Math.abs(lateral) >= Math.abs(depth) * 0.5) return lateral > 0 ? 'to the right of' : 'to the left of';
  return 'next to';
}

const flatTo = (o: SimObject, l: Landmark) => Math.hypot(boxCenter(o.bbox).x - l.center.x, boxCenter(o.bbox).z - l.center.z);
const parentOf = (world: World, o: SimObject) => ancestorsOf(world, o.objectId).find((a) => a.objectType !== 'Floor');

function prepositionFor(o: SimObject): 'in' | 'on' {
  return catalogEntry(o.objectType).receptacleKind === 'on' || o.objectType === 'StoveBurner' ? 'on' : 'in';
}

/**
 * The phrase after the type that picks `o` out of `others` (same type), or null when nothing does:
 * "in the fridge", "to the left of the sink", "nearest the stove", "closest to you".
 */
function distinguishing(world: World, o: SimObject, others: readonly SimObject[], depth: number): string | null {
  if (others.length === 0) return '';
  const landmarks = landmarksOf(world).filter((l) => !l.ids.has(o.objectId));
  const parent = parentOf(world, o);
  // 1. What it is in or on, when none of the others is in or on a thing of that name (a Sink and
  // its SinkBasin are both "the sink").
  const parentName = (d: SimObject) => { const p = parentOf(world, d); return p ? nameOf(p.objectType) : null; };
  if (parent && others.every((d) => parentName(d) !== nameOf(parent.objectType))) {
    return `${prepositionFor(parent)} the ${nameOf(parent.objectType)}`;
  }
  // 2. Which one of those (the cabinet above the toaster), when the others are in or on other ones.
  if (parent && depth === 0 && others.every((d) => parentOf(world, d)?.objectId !== parent.objectId)) {
    const which = placeName(world, parent, depth + 1);
    if (!which.startsWith('a ')) return `${prepositionFor(parent)} ${which}`;
  }
  // 3. Its place beside a landmark, when no other one stands that way to it; nearest landmarks first.
  const near = [...landmarks].sort((a, b) => flatTo(o, a) - flatTo(o, b));
  for (const l of near) {
    const rel = relationTo(world, o, l);
    if (rel && rel !== 'next to' && others.every((d) => relationTo(world, d, l) !== rel)) return `${rel} the ${l.name}`;
  }
  for (const l of near) {
    const mine = flatTo(o, l);
    if (mine <= REACH && others.every((d) => flatTo(d, l) > mine + 0.15)) return `nearest the ${l.name}`;
  }
  // 4. The leftmost or rightmost of those on the same thing, as the Follower looks at it.
  const side = parent ? sideOf(world, o, others.filter((d) => parentOf(world, d)?.objectId === parent.objectId)) : null;
  const elsewhereOtherKind = (d: SimObject) => parentOf(world, d)?.objectId === parent?.objectId || parentOf(world, d)?.objectType !== parent?.objectType;
  if (side && parent && others.every(elsewhereOtherKind)) return `${side} ${prepositionFor(parent)} the ${nameOf(parent.objectType)}`;
  // 5. Closest to the Follower.
  const me = Math.hypot(boxCenter(o.bbox).x - world.follower.x, boxCenter(o.bbox).z - world.follower.z);
  if (others.every((d) => Math.hypot(boxCenter(d.bbox).x - world.follower.x, boxCenter(d.bbox).z - world.follower.z) > me + 0.15)) return 'closest to you';
  return null;
}

/**
 * "the mug", "the mug in the fridge", "the mug to the left of the sink", or "a tomato slice on the
 * counter" when the others are alike enough that any will do.
 */
export function referTo(world: World, o: SimObject, depth = 0): string {
  const name = nameOf(o.objectType);
  if (world.follower.heldObjectId === o.objectId) return `the ${name} in your hand`;
  const others = live(world).filter((d) => d.objectType === o.objectType && d.objectId !== o.objectId && world.follower.heldObjectId !== d.objectId);
  const phrase = distinguishing(world, o, others, depth);
  if (phrase === '') return `the ${name}`;
  if (phrase?.startsWith('leftmost') || phrase?.startsWith('rightmost')) return `the ${phrase.split(' ')[0]} ${name}${phrase.slice(phrase.indexOf(' '))}`;
  if (phrase !== null) return `the ${name} ${phrase}`;
  const parent = parentOf(world, o);
  return parent ? `a ${name} ${prepositionFor(parent)} the ${nameOf(parent.objectType)}` : `a ${name}`;
}

/**
 * Where an object is, for "where is X?": "in the drawer under the coffee maker", "on the counter to
 * the right of the stove", "in your hand".
 */
export function placeOf(world: World, o: SimObject): string {
  if (world.follower.heldObjectId === o.objectId) return 'in your hand';
  const parent = parentOf(world, o);
  if (!parent && o.pickupable) return 'on the floor';
  if (!parent) {
    // A fixture stands where it stands: say which landmark it is by.
    for (const l of landmarksOf(world).filter((x) => !x.ids.has(o.objectId)).sort((x, y) => flatTo(o, x) - flatTo(o, y))) {
      const rel = relationTo(world, o, l);
      if (rel) return `${rel} the ${l.name}`;
    }
    return 'over there';
  }
  const there = `${prepositionFor(parent)} ${placeName(world, parent, 1)}`;
  if (prepositionFor(parent) === 'in' && parent.objectType !== 'SinkBasin' && parent.objectType !== 'Sink') {
    const outer = parentOf(world, parent);
    return outer && outer.objectType !== 'CounterTop' ? `${there} ${prepositionFor(outer)} the ${nameOf(outer.objectType)}` : there;
  }
  // On a wide surface: also the landmark it stands by.
  const near = landmarksOf(world).filter((l) => !l.ids.has(parent.objectId) && !l.ids.has(o.objectId)).sort((a, b) => flatTo(o, a) - flatTo(o, b))[0];
  const rel = near ? relationTo(world, o, near) : null;
  return rel && rel !== 'above' && rel !== 'under' ? `${there}, ${rel} the ${near!.name}` : there;
}

/** A receptacle as a place: the burners are "the stove", the basin "the sink", else its own reference. */
function placeName(world: World, place: SimObject, depth: number): string {
  // "the sink", "the stove": a group the room has one of; two sinks are told apart like anything else.
  const group = GROUPS[place.objectType];
  return group && landmarksOf(world).some((l) => l.ids.has(place.objectId)) ? `the ${group}` : referTo(world, place, depth);
}

/** "leftmost" / "rightmost" among things on the same receptacle, seen from the Follower; null when not clear. */
function sideOf(world: World, o: SimObject, others: readonly SimObject[]): 'leftmost' | 'rightmost' | null {
  if (others.length === 0) return null;
  const f = world.follower;
  const c = boxCenter(o.bbox);
  let fx = c.x - f.x, fz = c.z - f.z;
  const len = Math.hypot(fx, fz) || 1;
  [fx, fz] = [fx / len, fz / len];
  const lateral = (x: SimObject) => (boxCenter(x.bbox).x - f.x) * fz - (boxCenter(x.bbox).z - f.z) * fx;
  const mine = lateral(o);
  if (others.every((d) => lateral(d) > mine + 0.1)) return 'leftmost';
  if (others.every((d) => lateral(d) < mine - 0.1)) return 'rightmost';
  return null;
}
