/**
 * The practice Follower over the wire. A Commander line with the instruction template (the
 * rule-based Commander's "(Clean Mug at -1.95 1.45)") is followed exactly, as before; any other
 * line is plain English, read by the text Follower: it maps the person's words to text commands,
 * carries them out with real actions, asks a short question when it cannot tell which object is
 * meant, and says "Done." or why it cannot.
 */
import { withoutHiddenCharacters, type EventRecord } from '@chorehouse/protocol';
import type { Outcome } from '@chorehouse/sim';
import { extractInstruction, resolveInstruction } from '../commander/instruction.js';
import { RuleBasedFollower } from '../follower/follower.js';
import type { FollowerSeat, SeatUtterance } from '../seats/seat.js';
import { TextFollowerSeat } from '../text/text-follower-seat.js';
import { WireBot, type BotLink, type WireBotOptions } from './wire-bot.js';

const DEFAULT_MAX_STEPS = 400;

export interface WireFollowerOptions extends WireBotOptions {
  /** Who reads plain English (default: the text Follower, partial observability). */
  readonly seat?: FollowerSeat;
}

export class WireFollowerBot extends WireBot {
  private answered = -1;
  private readonly seat: FollowerSeat;

  constructor(link: BotLink, options: WireFollowerOptions = {}) {
    super(link, options);
    this.seat = options.seat ?? new TextFollowerSeat();
  }

  protected async play(): Promise<void> {
    const follower = new RuleBasedFollower();
    // After a restart, instructions already answered stay answered.
    const lastOwn = [...this.mirror.events].reverse().find((e) => e.kind === 'chat' && e.role === 'follower');
    this.answered = lastOwn?.seq ?? -1;
    for (;;) {
      await this.until(() => this.latestInstruction() !== null);
      if (this.ended) return;
      const line = this.latestInstruction()!;
      this.answered = line.seq;
      const text = line.kind === 'chat' ? line.text : '';
      if (templateOf(text) !== null) await this.obey(follower, text);
      else await this.converse();
      if (this.ended) return;
    }
  }

  private latestInstruction(): EventRecord | null {
    const last = [...this.mirror.events].reverse().find((e) => e.kind === 'chat' && e.role === 'commander');
    return last && last.seq > this.answered ? last : null;
  }

  private async say(text: string): Promise<void> {
    // A model's words may hold characters the server refuses in a worker's text (workerText); they are dropped, as a text box drops them.
    await this.send({ type: 'chat', text: withoutHiddenCharacters(text).slice(0, 480) });
  }

  /** The chat without the template exchanges, as the text Follower reads it. */
  private plainDialogue(): SeatUtterance[] {
    const out: SeatUtterance[] = [];
    for (const e of this.mirror.events) {
      if (e.kind !== 'chat') continue;
      if (e.role === 'commander' && templateOf(e.text) !== null) continue;
      out.push({ speaker: e.role === 'commander' ? 'Commander' : 'Follower', text: e.text });
    }
    return out;
  }

  /** Lets the text Follower act and talk until it waits for the Commander. */
  private async converse(): Promise<void> {
    let lastOutcome: Outcome | null = null;
    const maxSteps = this.options.maxStepsPerGoal ?? DEFAULT_MAX_STEPS;
    for (let steps = 0; steps < maxSteps;) {
      const move = await this.seat.next({ world: this.mirror.world!, dialogue: this.plainDialogue(), lastOutcome });
      lastOutcome = null;
      if (move.kind === 'wait') return;
      if (move.kind === 'say') {
        await this.say(move.text);
        if (this.ended) return;
        // Its own line is not an instruction to answer.
        this.answered = Math.max(this.answered, this.latestCommanderSeq());
        continue;
      }
      await this.pace();
      const a = move.action;
      const reply = await this.send({ type: 'action', name: a.name, ...('x' in a ? { x: a.x, y: a.y } : {}) });
      if (this.ended) return;
      if (!reply.ok) return this.say(`I can't: ${reply.error.message}`);
      lastOutcome = reply.outcome;
      steps++;
    }
    return this.say("I can't: that took too many steps.");
  }

  private latestCommanderSeq(): number {
    const last = [...this.mirror.events].reverse().find((e) => e.kind === 'chat' && e.role === 'commander');
    return last?.seq ?? -1;
  }

  private async obey(follower: RuleBasedFollower, text: string): Promise<void> {
    const goal = resolveInstruction(this.mirror.world!, templateOf(text)!);
    if (!goal) return this.say("Sorry, I can't find that.");
    follower.assign(goal);
    const maxSteps = this.options.maxStepsPerGoal ?? DEFAULT_MAX_STEPS;
    for (let steps = 0; steps < maxSteps; steps++) {
      const move = follower.next(this.mirror.world!);
      if (move.kind === 'done') return this.say('Done.');
      if (move.kind === 'failed') return this.say(`I can't: ${move.reason}${move.unreachable ? ` [unreachable ${move.unreachable}]` : ''}`);
      await this.pace();
      const a = move.action;
      const reply = await this.send({ type: 'action', name: a.name, ...('x' in a ? { x: a.x, y: a.y } : {}) });
      if (this.ended) return;
      if (!reply.ok) return this.say(`I can't: ${reply.error.message}`);
      follower.observe(reply.outcome);
    }
    return this.say("I can't: that took too many steps.");
  }
}

function templateOf(text: string) {
  const heard = extractInstruction(text);
  return heard.ok ? heard.instruction : null;
}
