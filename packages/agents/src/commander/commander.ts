/**
 * The rule-based Commander: it runs the Progress Check, takes the first unmet subgoal, and turns
 * the problem keys of its first workable object into a goal for the Follower. It plays
 * SearchObject too: it reads the world to find objects and to choose where things should go (by
 * asking the checker "what if", see what-if.ts). Goals the Follower could not do are not given
 * again; other objects of the same type are tried instead.
 */
import { catalogEntry, getObject, isKnownType, snapshotObjects, type SimObject, type ThorObjectMetadata, type World } from '@chorehouse/sim';
import { builtinLibrary, progressCheckInWorld, type ProblemKey, type ProgressCheckOutcome, type Subgoal, type TaskLibrary } from '@chorehouse/tdl';
import { goalMet, type Goal } from '../follower/goal.js';
import { fitsAll } from '../nav/packing.js';
import { closedEnclosure, couldFit, flatDistance, isInside, live, ofType } from '../world/queries.js';
import { goalsForProblem, type GoalIntent } from './problem-goals.js';
import { goalConditionsSatisfied, relocated, type TaskRef } from './what-if.js';

export type CommanderTurn =
  | { readonly kind: 'done' }
  | { readonly kind: 'goal'; readonly goal: Goal; readonly subgoal: string }
  | { readonly kind: 'stuck'; readonly reason: string };

/** Destination candidates tried per Put (the nearest first). */
const MAX_DESTINATIONS = 40;

export const goalKey = (g: Goal): string => `${g.verb} ${g.objectId}${g.destinationId ? ` ${g.destinationId}` : ''}`;

export class RuleBasedCommander {
  private readonly refused = new Set<string>();
  /** Objects the Follower could not reach from anywhere: no goal and no destination uses them again. */
  private readonly unreachable = new Set<string>();

  constructor(readonly task: TaskRef, readonly library: TaskLibrary = builtinLibrary()) {}

  check(world: World): ProgressCheckOutcome {
    return progressCheckInWorld(this.library, this.task, world);
  }

  /** The Follower could not do this goal; do not ask again (nor anything with an object it cannot reach). */
  refuse(goal: Goal, unreachableObjectId?: string): void {
    this.refused.add(goalKey(goal));
    if (unreachableObjectId !== undefined) this.unreachable.add(unreachableObjectId);
  }

  nextGoal(world: World, outcome: ProgressCheckOutcome = this.check(world)): CommanderTurn {
    if (!outcome.ok) return { kind: 'stuck', reason: `The task does not instantiate: ${outcome.errors.map((e) => e.message).join('; ')}` };
    if (outcome.result.success) return { kind: 'done' };
    const whatIf = new WhatIf(this.library, this.task, world, outcome.goalConditions.satisfied);
    for (const subgoal of outcome.result.subgoals) {
      if (subgoal.success || subgoal.problemKeys.kind !== 'byObject') continue;
      const label = subgoal.kind === 'task' ? subgoal.description : subgoal.name;
      const entries = [...subgoal.problemKeys.entries];
      const moving = entries
        .filter(([, keys]) => keys.some((k) => k.property_name === 'parentReceptacles'))
        .map(([id]) => getObject(world, id))
        .filter((o): o is SimObject => o !== undefined);
      for (const [objectId, keys] of entries) {
        const obj = getObject(world, objectId);
        const goal = obj ? this.firstGoal(world, obj, keys, whatIf, moving) : null;
        if (goal) return { kind: 'goal', goal, subgoal: label };
      }
      const other = this.alternative(world, entries, whatIf, moving);
      if (other) return { kind: 'goal', goal: other, subgoal: label };
    }
    return { kind: 'stuck', reason: unmetSummary(outcome.result.subgoals) };
  }

  private firstGoal(world: World, obj: SimObject, keys: readonly ProblemKey[], whatIf: WhatIf, moving: readonly SimObject[]): Goal | null {
    for (const intent of goalsForProblem(obj, keys)) {
      const goal = this.resolve(world, intent, whatIf, moving);
      if (goal) return goal;
    }
    return null;
  }

  /** `moving`: the objects this subgoal still has to move (room is wanted for all of them). */
  private resolve(world: World, intent: GoalIntent, whatIf: WhatIf, moving: readonly SimObject[]): Goal | null {
    if (this.unreachable.has(intent.objectId)) return null;
    if (intent.verb !== 'Put') {
      const goal = { verb: intent.verb, objectId: intent.objectId };
      return this.refused.has(goalKey(goal)) || goalMet(world, goal) ? null : goal;
    }
    const head = getObject(world, intent.objectId);
    const wanted = intent.receptacleType;
    if (!head || wanted === undefined) return null;
    const usable = (t: SimObject) => t.receptacle && t.objectId !== head.objectId && !this.unreachable.has(t.objectId) && !isInside(world, t.objectId, head.objectId) &&
      couldFit(world, head, t) && !this.refused.has(goalKey({ verb: 'Put', objectId: head.objectId, destinationId: t.objectId }));
    // Out in the open first (a plate on the table, not one shut in a cabinet), then with room for
    // everything that still has to go there, then the nearest.
    const movers = moving.some((m) => m.objectId === head.objectId) ? moving : [head, ...moving];
    const ranked = (list: readonly SimObject[], roomy: boolean) => list
      .filter((t) => usable(t) && (!roomy || fitsAll(world, t, movers)))
      .map((t) => ({ t, shut: closedEnclosure(world, t.objectId) ? 1 : 0, d: flatDistance(head, t) }))
      .sort((a, b) => a.shut - b.shut || a.d - b.d || (a.t.objectId < b.t.objectId ? -1 : 1))
      .slice(0, MAX_DESTINATIONS)
      .map((c) => c.t);
    // The problem key names one type of the tail (the first candidate's); a relation over a class
    // ("Tables") takes any member, so the other receptacles of the same classes come next. Where
    // everything still to come fits is asked first: one cabinet for all the plates, not the
    // nearest one that fills up halfway.
    const best = whatIf.bestDestination(head.objectId, ranked(ofType(world, wanted), true)) ??
      whatIf.bestDestination(head.objectId, ranked(classmates(world, wanted), true)) ??
      whatIf.bestDestination(head.objectId, ranked(ofType(world, wanted), false)) ??
      whatIf.bestDestination(head.objectId, ranked(classmates(world, wanted), false));
    return best ? { verb: 'Put', objectId: head.objectId, destinationId: best } : null;
  }

  /**
   * The subgoal's objects are all refused or out of reach: try the same goals on other objects of
   * their type (another mug for the coffee, another slice for the plate; a Put only where the
   * checker says it helps).
   */
  private alternative(world: World, entries: readonly (readonly [string, readonly ProblemKey[]])[], whatIf: WhatIf, moving: readonly SimObject[]): Goal | null {
    for (const [objectId, keys] of entries) {
      const obj = getObject(world, objectId);
      if (!obj) continue;
      const others = live(world)
        .filter((o) => o.objectType === obj.objectType && o.objectId !== objectId && !this.unreachable.has(o.objectId))
        .sort((a, b) => flatDistance(obj, a) - flatDistance(obj, b) || (a.objectId < b.objectId ? -1 : 1));
      for (const other of others) {
        for (const intent of goalsForProblem(other, keys)) {
          if (intent.verb === 'Put') {
            const put = this.resolve(world, intent, whatIf, moving);
            if (put) return put;
            continue;
          }
          const goal = { verb: intent.verb, objectId: other.objectId };
          if (!this.refused.has(goalKey(goal)) && !goalMet(world, goal)) return goal;
        }
      }
    }
    return null;
  }
}

/** Answers "where should this go" with the checker, one snapshot per turn. */
class WhatIf {
  private snapshot: ThorObjectMetadata[] | null = null;

  constructor(private readonly library: TaskLibrary, private readonly task: TaskRef, private readonly world: World, private readonly baseline: number) {}

  /** The candidate that raises the goal conditions most (the nearest among equals), or null. */
  bestDestination(objectId: string, candidates: readonly SimObject[]): string | null {
    if (candidates.length === 0) return null;
    this.snapshot ??= snapshotObjects(this.world);
    let best: string | null = null;
    let bestScore = this.baseline;
    for (const c of candidates) {
      const score = goalConditionsSatisfied(this.library, this.task, this.world, relocated(this.world, this.snapshot, objectId, c.objectId));
      if (score > bestScore) [best, bestScore] = [c.objectId, score];
    }
    return best;
  }
}

/** Receptacles of other types that share a TEACh class with `type` (DiningTable for Shelf: both Tables). */
function classmates(world: World, type: string): SimObject[] {
  if (!isKnownType(type)) return [];
  const classes = new Set(catalogEntry(type).objectClasses.filter((c) => c !== type));
  return live(world).filter((o) => o.receptacle && o.objectType !== type && o.simbotObjectClass.some((c) => classes.has(c)));
}

function unmetSummary(subgoals: readonly Subgoal[]): string {
  const unmet = subgoals.filter((s) => !s.success).map((s) => (s.kind === 'task' ? s.description : s.name));
  return `No unmet step can be turned into something the Follower can do (${unmet.join('; ')}).`;
}
