/**
 * A seat whose player did not come back within the grace period: offered to the one who stayed, who
 * may finish the game with a bot in it. No answer in time, or a decline, ends the game as an
 * abandonment; an accept seats the bot, records the seat as `replaced` and hands the player who left
 * its no-pay completion.
 */
import { otherRole, protocolError, type EndingCause, type ReplyTo, type Role, type ServerMessage, type SessionOutcome } from '@chorehouse/protocol';
import type { Completions } from './completions.js';
import type { QueuedTimers } from './queued-timers.js';
import type { Seats } from './seats.js';

export interface SeatOfferDeps {
  readonly sessionId: string;
  /** How long the one who stayed has to decide. */
  readonly offerMs: number;
  readonly timers: Pick<QueuedTimers, 'set' | 'clear'>;
  readonly seats: Pick<Seats, 'holder' | 'giveToBot'>;
  readonly completions: Pick<Completions, 'markReplaced' | 'handSeatTaken'>;
  /** Seats a bot in `role` and returns its identity (the session's hook); null: no seat is ever offered. */
  readonly seatBot: ((role: Role) => { readonly workerId: string; readonly name: string }) | null;
  /** Stores that a bot took over `role`'s seat. */
  storeReplaced(role: Role): Promise<void>;
  isHere(role: Role): boolean;
  ended(): boolean;
  stopIdle(role: Role): void;
  sendTo(role: Role, message: ServerMessage): void;
  /** `role`'s state again, to its connections (the one who stayed sees its new partner). */
  sendState(role: Role): Promise<void>;
  end(outcome: SessionOutcome, reason: string, cause: EndingCause | null): Promise<void>;
}

export class SeatOffers {
  /** The empty seat offered to the one who stayed, while it decides. */
  private offered: Role | null = null;

  constructor(private readonly deps: SeatOfferDeps) {}

  /** `role`'s player did not come back in time: its seat is offered, or the game ends. */
  async abandoned(role: Role): Promise<void> {
    const p = this.deps.seats.holder(role);
    if (this.offer(role)) return;
    await this.deps.end('abandoned', `The ${role} (${p.bot ? 'bot' : 'player'}) did not come back.`, { role, how: 'left' });
  }

  /** The offer a connection of `role`'s seat is shown when it arrives: its partner's empty seat, if on offer. */
  pendingFor(role: Role): ServerMessage | null {
    return this.offered === otherRole(role) ? this.message(this.offered) : null;
  }

  /** `role`'s player came back while its seat was on offer: the offer lapses. */
  returned(role: Role): void {
    if (this.offered !== role) return;
    this.offered = null;
    this.deps.timers.clear(timerName(role));
  }

  /** The one who stayed (`caller`) answers the offer of its partner's seat. */
  async answer(caller: Role, accept: boolean): Promise<ReplyTo<'seat/replace'>> {
    const empty = otherRole(caller);
    if (this.offered !== empty || this.deps.ended()) return { ok: false, error: protocolError('session/no_offer', 'No empty seat is on offer.') };
    this.offered = null;
    this.deps.timers.clear(timerName(empty));
    if (!accept) {
      await this.leftFor(empty);
      return { ok: true };
    }
    const departed = this.deps.seats.holder(empty);
    await this.deps.storeReplaced(empty);
    this.deps.completions.markReplaced(empty);
    this.deps.stopIdle(empty);
    // The hook reads who held the seat, so the seat changes after it.
    const bot = this.deps.seatBot!(empty);
    this.deps.seats.giveToBot(empty, bot);
    await this.deps.completions.handSeatTaken(empty, departed);
    await this.deps.sendState(caller);
    return { ok: true };
  }

  /** Offers `role`'s seat to its partner, a person still here; false when there is nobody to offer it to. */
  private offer(role: Role): boolean {
    const stayer = otherRole(role);
    const { seats } = this.deps;
    if (!this.deps.seatBot || seats.holder(role).bot || seats.holder(stayer).bot || !this.deps.isHere(stayer) || this.offered !== null) return false;
    this.offered = role;
    this.deps.sendTo(stayer, this.message(role));
    this.deps.timers.set(timerName(role), this.deps.offerMs, async () => {
      if (this.offered !== role || this.deps.ended()) return;
      this.offered = null;
      await this.leftFor(role);
    });
    return true;
  }

  private leftFor(role: Role): Promise<void> {
    return this.deps.end('abandoned', `The ${role} (player) did not come back.`, { role, how: 'left' });
  }

  private message(role: Role): ServerMessage {
    return { type: 'session/seat_empty', sessionId: this.deps.sessionId, role, decideWithinMs: this.deps.offerMs };
  }
}

const timerName = (role: Role) => `offer:${role}`;
