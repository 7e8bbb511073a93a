/** Who holds each seat of a session, and which browser may act in it; a bot may take over a seat its player left. */
import { ROLES, type Role } from '@chorehouse/protocol';

export interface Participant {
  readonly role: Role;
  readonly workerId: string;
  /** What the partner sees: a pseudonym for crowd workers, the typed name in local play (identity/pseudonym.ts). */
  readonly name: string;
  readonly bot: boolean;
  /** The browser key this seat is bound to: only that browser's connections read or act in it (null: a bot). */
  readonly browser: string | null;
}

export class Seats {
  private readonly holders: Record<Role, Participant>;
  /** The browser each seat is bound to (participants' `browser`; see `admit` for older sessions). */
  private readonly browsers: Map<Role, string | null>;

  constructor(participants: Readonly<Record<Role, Participant>>) {
    this.holders = { ...participants };
    this.browsers = new Map(ROLES.map((r) => [r, participants[r].browser]));
  }

  /** Both seats' holders now (the same object throughout, changed in place when a bot takes a seat). */
  get all(): Readonly<Record<Role, Participant>> { return this.holders; }

  holder(role: Role): Participant { return this.holders[role]; }

  roleOf(workerId: string): Role | null {
    return ROLES.find((r) => this.holders[r].workerId === workerId) ?? null;
  }

  /** Whether a connection of this browser may read and act in `role`'s seat. */
  admits(role: Role, browser: string | null): boolean { return this.browsers.get(role) === browser; }

  /**
   * `admits`, for a connection arriving in the seat. A human seat recorded before seats were bound
   * (an older server's live session) binds to the first browser that comes back.
   */
  admit(role: Role, browser: string | null): boolean {
    if (!this.holders[role].bot && this.browsers.get(role) === null && browser !== null) this.browsers.set(role, browser);
    return this.admits(role, browser);
  }

  /** A bot sits in `role`'s seat from now on; no browser acts in it. */
  giveToBot(role: Role, bot: { readonly workerId: string; readonly name: string }): void {
    this.holders[role] = { role, workerId: bot.workerId, name: bot.name, bot: true, browser: null };
    this.browsers.set(role, null);
  }
}
