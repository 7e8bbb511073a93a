/**
 * The templated instruction the rule-based Commander sends and the rule-based Follower parses, in
 * the spirit of TEACh's appendix D (action, object, where): the Commander found the object by
 * search and says where it is, in world metres on the floor plan (x, z; two decimals).
 *
 *   instruction := VERB " " TYPE " at " NUM " " NUM [ " " PREP " " TYPE " at " NUM " " NUM ]
 *   VERB := Clean | Fill | Empty | Cook | Boil | Slice | Coffee | ToggleOn | ToggleOff
 *         | Open | Close | Pickup | Put          (a destination follows Put, and only Put)
 *   PREP := in | on      TYPE := an object type (CamelCase)      NUM := -?[0-9]+.[0-9][0-9]
 *
 *   Clean Mug at -1.95 1.45
 *   Put BreadSliced at -0.60 1.50 on Plate at 0.10 -1.00
 */
import { catalogEntry, getObject, type World } from '@chorehouse/sim';
import { goalMet, isGoalVerb, type Goal, type GoalVerb } from '../follower/goal.js';
import { boxCenter, ofType } from '../world/queries.js';

export interface Place2 {
  readonly x: number;
  readonly z: number;
}

export interface InstructionTarget {
  readonly objectType: string;
  readonly at: Place2;
}

export interface Instruction {
  readonly verb: GoalVerb;
  readonly target: InstructionTarget;
  readonly destination?: InstructionTarget & { readonly preposition: 'in' | 'on' };
}

const round2 = (v: number) => {
  const r = Math.round(v * 100) / 100;
  return r === 0 ? 0 : r;
};
const num = (v: number) => round2(v).toFixed(2);
const target = (t: InstructionTarget) => `${t.objectType} at ${num(t.at.x)} ${num(t.at.z)}`;

export function formatInstruction(i: Instruction): string {
  const head = `${i.verb} ${target(i.target)}`;
  return i.destination ? `${head} ${i.destination.preposition} ${target(i.destination)}` : head;
}

const NUM = '(-?\\d+\\.\\d{2})';
const TYPE = '([A-Z][A-Za-z]*)';
const PATTERN = new RegExp(`^(\\w+) ${TYPE} at ${NUM} ${NUM}(?: (in|on) ${TYPE} at ${NUM} ${NUM})?$`);

export type ParsedInstruction = { readonly ok: true; readonly instruction: Instruction } | { readonly ok: false; readonly error: string };

export function parseInstruction(text: string): ParsedInstruction {
  const m = PATTERN.exec(text.trim());
  if (!m) return { ok: false, error: `Not an instruction: "${text.slice(0, 80)}"` };
  const [, verb, type, x, z, prep, destType, dx, dz] = m;
  if (!verb || !isGoalVerb(verb)) return { ok: false, error: `Unknown verb "${verb ?? ''}".` };
  const base = { verb, target: { objectType: type!, at: { x: Number(x), z: Number(z) } } };
  if ((verb === 'Put') !== (prep !== undefined)) {
    return { ok: false, error: verb === 'Put' ? 'Put needs "in" or "on" and a destination.' : `${verb} takes no destination.` };
  }
  if (prep === undefined) return { ok: true, instruction: base };
  return {
    ok: true,
    instruction: { ...base, destination: { preposition: prep as 'in' | 'on', objectType: destType!, at: { x: Number(dx), z: Number(dz) } } },
  };
}

/** The chat line carries the template at its end, in parentheses: "Wash the mug. (Clean Mug at ...)". */
export function extractInstruction(chat: string): ParsedInstruction {
  const m = /\(([^()]*)\)\s*$/.exec(chat);
  return parseInstruction(m?.[1] ?? chat);
}

function targetOf(world: World, objectId: string): InstructionTarget | null {
  const o = getObject(world, objectId);
  if (!o) return null;
  const c = boxCenter(o.bbox);
  return { objectType: o.objectType, at: { x: round2(c.x), z: round2(c.z) } };
}

/** The Commander's side: a goal as an instruction (null if its objects are gone). */
export function instructionFor(world: World, goal: Goal): Instruction | null {
  const t = targetOf(world, goal.objectId);
  if (!t) return null;
  if (goal.verb !== 'Put' || goal.destinationId === undefined) return { verb: goal.verb, target: t };
  const d = targetOf(world, goal.destinationId);
  if (!d) return null;
  const preposition = catalogEntry(d.objectType).receptacleKind === 'on' || d.objectType === 'StoveBurner' ? 'on' : 'in';
  return { verb: 'Put', target: t, destination: { ...d, preposition } };
}

/**
 * The Follower's side: which objects the instruction means. It takes the object of that type
 * nearest the given spot; among near-equals (slices side by side), one the goal is not yet met for.
 */
export function resolveInstruction(world: World, i: Instruction): Goal | null {
  const pick = (t: InstructionTarget, verb: GoalVerb | null, destinationId?: string): string | null => {
    const ranked = ofType(world, t.objectType)
      .map((o) => ({ o, d: Math.hypot(boxCenter(o.bbox).x - t.at.x, boxCenter(o.bbox).z - t.at.z) }))
      .sort((a, b) => a.d - b.d || (a.o.objectId < b.o.objectId ? -1 : 1));
    const nearest = ranked[0];
    if (!nearest || nearest.d > 0.5) return null;
    const close = ranked.filter((r) => r.d <= nearest.d + 0.015);
    const unmet = verb === null ? undefined : close.find((r) => !goalMet(world, { verb, objectId: r.o.objectId, ...(destinationId ? { destinationId } : {}) }));
    return (unmet ?? nearest).o.objectId;
  };
  if (!i.destination) {
    const objectId = pick(i.target, i.verb);
    return objectId === null ? null : { verb: i.verb, objectId };
  }
  const destinationId = pick(i.destination, null);
  if (destinationId === null) return null;
  const objectId = pick(i.target, i.verb, destinationId);
  return objectId === null ? null : { verb: i.verb, objectId, destinationId };
}
