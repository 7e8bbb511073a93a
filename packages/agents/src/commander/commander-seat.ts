/**
 * The rule-based Commander as a seat: it speaks first (a greeting and the first step), gives one step
 * at a time in plain words, answers "where is X?" from its search, and re-checks progress when the
 * Follower reports ("done", "I can't find it") or when the step is visibly done (TEACh's Commander
 * sees the Follower's view). Progress Checks and searches go through `CommanderTools`, so they count.
 *
 * `template: true` adds the coordinate template in parentheses to each step, for the old rule-based
 * Follower that parses nothing else (the headless pair and bot-against-bot games); people never get it.
 */
import { getObject, type World } from '@chorehouse/sim';
import { builtinLibrary, type TaskLibrary } from '@chorehouse/tdl';
import { goalMet, type Goal } from '../follower/goal.js';
import type { CommanderSeat, CommanderSeatMove, CommanderSeatTurn, CommanderTools, SearchHit } from '../seats/seat.js';
import { RuleBasedCommander } from './commander.js';
import { readFollowerLine, THING_SYNONYMS } from './follower-lines.js';
import { formatInstruction, instructionFor } from './instruction.js';
import { greeting, plainStep } from './plain-steps.js';
import { nameOf, placeOf } from './refer.js';

export interface RuleBasedCommanderSeatOptions {
  /** Append the coordinate template "(Clean Mug at -1.95 1.45)" for the old rule-based Follower. */
  readonly template?: boolean;
  readonly library?: TaskLibrary;
}

interface Step {
  readonly goal: Goal;
  /** Times the Follower said it could not do it. */
  failures: number;
}

export class RuleBasedCommanderSeat implements CommanderSeat {
  readonly kind = 'rule-based';
  private commander: RuleBasedCommander | null = null;
  private step: Step | null = null;
  /** Dialogue lines already read. */
  private heard = 0;
  private greeted = false;
  /** The last step was given because the previous one was seen done, before the Follower said so. */
  private movedOnUnasked = false;

  constructor(private readonly options: RuleBasedCommanderSeatOptions = {}) {}

  /** The step it asked for last (for harnesses' logs and tests), or null before the first. */
  get currentGoal(): Goal | null {
    return this.step?.goal ?? null;
  }

  async next(turn: CommanderSeatTurn): Promise<CommanderSeatMove> {
    this.commander ??= new RuleBasedCommander(turn.task, this.options.library ?? builtinLibrary());
    const fresh = turn.dialogue.slice(this.heard).filter((u) => u.speaker === 'Follower');
    this.heard = turn.dialogue.length;
    const last = fresh[fresh.length - 1];
    const read = last ? readFollowerLine(last.text) : null;
    // An acknowledgement ("ok", "hi") asks for nothing: as if nothing was said.
    const line = read?.kind === 'ack' && this.greeted ? null : read;
    if (line?.kind === 'where' && !this.options.template) return { kind: 'say', text: this.answerWhere(turn, line.thing) };
    // The old rule-based Follower always reports; wait for its word rather than the world's.
    const stepDone = this.step !== null && goalMet(turn.world, this.step.goal) && (line !== null || !this.options.template);
    // "Done" for the step already seen done and moved on from.
    if (line !== null && this.movedOnUnasked) {
      this.movedOnUnasked = false;
      if (line.kind === 'done' && !stepDone) return { kind: 'wait' };
    }
    if (this.greeted && !stepDone && line === null) return { kind: 'wait' };
    if (this.greeted && !stepDone && line?.kind === 'question' && this.step && !this.options.template) return { kind: 'say', text: this.hint(turn, this.step.goal) };
    if (this.greeted && !stepDone && (line?.kind === 'other' || line?.kind === 'question')) return { kind: 'say', text: this.step ? `Sorry, I didn't get that. ${this.stepText(turn.world, this.step.goal)}` : 'Sorry?' };

    const check = turn.tools.progressCheck();
    if (check.success) return { kind: 'finish' };
    if (this.step && !stepDone && line) {
      const unreachable = last ? /\[unreachable ([^\]]+)\]/.exec(last.text)?.[1] : undefined;
      if (line.kind === 'cannot') {
        this.step.failures++;
        // A hint first (where things are); the second time, another way.
        if (this.step.failures < 2 && !this.options.template && !unreachable) return { kind: 'say', text: this.hint(turn, this.step.goal) };
        this.commander.refuse(this.step.goal, unreachable);
      } else if (this.options.template) {
        this.commander.refuse(this.step.goal);
      } else {
        return { kind: 'say', text: `Not quite yet. ${this.stepText(turn.world, this.step.goal)}` };
      }
    }
    const next = this.commander.nextGoal(turn.world);
    if (next.kind === 'done') return { kind: 'finish' };
    if (next.kind === 'stuck') return { kind: 'finish', reason: next.reason };
    this.step = { goal: next.goal, failures: 0 };
    for (const id of [next.goal.objectId, ...(next.goal.destinationId ? [next.goal.destinationId] : [])]) turn.tools.search(id);
    const text = this.stepText(turn.world, next.goal);
    this.movedOnUnasked = stepDone && line === null;
    if (this.greeted) return { kind: 'say', text: this.movedOnUnasked ? `Good. Next, ${lower(text)}` : text };
    this.greeted = true;
    return { kind: 'say', text: greeting(check.response.task_desc, text) };
  }

  private stepText(world: World, goal: Goal): string {
    const plain = plainStep(world, goal);
    if (!this.options.template) return plain;
    const instruction = instructionFor(world, goal);
    return instruction ? `${plain} (${formatInstruction(instruction)})` : plain;
  }

  /** Where the step's objects (and its tool) are, as a second try. */
  private hint(turn: CommanderSeatTurn, goal: Goal): string {
    const parts: string[] = [];
    for (const id of [goal.objectId, ...(goal.destinationId ? [goal.destinationId] : [])]) {
      const o = getObject(turn.world, id);
      if (o) parts.push(`The ${nameOf(o.objectType)} is ${placeOf(turn.world, o)}.`);
    }
    return `${parts.join(' ')} ${this.stepText(turn.world, goal)}`.trim();
  }

  /** "Where is X?": SearchObject by the words, then by other names for them; the hit the current step needs first, else the nearest. */
  private answerWhere(turn: CommanderSeatTurn, thing: string): string {
    const hits = searchThing(turn.tools, thing);
    if (hits.length === 0) return `I don't see any ${thing} here, sorry.`;
    const stepIds = this.step ? [this.step.goal.objectId, this.step.goal.destinationId] : [];
    const f = turn.world.follower;
    const dist = (h: SearchHit) => Math.hypot(h.position.x - f.x, h.position.z - f.z);
    const hit = hits.find((h) => stepIds.includes(h.objectId)) ?? [...hits].sort((a, b) => dist(a) - dist(b))[0]!;
    const o = getObject(turn.world, hit.objectId);
    if (!o) return `I don't see any ${thing} here, sorry.`;
    if (f.heldObjectId === o.objectId) return `You're holding the ${nameOf(o.objectType)}.`;
    const article = hits.length > 1 && !stepIds.includes(hit.objectId) ? 'There is a' : 'The';
    return `${article} ${nameOf(o.objectType)} ${article === 'The' ? 'is' : ''} ${placeOf(turn.world, o)}.`.replace(/\s+/g, ' ').replace(' .', '.');
  }
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** Search by the words, their singular, then other names for them. */
export function searchThing(tools: CommanderTools, thing: string): readonly SearchHit[] {
  const words = thing.trim().toLowerCase();
  const tries = [words, words.replace(/(?:es|s)$/, ''), words.replace(/s$/, ''), ...(THING_SYNONYMS[words] ?? THING_SYNONYMS[words.replace(/s$/, '')] ?? [])];
  const last = words.split(' ').at(-1);
  if (last && last !== words) tries.push(last, ...(THING_SYNONYMS[last] ?? []));
  for (const q of [...new Set(tries)].filter(Boolean)) {
    const hits = tools.search(q);
    if (hits.length) return hits;
  }
  return [];
}
