/**
 * How a worker's part of a game ended, told from that worker's seat: one closed list, the pay status
 * that goes with each, and the words the survey, the completion page and the console show for it.
 * The server decides the ending (it alone knows who went idle, left or was replaced) and sends its
 * kind; nobody reads an ending back out of a sentence, so the page, the code and the console cannot
 * disagree about pay.
 */
import { z } from 'zod/mini';
import type { SessionOutcome } from './events.js';
import type { Role } from './roles.js';

export const ENDINGS = [
  'success', 'finished', 'finished_together', 'partner_left', 'you_left', 'seat_taken',
  'partner_idle', 'you_idle', 'admin_ended', 'admin_removed', 'no_episode', 'no_partner',
] as const;
export type Ending = (typeof ENDINGS)[number];
export const endingSchema = z.enum(ENDINGS);

export interface EndingWords {
  /** The page's heading. */
  readonly title: string;
  /** What happened, from the reader's side, ending with what it means for pay. */
  readonly detail: string;
  /** The pay rule's verdict for this seat: the code handed out is a paid one exactly when this is true. */
  readonly paid: boolean;
  /** The console's short label for the seat. */
  readonly label: string;
}

const PAID = 'This is not your fault: you are paid for this game.';
const UNPAID = 'This game is not paid.';

const word = (title: string, what: string, paid: boolean, label: string): EndingWords =>
  ({ title, detail: `${what} ${paid ? PAID : UNPAID}`, paid, label });

export const ENDING_WORDS: Readonly<Record<Ending, EndingWords>> = {
  success: { title: 'Well done: the task is done!', detail: 'You checked the task and finished the game together with your partner. You are paid for this game.', paid: true, label: 'finished the task' },
  finished: { title: 'The game is over', detail: 'You pressed Finish before the task was done. You are paid for this game.', paid: true, label: 'finished early' },
  // The Follower never learns whether the task succeeded (the server's views), so both finishes read alike.
  finished_together: { title: 'The game is over: you finished together', detail: 'The Commander pressed Finish, so your game together is done. You are paid for this game.', paid: true, label: 'finished together' },
  partner_left: word('The game ended: your partner left', 'Your partner was disconnected and did not come back in time.', true, 'partner left'),
  you_left: word('The game ended while you were away', 'You were disconnected for too long, so the game was stopped.', false, 'left (no pay)'),
  seat_taken: word('A bot took your seat while you were away', 'You were disconnected for too long, and your partner went on with a bot in your place.', false, 'left, bot took the seat (no pay)'),
  partner_idle: word('The game ended: your partner was inactive', 'Your partner did nothing for too long, so the game was stopped.', true, 'partner idle'),
  you_idle: word('The game ended: you were inactive', 'Nothing happened on your side for too long, so the game was stopped.', false, 'idle (no pay)'),
  admin_ended: word('The game was ended by the research team', 'The research team stopped this game.', true, 'ended by admin'),
  admin_removed: word('The research team took you out of this game', 'The research team stopped this game because of how it was played on your side.', false, 'removed by admin (no pay)'),
  no_episode: word('The game could not go on', 'Its house is no longer available.', true, 'house unavailable'),
  no_partner: { title: 'No partner was found in time', detail: 'Sorry for the wait. You are paid for your time.', paid: true, label: 'no partner' },
};

/** The end's reason as the Follower is sent it: the Commander's words (an admin's reason, a finish's verdict) are not the Follower's to read. */
export const FOLLOWER_END_REASON = 'The session is over.';

/** Why a session ended without a finish, as the server knows it: who caused it and how. */
export interface EndingCause {
  readonly role: Role;
  readonly how: 'idle' | 'left' | 'removed';
}

/**
 * The ending `role` reads, from the session's outcome and its cause. A seat a bot took over is
 * decided where the bot takes it (`seat_taken`), not here.
 */
export function endingOf(outcome: SessionOutcome, role: Role, cause: EndingCause | null): Ending {
  switch (outcome) {
    case 'success':
    case 'finished':
      return role === 'follower' ? 'finished_together' : outcome;
    case 'abandoned': {
      const mine = cause?.role === role;
      if (cause?.how === 'idle') return mine ? 'you_idle' : 'partner_idle';
      return mine ? 'you_left' : 'partner_left';
    }
    case 'admin_ended':
      return cause?.role === role ? 'admin_removed' : 'admin_ended';
    case 'no_episode':
      return 'no_episode';
  }
}

/** One line for the record and old clients: the heading and the detail. */
export function endingText(ending: Ending): string {
  const w = ENDING_WORDS[ending];
  return `${/[.!?]$/.test(w.title) ? w.title : `${w.title}.`} ${w.detail}`;
}
