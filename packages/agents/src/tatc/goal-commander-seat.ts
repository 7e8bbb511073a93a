/**
 * The rule-based Commander as a seat: it runs a Progress Check, gives the next goal as a chat line,
 * and waits for the Follower's answer ("Done.", "I can't: ...", or a question, which it answers
 * from what it knows of the goal's object). `template` says the goal twice (plain English and the
 * coordinate template the rule-based Follower parses); `plain` says only the plain English of
 * `describeGoal`: no coordinates, no ids (the stand-in until the plain-English Commander lands).
 */
import { displayName, getObject, type SimObject, type World } from '@chorehouse/sim';
import { builtinLibrary, type TaskLibrary } from '@chorehouse/tdl';
import { RuleBasedCommander, goalKey } from '../commander/commander.js';
import { formatInstruction, instructionFor } from '../commander/instruction.js';
import { describeGoal, whereIs } from '../commander/language.js';
import type { Goal } from '../follower/goal.js';
import type { TaskRef } from '../commander/what-if.js';
import type { CommanderSeat, CommanderSeatMove, CommanderSeatTurn } from '../seats/seat.js';

/** Times one goal is given before the Commander stops asking for it. */
const MAX_REPEATS = 3;

export type CommanderStyle = 'template' | 'plain';

export interface GoalCommanderOptions {
  readonly style?: CommanderStyle;
  readonly library?: TaskLibrary;
  /** Instructions given before the Commander gives up. */
  readonly maxTurns?: number;
}

export class GoalCommanderSeat implements CommanderSeat {
  readonly kind: string;
  private commander: RuleBasedCommander | null = null;
  private given: { readonly goal: Goal; readonly at: number; readonly stepCount: number } | null = null;
  private turns = 0;
  private idle = 0;
  /** How often each goal was given: one said "done" three times but still unmet is given up on. */
  private readonly repeats = new Map<string, number>();

  constructor(private readonly options: GoalCommanderOptions = {}) {
    this.kind = options.style === 'plain' ? 'rule-based-plain' : 'rule-based';
  }

  async next(turn: CommanderSeatTurn): Promise<CommanderSeatMove> {
    const commander = (this.commander ??= new RuleBasedCommander(turn.task as TaskRef, this.options.library ?? builtinLibrary()));
    const { world, dialogue } = turn;
    if (this.given) {
      const replies = dialogue.slice(this.given.at + 1).filter((u) => u.speaker === 'Follower');
      const reply = replies[replies.length - 1];
      if (!reply) return { kind: 'wait' };
      const answered = dialogue[dialogue.length - 1]?.speaker === 'Commander';
      if (reply.text.trim().endsWith('?')) {
        if (answered) return { kind: 'wait' };
        return { kind: 'say', text: this.answer(world, this.given.goal, reply.text) };
      }
      const acted = world.stepCount !== this.given.stepCount;
      this.idle = acted ? 0 : this.idle + 1;
      const key = goalKey(this.given.goal);
      const tries = (this.repeats.get(key) ?? 0) + 1;
      this.repeats.set(key, tries);
      if (/^I can't/i.test(reply.text) || !acted || tries >= MAX_REPEATS) commander.refuse(this.given.goal, /\[unreachable ([^\]]+)\]/.exec(reply.text)?.[1]);
      this.given = null;
    }
    const check = turn.tools.progressCheck();
    if (check.success) return { kind: 'finish' };
    if (this.turns >= (this.options.maxTurns ?? 300)) return { kind: 'finish', reason: `The Commander gave up after ${this.turns} instructions.` };
    const next = commander.nextGoal(world);
    if (next.kind === 'done') return { kind: 'finish' };
    if (next.kind === 'stuck') return { kind: 'finish', reason: next.reason };
    const goal = next.goal;
    for (const id of [goal.objectId, ...(goal.destinationId ? [goal.destinationId] : [])]) turn.tools.search(id);
    this.turns++;
    this.given = { goal, at: dialogue.length, stepCount: world.stepCount };
    const plain = this.options.style === 'plain' ? qualified(world, goal, describeGoal(world, goal)) : describeGoal(world, goal);
    if (this.options.style === 'plain') return { kind: 'say', text: plain };
    const instruction = instructionFor(world, goal);
    if (!instruction) return { kind: 'finish', reason: 'The Commander lost track of an object.' };
    return { kind: 'say', text: `${plain} (${formatInstruction(instruction)})` };
  }

  /** "Which mug: ...?" answered with where the goal's object (or its destination, if that is what is asked about) is. */
  private answer(world: World, goal: Goal, question: string): string {
    const asked = /^Which ([^:?]+)/i.exec(question.trim())?.[1]?.trim().toLowerCase();
    const d = goal.destinationId === undefined ? undefined : getObject(world, goal.destinationId);
    const o = d && asked === displayName(d.objectType).toLowerCase() ? d : getObject(world, goal.objectId);
    if (!o) return 'Any of them.';
    const mine = telling(world, o);
    return `The ${mine ? `${mine} ` : ''}one ${whereIs(world, o)}.`;
  }
}

/** The states that tell an object from others of its type, as a person would name them. */
function adjectives(o: SimObject): string[] {
  const out: string[] = [];
  if (o.cookable && o.isCooked) out.push(o.objectType === 'BreadSliced' ? 'toasted' : 'cooked');
  if (o.dirtyable) out.push(o.isDirty ? 'dirty' : 'clean');
  if (o.canFillWithLiquid) out.push(o.isFilledWithLiquid ? 'full' : 'empty');
  return out;
}

/**
 * "The bread slice is on the counter." becomes "The toasted bread slice is on the counter." when
 * another bread slice in the same place is not toasted: a person names what tells them apart.
 */
export function qualified(world: World, goal: Goal, text: string): string {
  const o = getObject(world, goal.objectId);
  if (!o) return text;
  let out = text;
  const mine = telling(world, o);
  if (mine) out = out.replace(`The ${displayName(o.objectType)} is`, `The ${mine} ${displayName(o.objectType)} is`);
  const d = goal.destinationId === undefined ? undefined : getObject(world, goal.destinationId);
  const theirs = d ? telling(world, d) : null;
  if (d && theirs) out = out.replace(new RegExp(` the ${displayName(d.objectType)}( \\(|\\.)`), ` the ${theirs} ${displayName(d.objectType)}$1`);
  return out;
}

/** The adjectives that tell an object from others of its type in the same place, or null. */
function telling(world: World, o: SimObject): string | null {
  const here = whereIs(world, o);
  const twins = world.objects.filter((x) => !x.disabled && x.objectId !== o.objectId && x.objectType === o.objectType && whereIs(world, x) === here);
  if (twins.length === 0) return null;
  const words = adjectives(o).filter((a) => twins.some((t) => !adjectives(t).includes(a)));
  return words.length === 0 ? null : words.join(', ');
}
