/**
 * A seat or policy that hands over to another when it fails: the chat-model practice partner falls
 * back to the rule-based Commander, or to the text Follower's own instruction policy, when its model
 * server stops answering, so the person playing is never left without a partner. The failure is
 * reported once.
 */
import type { CommanderSeat, CommanderSeatMove, CommanderSeatTurn, TextPolicy, TextPolicyInput, TextPolicyMove } from '../seats/seat.js';

interface Turns<I, O> {
  readonly kind: string;
  next(input: I): Promise<O>;
}

class Fallback<I, O> implements Turns<I, O> {
  private failed = false;

  constructor(private readonly primary: Turns<I, O>, private readonly fallback: Turns<I, O>, private readonly onFailure?: (error: unknown) => void) {}

  get kind(): string {
    return this.failed ? this.fallback.kind : this.primary.kind;
  }

  async next(input: I): Promise<O> {
    if (!this.failed) {
      try {
        return await this.primary.next(input);
      } catch (e) {
        this.failed = true;
        this.onFailure?.(e);
      }
    }
    return this.fallback.next(input);
  }
}

export class FallbackCommanderSeat extends Fallback<CommanderSeatTurn, CommanderSeatMove> implements CommanderSeat {}

export class FallbackTextPolicy extends Fallback<TextPolicyInput, TextPolicyMove> implements TextPolicy {}
