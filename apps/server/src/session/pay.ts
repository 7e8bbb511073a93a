/**
 * The pay rule, decided when a session ends and recorded with it: every human seat is paid except
 * the one that timed out, left, or was blocked (`unpaid`), and the one whose seat a bot took over. After a finish both are paid (after the
 * survey); when a game ends otherwise, each human gets its completion at once with the reason.
 */
import type { Role, SessionOutcome } from '@chorehouse/protocol';
import type { SessionPay } from '@chorehouse/store';

export function payVerdict(seats: Readonly<Record<Role, { readonly bot: boolean }>>, unpaid: Role | null, replaced: ReadonlySet<Role> = new Set()): SessionPay {
  // A seat a bot took over: the player who left it is not paid.
  const of = (r: Role) => (replaced.has(r) ? 'unpaid' : seats[r].bot ? null : r === unpaid ? 'unpaid' : 'paid');
  return { commander: of('commander'), follower: of('follower') };
}

/** A finished game asks for the survey before the code; a game that ended otherwise gives the code at once. */
export function surveyFirst(outcome: SessionOutcome): boolean {
  return outcome === 'success' || outcome === 'finished';
}

/**
 * Why the game ended, as the worker in `role` reads it beside its code. The Follower never learns
 * whether the task succeeded (views.ts), and an admin's own words stay in the record, not on screen.
 */
export function completionReason(outcome: SessionOutcome, reason: string, role: Role, unpaid: Role | null): string {
  if (surveyFirst(outcome)) return role === 'commander' && outcome === 'success' ? 'You finished the task together.' : 'The Commander ended the game.';
  const why = outcome === 'admin_ended' ? 'An admin ended the game.' : reason;
  if (unpaid === role) return `${why} This game does not qualify for payment.`;
  if (unpaid) return `${why} It was not your fault: your work counts.`;
  return why;
}
