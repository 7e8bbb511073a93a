/**
 * One Follower's text world: what it knows (the view), the command under way, and the last
 * command's result. It never steps the simulator itself: `advance` hands out the next Follower
 * action of the command under way, the owner steps the world and reports the outcome with
 * `observe`. When a command ends, its result becomes the observation.
 */
import { getObject, type Action, type Outcome, type World } from '@chorehouse/sim';
import { startCommand, type CommandRun } from './command-run.js';
import type { AdmissibleCommand } from './commands.js';
import { describeHand, describeRoom, feedback } from './describe.js';
import { isLocation, type Observability, TextView } from './text-view.js';

export type Advance =
  | { readonly kind: 'act'; readonly action: Action }
  | { readonly kind: 'ended'; readonly ok: boolean; readonly feedback: string };

export class TextWorld {
  readonly view: TextView;
  /** The result of the last command (or the welcome). */
  lastFeedback: string;
  private pending: { readonly command: AdmissibleCommand; readonly run: CommandRun } | null = null;

  constructor(world: World, observability: Observability = 'partial') {
    this.view = new TextView(world, observability);
    this.lastFeedback = describeRoom(this.view, world);
  }

  get busy(): boolean {
    return this.pending !== null;
  }

  admissible(world: World): AdmissibleCommand[] {
    return this.view.admissible(world);
  }

  /** The admissible command spelled exactly so (spaces and case aside), or null. */
  exact(world: World, text: string): AdmissibleCommand | null {
    const want = normalize(text);
    return this.admissible(world).find((c) => c.text === want) ?? null;
  }

  /** The observation: the last result, then where the Follower is and what it holds. */
  observation(world: World): string {
    const f = this.lastFeedback;
    const here = this.view.location === null || f.startsWith('You arrive at') || f.startsWith('You are at') ? '' : ` You are at ${this.view.name(this.view.location)}.`;
    const hand = f.startsWith('You are carrying') || f.startsWith('You are not carrying') ? '' : ` ${describeHand(this.view, world)}`;
    return `${f}${here}${hand}`;
  }

  start(command: AdmissibleCommand): void {
    this.pending = { command, run: startCommand(command.command) };
  }

  advance(world: World): Advance {
    const p = this.pending;
    if (!p) return { kind: 'ended', ok: false, feedback: 'Nothing happens.' };
    const move = p.run.next(world);
    if (move.kind === 'act') return move;
    this.pending = null;
    this.settle(world, p.command, move.ok);
    this.lastFeedback = feedback(this.view, world, p.command.command, move.ok, move.why);
    return { kind: 'ended', ok: move.ok, feedback: this.lastFeedback };
  }

  observe(outcome: Outcome): void {
    this.pending?.run.observe(outcome);
  }

  /** After a command: what the Follower now sees, and where it now stands. */
  private settle(world: World, command: AdmissibleCommand, ok: boolean): void {
    this.view.see(world);
    if (!ok) return;
    const c = command.command;
    const placeOf = (id: string | undefined): string | null => {
      let o = id === undefined ? undefined : getObject(world, id);
      while (o && !isLocation(o)) o = o.parentId === null ? undefined : getObject(world, o.parentId);
      return o?.objectId ?? null;
    };
    switch (c.verb) {
      case 'go': case 'open':
        this.view.location = c.objectId ?? null;
        if (c.objectId) this.view.seeInside(world, c.objectId);
        break;
      case 'take': case 'put': case 'clean': case 'pour':
        this.view.location = placeOf(c.otherId) ?? this.view.location;
        break;
      case 'close': case 'turn on': case 'turn off':
        this.view.location = placeOf(c.objectId) ?? this.view.location;
        break;
      case 'look': case 'inventory': case 'examine':
        break;
      default:
        this.view.location = null;
    }
  }
}

const normalize = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, ' ');
