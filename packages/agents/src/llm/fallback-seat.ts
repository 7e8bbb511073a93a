/**
 * A Commander seat that hands over to another when it fails: the chat-model practice Commander
 * falls back to the rule-based one when its model server stops answering, so the person playing is
 * never left without a partner. The failure is reported once.
 */
import type { CommanderSeat, CommanderSeatMove, CommanderSeatTurn, TextPolicy, TextPolicyInput, TextPolicyMove } from '../seats/seat.js';

export class FallbackCommanderSeat implements CommanderSeat {
  private failed = false;

  constructor(private readonly primary: CommanderSeat, private readonly fallback: CommanderSeat, private readonly onFailure?: (error: unknown) => void) {}

  get kind(): string {
    return this.failed ? this.fallback.kind : this.primary.kind;
  }

  async next(turn: CommanderSeatTurn): Promise<CommanderSeatMove> {
    if (!this.failed) {
      try {
        return await this.primary.next(turn);
      } catch (e) {
        this.failed = true;
        this.onFailure?.(e);
      }
    }
    return this.fallback.next(turn);
  }
}

/**
 * The same for a text Follower's policy: the chat-model practice Follower falls back to the
 * instruction policy (plain English through the free-form mapping) when its model server fails.
 */
export class FallbackTextPolicy implements TextPolicy {
  private failed = false;

  constructor(private readonly primary: TextPolicy, private readonly fallback: TextPolicy, private readonly onFailure?: (error: unknown) => void) {}

  get kind(): string {
    return this.failed ? this.fallback.kind : this.primary.kind;
  }

  async next(input: TextPolicyInput): Promise<TextPolicyMove> {
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
