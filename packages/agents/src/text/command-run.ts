/**
 * The low-level controller: a text command carried out as ordinary Follower actions, one at a
 * time. Simple commands walk to a viewpoint and click (the viewpoint search); the ones that need
 * several interactions (clean, cook, put into a closed fridge, ...) are goals for the rule-based
 * Follower, which plans them with the same planner. Nothing here steps the world: the caller does,
 * so a text session is an ordinary, logged session.
 */
import { ancestorsOf, getObject, type Action, type ObjectActionName, type Outcome, type World } from '@chorehouse/sim';
import { RuleBasedFollower } from '../follower/follower.js';
import type { Goal, GoalVerb } from '../follower/goal.js';
import { findViewpoint } from '../nav/viewpoint.js';
import { approach } from './approach.js';
import type { CommandVerb, TextCommand } from './commands.js';

export type RunMove =
  | { readonly kind: 'act'; readonly action: Action }
  | { readonly kind: 'end'; readonly ok: boolean; readonly why?: string };

export interface CommandRun {
  next(world: World): RunMove;
  observe(outcome: Outcome): void;
}

/** Follower actions one command may take before it is cut off. */
export const MAX_ACTIONS_PER_COMMAND = 400;

/**
 * How each command verb is carried out: a single click, a goal the planner reaches, a walk, a take,
 * or nothing in the world (the text view answers it). A `Record` over every verb, so a new verb is
 * a compile error here until it says how it runs.
 */
type HowRun = { readonly click: ObjectActionName } | { readonly goal: GoalVerb } | 'take' | 'walk' | 'view';
const HOW: Readonly<Record<CommandVerb, HowRun>> = {
  look: 'view', inventory: 'view', examine: 'view', go: 'walk', take: 'take',
  // Opening is a goal, as putting is: a running microwave is switched off first (the simulator will not open it running).
  open: { goal: 'Open' }, close: { click: 'Close' }, pour: { click: 'Pour' },
  put: { goal: 'Put' }, 'turn on': { goal: 'ToggleOn' }, 'turn off': { goal: 'ToggleOff' }, slice: { goal: 'Slice' },
  clean: { goal: 'Clean' }, cook: { goal: 'Cook' }, boil: { goal: 'Boil' }, fill: { goal: 'Fill' }, empty: { goal: 'Empty' }, coffee: { goal: 'Coffee' },
};

export function startCommand(command: TextCommand): CommandRun {
  const how = HOW[command.verb];
  if (how === 'take') return new TakeRun(command.objectId!);
  if (how === 'walk') return new WalkRun(command.objectId!);
  if (how === 'view') return { next: () => ({ kind: 'end', ok: true }), observe: () => undefined };
  if ('click' in how) return new ClickRun(how.click, command.verb === 'pour' ? command.otherId! : command.objectId!);
  const goal: Goal = { verb: how.goal, objectId: command.objectId!, ...(how.goal === 'Put' ? { destinationId: command.otherId! } : {}) };
  return new GoalRun(goal);
}

/** A fixed list of actions planned at the first call; a failed action ends it. */
abstract class QueueRun implements CommandRun {
  private queue: Action[] | null = null;
  private failed: string | null = null;

  protected abstract plan(world: World): Action[] | string;

  next(world: World): RunMove {
    if (this.failed !== null) return { kind: 'end', ok: false, why: this.failed };
    if (this.queue === null) {
      const planned = this.plan(world);
      if (typeof planned === 'string') return { kind: 'end', ok: false, why: planned };
      this.queue = planned;
    }
    const action = this.queue.shift();
    return action ? { kind: 'act', action } : { kind: 'end', ok: true };
  }

  observe(outcome: Outcome): void {
    if (!outcome.success) this.failed = outcome.message;
  }
}

class WalkRun extends QueueRun {
  constructor(private readonly objectId: string) { super(); }
  protected plan(world: World): Action[] | string {
    const r = approach(world, this.objectId);
    return r.ok ? r.moves.map((name) => ({ name })) : r.message;
  }
}

class ClickRun extends QueueRun {
  constructor(private readonly action: ObjectActionName, private readonly objectId: string) { super(); }
  protected plan(world: World): Action[] | string {
    const vp = findViewpoint(world, this.objectId, this.action);
    if (!vp.ok) return vp.message;
    const v = vp.viewpoint;
    return [...v.moves.map((name) => ({ name })), { name: this.action, x: v.click.x, y: v.click.y }];
  }
}

class GoalRun implements CommandRun {
  private readonly follower = new RuleBasedFollower();
  private actions = 0;

  constructor(goal: Goal) {
    this.follower.assign(goal);
  }

  next(world: World): RunMove {
    if (this.actions >= MAX_ACTIONS_PER_COMMAND) return { kind: 'end', ok: false, why: 'That took too many steps.' };
    const move = this.follower.next(world);
    if (move.kind === 'done') return { kind: 'end', ok: true };
    if (move.kind === 'failed') return { kind: 'end', ok: false, why: move.reason };
    this.actions++;
    return { kind: 'act', action: move.action };
  }

  observe(outcome: Outcome): void {
    this.follower.observe(outcome);
  }
}

/** Fixed surfaces a held object is set down on to free the hand. */
const SET_DOWN = new Set(['CounterTop', 'DiningTable', 'SideTable', 'CoffeeTable', 'Desk', 'Dresser', 'Shelf']);

/** Where to set the held object down before taking `targetId`: the surface the target is on, else the nearest one. */
function setDownSpot(world: World, targetId: string): string | null {
  const target = getObject(world, targetId);
  const parent = target?.parentId ? getObject(world, target.parentId) : undefined;
  if (parent && SET_DOWN.has(parent.objectType)) return parent.objectId;
  const f = world.follower;
  const surfaces = world.objects.filter((o) => !o.disabled && SET_DOWN.has(o.objectType));
  surfaces.sort((a, b) => Math.hypot(a.position.x - f.x, a.position.z - f.z) - Math.hypot(b.position.x - f.x, b.position.z - f.z));
  return surfaces[0]?.objectId ?? null;
}

/**
 * Take: the click, after setting down what the hand holds (a Put goal for the rule-based Follower:
 * on the surface the object to take stands on, else the nearest counter or table).
 */
class TakeRun implements CommandRun {
  private freeing: GoalRun | null = null;
  private click: ClickRun | null = null;
  private opening: { readonly objectId: string; readonly run: GoalRun } | null = null;

  constructor(private readonly objectId: string) {}

  next(world: World): RunMove {
    const held = world.follower.heldObjectId;
    if (held === this.objectId) return { kind: 'end', ok: true };
    if (this.click === null && held !== null) {
      if (this.freeing === null) {
        const spot = setDownSpot(world, this.objectId);
        if (spot === null) return { kind: 'end', ok: false, why: 'There is nowhere to put down what you hold.' };
        this.freeing = new GoalRun({ verb: 'Put', objectId: held, destinationId: spot });
      }
      const move = this.freeing.next(world);
      if (move.kind === 'act' || !move.ok) return move;
    }
    // "Take the wine bottle out of the cabinet": a thing shut away is let out first (an Open goal
    // for the rule-based Follower, which switches a running microwave off on the way).
    if (this.click === null) {
      const shut = ancestorsOf(world, this.objectId).find((a) => a.openable && !a.isOpen);
      if (shut && (this.opening === null || this.opening.objectId !== shut.objectId)) this.opening = { objectId: shut.objectId, run: new GoalRun({ verb: 'Open', objectId: shut.objectId }) };
      if (shut && this.opening) {
        const move = this.opening.run.next(world);
        if (move.kind === 'act' || !move.ok) return move;
      }
    }
    this.click ??= new ClickRun('Pickup', this.objectId);
    return this.click.next(world);
  }

  observe(outcome: Outcome): void {
    (this.click ?? this.opening?.run ?? this.freeing)?.observe(outcome);
  }
}
