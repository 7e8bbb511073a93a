/**
 * What the Follower knows in the text world: the names, which objects it has seen (partial
 * observability, as in HandMeThat) or all of them (full), and where it stands. The admissible
 * commands are generated from the simulator's state and that knowledge.
 */
import { ancestorsOf, catalogEntry, getObject, isHidden, placePreposition, visibleObjectIds, type SimObject, type World } from '@chorehouse/sim';
import { formatCommand, type AdmissibleCommand, type TextCommand } from './commands.js';
import { TextNames } from './names.js';

export type Observability = 'full' | 'partial';

const KNIFE_TYPES: ReadonlySet<string> = new Set(['Knife', 'ButterKnife']);
const BASIN_TYPES: ReadonlySet<string> = new Set(['SinkBasin', 'BathtubBasin']);
/** Boiled in a pot of water (the Boil goal's food). */
const BOILABLE: ReadonlySet<string> = new Set(['Potato', 'Egg']);

/** Places to go to: fixed furniture and appliances that hold things or open (ALFWorld's receptacles). */
export const isLocation = (o: SimObject): boolean =>
  !o.disabled && !o.pickupable && o.objectType !== 'Floor' && (o.receptacle || o.openable);

/** Where to put things: every receptacle except the floor (fixed ones and dishes). */
const isPlaceTarget = (o: SimObject): boolean => !o.disabled && o.receptacle && o.objectType !== 'Floor';

export class TextView {
  readonly names: TextNames;
  private readonly seen = new Set<string>();
  /** Every object id at the last look: what appears between looks (slices) the Follower made itself. */
  private readonly existing = new Set<string>();
  /** The location the Follower last went to or worked at (an object id), or null in the open. */
  location: string | null = null;

  constructor(world: World, readonly observability: Observability) {
    this.names = new TextNames(world);
    for (const o of world.objects) this.existing.add(o.objectId);
    this.see(world);
  }

  name = (id: string): string => this.names.nameOfId(id) ?? id;

  /** Takes in what the Follower sees from where it stands now (and what it holds). */
  see(world: World): void {
    this.names.update(world);
    for (const o of world.objects) {
      if (!this.existing.has(o.objectId)) this.seen.add(o.objectId);
      this.existing.add(o.objectId);
    }
    for (const id of visibleObjectIds(world)) this.seen.add(id);
    if (world.follower.heldObjectId) this.seen.add(world.follower.heldObjectId);
  }

  /** Also takes in what an open receptacle holds (after going to it or opening it). */
  seeInside(world: World, receptacleId: string): void {
    for (const o of world.objects) if (!o.disabled && o.parentId === receptacleId && !isHidden(world, o)) this.seen.add(o.objectId);
  }

  /** Whether the Follower knows of the object: furniture always, small things once seen (partial). */
  knows(o: SimObject): boolean {
    if (o.disabled) return false;
    if (this.observability === 'full' || !o.pickupable) return true;
    return this.seen.has(o.objectId);
  }

  /** Known objects, in name order. */
  known(world: World): SimObject[] {
    return world.objects.filter((o) => this.knows(o)).sort((a, b) => compareNames(this.names.nameOf(a), this.names.nameOf(b)));
  }

  locations(world: World): SimObject[] {
    return this.known(world).filter(isLocation);
  }

  /** Every command that makes sense now, in a stable order. */
  admissible(world: World): AdmissibleCommand[] {
    this.names.update(world);
    const out: TextCommand[] = [{ verb: 'look' }, { verb: 'inventory' }];
    const known = this.known(world);
    const held = world.follower.heldObjectId === null ? undefined : getObject(world, world.follower.heldObjectId);
    // Clicks need the object in the open; commands carried out as goals (clean, cook, coffee, ...)
    // may name a known object shut away, since the goal opens its container on the way.
    const reachable = (o: SimObject) => !isHidden(world, o);
    for (const l of known.filter(isLocation)) if (l.objectId !== this.location) out.push({ verb: 'go', objectId: l.objectId });
    if (this.location) out.push({ verb: 'examine', objectId: this.location });
    if (held) out.push({ verb: 'examine', objectId: held.objectId });
    for (const o of known) if (this.location !== null && o.parentId === this.location && !isHidden(world, o)) out.push({ verb: 'examine', objectId: o.objectId });
    for (const o of known) {
      const id = o.objectId;
      const isHeld = held?.objectId === id;
      if (!held && o.pickupable && reachable(o) && !isHeld) {
        const parent = o.parentId === null ? undefined : getObject(world, o.parentId);
        out.push({ verb: 'take', objectId: id, ...(parent && parent.objectType !== 'Floor' ? { otherId: parent.objectId } : {}) });
      }
      if (held && !isHeld && isPlaceTarget(o) && reachable(o) && !ancestorsOf(world, id).some((a) => a.objectId === held.objectId)) {
        out.push({ verb: 'put', objectId: held.objectId, otherId: id, preposition: placePreposition(o.objectType) });
      }
      if (o.openable && !o.pickupable && reachable(o)) out.push({ verb: o.isOpen ? 'close' : 'open', objectId: id });
      if (o.toggleable && reachable(o) && o.objectType !== 'CellPhone') out.push({ verb: o.isToggled ? 'turn off' : 'turn on', objectId: id });
      if (o.objectType === 'StoveBurner' && hasKnob(world, id)) out.push({ verb: o.isToggled ? 'turn off' : 'turn on', objectId: id });
      if (o.sliceable && !o.isSliced) {
        // A knife shut in a drawer will do: the Slice goal fetches it, opening the drawer.
        const knives = held && KNIFE_TYPES.has(held.objectType) ? [held] : known.filter((k) => KNIFE_TYPES.has(k.objectType));
        for (const k of knives) out.push({ verb: 'slice', objectId: id, otherId: k.objectId });
      }
      if (o.dirtyable && o.pickupable) {
        for (const b of known.filter((x) => BASIN_TYPES.has(x.objectType))) out.push({ verb: 'clean', objectId: id, otherId: b.objectId });
      }
      if (o.cookable && !o.isCooked) out.push({ verb: 'cook', objectId: id });
      if (BOILABLE.has(o.objectType) && !o.simbotIsBoiled && !o.isCooked) out.push({ verb: 'boil', objectId: id });
      if ((o.canFillWithLiquid || o.objectType === 'HousePlant') && !o.isFilledWithLiquid) out.push({ verb: 'fill', objectId: id });
      if (o.canFillWithLiquid && o.pickupable && o.isFilledWithLiquid) out.push({ verb: 'empty', objectId: id });
      if (held?.isFilledWithLiquid && !isHeld && (o.canFillWithLiquid || o.objectType === 'HousePlant' || BASIN_TYPES.has(o.objectType)) && reachable(o)) {
        out.push({ verb: 'pour', objectId: held.objectId, otherId: id });
      }
      if (o.objectType === 'Mug' && !o.simbotIsFilledWithCoffee) out.push({ verb: 'coffee', objectId: id });
    }
    return out.map((command) => ({ text: formatCommand(command, this.name), command }));
  }
}

/**
 * The admissible commands plus the ones that need a take first: putting an object not yet in
 * hand (the controller picks it up on the way), and taking one while the hand is full (the
 * controller sets the held object down first). Free-form mapping chooses among these, so "put the
 * mug in the coffee maker" works before "take mug 1".
 */
export function mappingCandidates(view: TextView, world: World): AdmissibleCommand[] {
  const now = view.admissible(world);
  const known = view.known(world);
  const held = world.follower.heldObjectId;
  const extra: TextCommand[] = [];
  // With the hand full, "grab the slice" still means a take: the controller sets the held object down
  // first; a known thing shut away still means a take: the controller opens its container first.
  for (const o of known) {
    if (!o.pickupable || o.objectId === held || (held === null && !isHidden(world, o))) continue;
    const parent = o.parentId === null ? undefined : getObject(world, o.parentId);
    extra.push({ verb: 'take', objectId: o.objectId, ...(parent && parent.objectType !== 'Floor' ? { otherId: parent.objectId } : {}) });
  }
  for (const o of known) {
    // A known object shut in a drawer counts: the Put goal opens the drawer on the way.
    if (!o.pickupable || o.objectId === held) continue;
    for (const r of known) {
      if (r === o || !isPlaceTarget(r) || isHidden(world, r) || r.parentId === o.objectId || ancestorsOf(world, r.objectId).some((a) => a.objectId === o.objectId)) continue;
      if (o.parentId === r.objectId) continue;
      extra.push({ verb: 'put', objectId: o.objectId, otherId: r.objectId, preposition: placePreposition(r.objectType) });
    }
  }
  return [...now, ...extra.map((command) => ({ text: formatCommand(command, view.name), command }))];
}

function hasKnob(world: World, burnerId: string): boolean {
  return world.objects.some((o) => o.controlledObjects?.includes(burnerId));
}

/** "cabinet 2" before "cabinet 10". */
export function compareNames(a: string, b: string): number {
  const [wa, na] = splitName(a);
  const [wb, nb] = splitName(b);
  return wa < wb ? -1 : wa > wb ? 1 : na - nb;
}

function splitName(s: string): [string, number] {
  const m = /^(.*) (\d+)$/.exec(s);
  return m ? [m[1]!, Number(m[2])] : [s, 0];
}

/** "a mug 1", "an apple 1". */
export const withArticle = (name: string): string => (/^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`);

export const isKnife = (o: SimObject): boolean => KNIFE_TYPES.has(o.objectType);
export const receptacleIsEnclosed = (o: SimObject): boolean => o.openable && catalogEntry(o.objectType).receptacleKind === 'in';
