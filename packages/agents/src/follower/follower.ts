/**
 * The rule-based Follower: given a goal, it decides the next object interaction (the goal's policy
 * plus chores), turns it into a queue of low-level actions (the path to a viewpoint, then the
 * click), and hands them out one at a time. After every interaction it decides again from the
 * world as it now is. Chores are undone as soon as they are no longer in the way: appliances it
 * switched on go off, containers it opened are closed.
 */
import { getObject, isObjectAction, type Action, type Outcome, type World } from '@chorehouse/sim';
import { findViewpoint } from '../nav/viewpoint.js';
import { isInside } from '../world/queries.js';
import { act, type Act, type Decision } from './decision.js';
import { goalMet, type Goal } from './goal.js';
import { newMemory, type FollowerMemory } from './memory.js';
import { PlanContext } from './plan-context.js';
import { decide } from './policy.js';

export type FollowerMove =
  | { readonly kind: 'act'; readonly action: Action; readonly note: string }
  | { readonly kind: 'done' }
  /** `unreachable`: an object the goal needs that cannot be clicked from anywhere (so it is no use asking again). */
  | { readonly kind: 'failed'; readonly reason: string; readonly unreachable?: string };

export interface FollowerOptions {
  /** Object interactions allowed per goal before the Follower gives up on it. */
  readonly maxInteractionsPerGoal?: number;
}

interface Queued {
  readonly action: Action;
  /** Set on the object action that ends a queue. */
  readonly decision: Act | null;
}

/** How often one call may re-decide after finding an object out of reach. */
const MAX_REDECIDE = 6;

export class RuleBasedFollower {
  readonly memory: FollowerMemory = newMemory();
  private goalNow: Goal | null = null;
  private queue: Queued[] = [];
  private issued: Queued | null = null;
  private interactions = 0;
  private readonly maxInteractions: number;

  constructor(options: FollowerOptions = {}) {
    this.maxInteractions = options.maxInteractionsPerGoal ?? 80;
  }

  get goal(): Goal | null {
    return this.goalNow;
  }

  assign(goal: Goal): void {
    this.goalNow = goal;
    this.queue = [];
    this.issued = null;
    this.interactions = 0;
    this.memory.tools.clear();
    this.memory.full.clear();
    this.memory.repack.clear();
    this.memory.relocating.clear();
    this.memory.unusable.clear();
  }

  /** The next action toward the goal, or the goal's end (done or failed). */
  next(world: World): FollowerMove {
    const goal = this.goalNow;
    if (!goal) return { kind: 'failed', reason: 'I have nothing to do.' };
    const queued = this.queue.shift();
    if (queued) {
      this.issued = queued;
      return { kind: 'act', action: queued.action, note: queued.decision?.note ?? 'walk' };
    }
    if (this.interactions >= this.maxInteractions) return this.stop({ kind: 'failed', reason: `I gave up after ${this.interactions} interactions.` });
    for (let attempt = 0; attempt < MAX_REDECIDE; attempt++) {
      const ctx = new PlanContext(world, this.memory, goal);
      const decision = this.withChores(ctx, decide(ctx));
      if (decision.kind === 'fail') return this.stop({ kind: 'failed', reason: decision.reason });
      if (decision.kind === 'done') {
        if (!goalMet(world, goal)) return this.stop({ kind: 'failed', reason: 'I thought I was done, but I am not.' });
        this.memory.keep.add(goal.objectId);
        if (goal.destinationId) this.memory.keep.add(goal.destinationId);
        return this.stop({ kind: 'done' });
      }
      const vp = decision.viewpoint ? { ok: true as const, viewpoint: decision.viewpoint } : findViewpoint(world, decision.objectId, decision.action, { field: ctx.field });
      if (!vp.ok) {
        if (vp.reason === 'action_fails') return this.stop({ kind: 'failed', reason: vp.message });
        if (decision.objectId === goal.objectId || decision.objectId === goal.destinationId || this.memory.unusable.has(decision.objectId)) {
          return this.stop({ kind: 'failed', reason: vp.message, unreachable: decision.objectId });
        }
        this.memory.unusable.add(decision.objectId);
        continue;
      }
      const v = vp.viewpoint;
      this.queue = [
        ...v.moves.map((name) => ({ action: { name }, decision: null })),
        { action: { name: decision.action, x: v.click.x, y: v.click.y }, decision },
      ];
      const first = this.queue.shift()!;
      this.issued = first;
      return { kind: 'act', action: first.action, note: decision.note };
    }
    return this.stop({ kind: 'failed', reason: 'Nothing I need is within reach.' });
  }

  /** What the last action did; a failure drops the rest of the queue (the next call re-plans). */
  observe(outcome: Outcome): void {
    const issued = this.issued;
    this.issued = null;
    if (!outcome.success) {
      this.queue = [];
      return;
    }
    const d = issued?.decision;
    if (!d || !isObjectAction(issued.action.name)) return;
    this.interactions++;
    if (d.remember === 'opened') this.memory.opened.add(d.objectId);
    if (d.remember === 'switchedOn') this.memory.switchedOn.add(d.objectId);
  }

  private stop(move: FollowerMove): FollowerMove {
    this.queue = [];
    this.issued = null;
    if (move.kind !== 'act') this.goalNow = null;
    return move;
  }

  /**
   * Undo chores that are no longer needed before doing anything else: switch off what was
   * switched on for a moment, close what was opened on the way, unless this decision uses it.
   */
  private withChores(ctx: PlanContext, decision: Decision): Decision {
    // A failing goal ends here; closing its containers first would only reopen them next time.
    if (decision.kind === 'fail') return decision;
    const w = ctx.world;
    const uses = (id: string) => decision.kind === 'act' && (decision.objectId === id || isInside(w, decision.objectId, id));
    for (const id of [...this.memory.switchedOn]) {
      const o = getObject(w, id);
      if (!o?.isToggled || this.memory.unusable.has(id)) { this.memory.switchedOn.delete(id); continue; }
      if (!uses(id)) return act('ToggleOff', id, `switch the ${o.objectType} off again`);
    }
    for (const id of [...this.memory.opened]) {
      const o = getObject(w, id);
      if (!o?.isOpen || this.memory.unusable.has(id)) { this.memory.opened.delete(id); continue; }
      if (!uses(id)) return act('Close', id, `close the ${o.objectType} again`);
    }
    return decision;
  }
}
