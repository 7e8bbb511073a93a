/**
 * The pay rule, decided when a session ends and recorded with it. Each human seat's pay is its
 * ending's (protocol's `ENDING_WORDS`): every human seat is paid except the one that timed out,
 * left, or was removed by the research team, and the one whose seat a bot took over. After a finish
 * both are paid (after the survey); when a game ends otherwise, each human gets its completion at once.
 */
import { ENDING_WORDS, endingOf, type Ending, type EndingCause, type Role, type SessionOutcome } from '@chorehouse/protocol';
import type { SessionPay } from '@chorehouse/store';

/** `role`'s ending: a seat a bot took over ended for its player when the bot took it. */
export function seatEnding(outcome: SessionOutcome, role: Role, cause: EndingCause | null, replaced: ReadonlySet<Role>): Ending {
  return replaced.has(role) ? 'seat_taken' : endingOf(outcome, role, cause);
}

export function payVerdict(
  seats: Readonly<Record<Role, { readonly bot: boolean }>>, outcome: SessionOutcome, cause: EndingCause | null, replaced: ReadonlySet<Role> = new Set(),
): SessionPay {
  const of = (r: Role) => (!replaced.has(r) && seats[r].bot ? null : ENDING_WORDS[seatEnding(outcome, r, cause, replaced)].paid ? 'paid' : 'unpaid');
  return { commander: of('commander'), follower: of('follower') };
}

/** A finished game asks for the survey before the code; a game that ended otherwise gives the code at once. */
export function surveyFirst(outcome: SessionOutcome): boolean {
  return outcome === 'success' || outcome === 'finished';
}
