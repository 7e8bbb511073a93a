/**
 * Each human seat's way out of a session: the survey after a finish, then its completion (code and
 * pay) handed out once and sent again to a connection of that seat that comes back; the pay verdict
 * recorded with the end. The rule itself is pay.ts's.
 */
import { ROLES, type Completion, type Ending, type EndingCause, type EventRecord, type Role, type ServerMessage, type SessionOutcome } from '@chorehouse/protocol';
import type { SessionPay } from '@chorehouse/store';
import type { Connection } from './connection.js';
import { payVerdict, seatEnding, surveyFirst } from './pay.js';
import type { Participant, Seats } from './seats.js';

/** What the pay rule needs to know about a completion being handed out. */
export interface CompletionRequest {
  readonly sessionId: string;
  readonly role: Role;
  readonly workerId: string;
  readonly browser: string | null;
  /** How the game ended from this seat; its pay and words are `ENDING_WORDS[ending]`'s. */
  readonly ending: Ending;
  readonly outcome: SessionOutcome;
}

export interface CompletionDeps {
  readonly sessionId: string;
  readonly seats: Pick<Seats, 'all'>;
  /** Records the completion and returns it (the session's `completion` hook). */
  completion(request: CompletionRequest): Promise<Completion>;
  /** To every connection of the seat. */
  sendTo(role: Role, message: ServerMessage): void;
}

export class Completions {
  /** How the session ended, once it did: the outcome and who caused it (the seat that timed out, left, or was removed). */
  private ending: { readonly outcome: SessionOutcome; readonly cause: EndingCause | null } | null = null;
  private readonly handed = new Map<Role, Completion>();
  /** Seats a bot took over from a player who left (provenance `replaced`; that player is not paid). */
  private readonly replaced: Set<Role>;
  private readonly answered = new Set<Role>();

  constructor(private readonly deps: CompletionDeps, replaced: Iterable<Role>) {
    this.replaced = new Set(replaced);
  }

  /** An event of the log read back after a restart. */
  recall(event: EventRecord): void {
    if (event.kind === 'survey') this.answered.add(event.role);
  }

  surveyed(role: Role): boolean { return this.answered.has(role); }
  markSurveyed(role: Role): void { this.answered.add(role); }

  /** The session ended: each seat's ending follows from `outcome` and `cause`; the pay verdict to record with the end. */
  settle(outcome: SessionOutcome, cause: EndingCause | null): SessionPay {
    this.ending = { outcome, cause };
    return payVerdict(this.deps.seats.all, outcome, cause, this.replaced);
  }

  /** After the end is announced: a game that ended without a finish gives every human seat its completion at once. */
  async handOutUnsurveyed(): Promise<void> {
    if (!this.ending || surveyFirst(this.ending.outcome)) return;
    for (const role of ROLES) await this.hand(role);
  }

  /** Hands `role`'s worker its completion, once, after the end, and sends it to that seat's connections. Bots get none. */
  async hand(role: Role): Promise<void> {
    const p = this.deps.seats.all[role];
    if (p.bot || !this.ending || this.handed.has(role)) return;
    const { outcome, cause } = this.ending;
    const completion = await this.deps.completion({
      sessionId: this.deps.sessionId, role, workerId: p.workerId, browser: p.browser, outcome, ending: seatEnding(outcome, role, cause, this.replaced),
    });
    this.handed.set(role, completion);
    this.deps.sendTo(role, this.message(completion));
  }

  /** A bot is taking `role`'s seat: its player is not paid. */
  markReplaced(role: Role): void {
    this.replaced.add(role);
  }

  /** The player who left a seat a bot took over gets its no-pay completion now; the game goes on. */
  async handSeatTaken(role: Role, departed: Participant): Promise<void> {
    const completion = await this.deps.completion({
      sessionId: this.deps.sessionId, role, workerId: departed.workerId, browser: departed.browser, outcome: 'abandoned', ending: 'seat_taken',
    });
    this.handed.set(role, completion);
  }

  /** A connection of `role`'s seat arrived (reload, new tab): the completion it was handed, again. */
  resendTo(role: Role, conn: Connection): void {
    const completion = this.handed.get(role);
    if (completion) conn.send(this.message(completion));
  }

  private message(completion: Completion): ServerMessage {
    return { type: 'completion', sessionId: this.deps.sessionId, ...completion };
  }
}
