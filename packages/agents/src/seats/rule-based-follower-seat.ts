/**
 * Today's rule-based Follower as a seat (kind `rule-based`): it reads the Commander's newest line,
 * parses the instruction template, and acts toward the goal one action per turn; then says
 * "Done." or why it cannot.
 */
import { extractInstruction, resolveInstruction } from '../commander/instruction.js';
import { RuleBasedFollower } from '../follower/follower.js';
import type { FollowerSeat, FollowerSeatMove, FollowerSeatTurn } from './seat.js';

export class RuleBasedFollowerSeat implements FollowerSeat {
  readonly kind = 'rule-based';
  private readonly follower = new RuleBasedFollower();
  private heard = 0;
  private working = false;

  async next(turn: FollowerSeatTurn): Promise<FollowerSeatMove> {
    if (turn.lastOutcome && this.working) this.follower.observe(turn.lastOutcome);
    const fresh = turn.dialogue.slice(this.heard).filter((u) => u.speaker === 'Commander');
    this.heard = turn.dialogue.length;
    const line = fresh[fresh.length - 1];
    if (line) {
      const heard = extractInstruction(line.text);
      const goal = heard.ok ? resolveInstruction(turn.world, heard.instruction) : null;
      if (!goal) return { kind: 'say', text: `Sorry, I don't understand. ${heard.ok ? 'I cannot find that.' : heard.error}` };
      this.follower.assign(goal);
      this.working = true;
    }
    if (!this.working) return { kind: 'wait' };
    const move = this.follower.next(turn.world);
    if (move.kind === 'act') return { kind: 'act', action: move.action };
    this.working = false;
    if (move.kind === 'done') return { kind: 'say', text: 'Done.' };
    return { kind: 'say', text: `I can't: ${move.reason}${move.unreachable ? ` [unreachable ${move.unreachable}]` : ''}` };
  }
}
