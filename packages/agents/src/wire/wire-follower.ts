/**
 * The rule-based Follower over the wire: it reads the Commander's latest chat line, parses the
 * instruction template, and acts with real actions until the goal is met; then says "Done." or why
 * it cannot. Free text it cannot parse gets a plain answer.
 */
import { RuleBasedFollower } from '../follower/follower.js';
import { extractInstruction, resolveInstruction } from '../commander/instruction.js';
import type { EventRecord } from '@chorehouse/protocol';
import { WireBot } from './wire-bot.js';

const DEFAULT_MAX_STEPS = 400;

export class WireFollowerBot extends WireBot {
  private answered = -1;

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
      await this.obey(follower, line.kind === 'chat' ? line.text : '');
      if (this.ended) return;
    }
  }

  private latestInstruction(): EventRecord | null {
    const last = [...this.mirror.events].reverse().find((e) => e.kind === 'chat' && e.role === 'commander');
    return last && last.seq > this.answered ? last : null;
  }

  private async say(text: string): Promise<void> {
    await this.send({ type: 'chat', text: text.slice(0, 480) });
  }

  private async obey(follower: RuleBasedFollower, text: string): Promise<void> {
    const heard = extractInstruction(text);
    if (!heard.ok) return this.say(`Sorry, I only follow instructions like "(Pickup Mug at 1.00 -0.50)". ${heard.error}`);
    const goal = resolveInstruction(this.mirror.world!, heard.instruction);
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
