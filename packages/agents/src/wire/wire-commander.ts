/**
 * The rule-based Commander over the wire: Progress Check, SearchObject for what it will name, then
 * one chat line (plain English plus the instruction template); it waits for the Follower's answer
 * and finishes (confirmed) when the check says the task is done.
 */
import { describeGoal } from '../commander/language.js';
import { RuleBasedCommander } from '../commander/commander.js';
import { formatInstruction, instructionFor } from '../commander/instruction.js';
import { WireBot } from './wire-bot.js';

const DEFAULT_MAX_TURNS = 300;

export class WireCommanderBot extends WireBot {
  protected async play(): Promise<void> {
    await this.until(() => this.mirror.task !== null);
    const task = this.mirror.task;
    if (!task) return;
    const commander = new RuleBasedCommander({ taskName: task.name, params: task.params });
    const maxTurns = this.options.maxTurns ?? DEFAULT_MAX_TURNS;
    for (let turn = 0; !this.ended; turn++) {
      await this.pace();
      const check = await this.send({ type: 'progress_check' });
      if (!check.ok) {
        if (this.ended) return;
        throw new Error(`Progress Check refused: ${check.error.code} ${check.error.message}`);
      }
      if (check.success === true || turn >= maxTurns) {
        await this.finish();
        return;
      }
      const world = this.mirror.world!;
      const next = commander.nextGoal(world);
      if (next.kind !== 'goal') {
        if (next.kind === 'stuck') await this.send({ type: 'chat', text: `I am stuck: ${next.reason}`.slice(0, 480) });
        await this.finish();
        return;
      }
      const goal = next.goal;
      for (const id of [goal.objectId, ...(goal.destinationId ? [goal.destinationId] : [])]) await this.send({ type: 'search', by: 'id', value: id });
      const instruction = instructionFor(world, goal);
      if (!instruction) {
        commander.refuse(goal);
        continue;
      }
      const heardBefore = this.mirror.count((e) => e.kind === 'chat' && e.role === 'follower');
      const actedBefore = this.mirror.count((e) => e.kind === 'action' && e.role === 'follower');
      await this.pace();
      await this.send({ type: 'chat', text: `${describeGoal(world, goal)} (${formatInstruction(instruction)})`.slice(0, 500) });
      await this.until(() => this.mirror.count((e) => e.kind === 'chat' && e.role === 'follower') > heardBefore);
      if (this.ended) return;
      const answer = [...this.mirror.events].reverse().find((e) => e.kind === 'chat' && e.role === 'follower');
      const text = answer?.kind === 'chat' ? answer.text : '';
      const unreachable = /\[unreachable ([^\]]+)\]/.exec(text)?.[1];
      const acted = this.mirror.count((e) => e.kind === 'action' && e.role === 'follower') > actedBefore;
      if (!text.startsWith('Done') || !acted) commander.refuse(goal, unreachable);
    }
  }

  private async finish(): Promise<void> {
    if (!this.ended) await this.send({ type: 'finish', confirmed: true });
  }
}
