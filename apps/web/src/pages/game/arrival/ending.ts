/**
 * Why the game ended, in words for the worker who sees it: from `session/ended`'s (or the end
 * event's) `outcome` and `reason`. The server words a reason for its log ("The follower was idle
 * for too long."); here it is told from the reader's side ("Your partner was inactive...").
 */
import type { Viewer } from '@chorehouse/protocol';

export interface Ending {
  /** The page's heading. */
  readonly title: string;
  /** One or two sentences on why, and that the worker is paid / keeps the code. */
  readonly detail: string;
  /** The kind, for tests and styling. */
  readonly kind: 'success' | 'finished' | 'partner_left' | 'you_left' | 'partner_idle' | 'you_idle' | 'admin_ended' | 'no_episode' | 'other';
}

const ROLE = /\b(commander|follower)\b/i;

function roleNamed(reason: string): 'commander' | 'follower' | null {
  const m = ROLE.exec(reason);
  return m ? (m[1]!.toLowerCase() as 'commander' | 'follower') : null;
}

export function describeEnding(ended: { readonly outcome: string; readonly reason: string }, viewer: Viewer | null): Ending {
  const { outcome, reason } = ended;
  const who = roleNamed(reason);
  const mine = who !== null && who === viewer;
  switch (outcome) {
    case 'success':
      return {
        kind: 'success', title: 'Well done: the task is done!',
        detail: viewer === 'commander' ? 'You checked the task and finished the game.' : 'The Commander checked the task and finished the game.',
      };
    case 'finished':
      return {
        kind: 'finished', title: 'The game is over',
        detail: viewer === 'commander' && reason ? reason : 'The Commander finished the game.',
      };
    case 'abandoned':
      if (/idle|inactive/i.test(reason)) {
        return mine
          ? { kind: 'you_idle', title: 'The game ended: you were inactive', detail: 'Nothing happened on your side for too long, so the game was stopped.' }
          : { kind: 'partner_idle', title: 'The game ended: your partner was inactive', detail: 'Your partner did nothing for too long, so the game was stopped. This is not your fault: you still get your code.' };
      }
      if (/did not come back|left|disconnect/i.test(reason)) {
        return mine
          ? { kind: 'you_left', title: 'The game ended while you were away', detail: 'You were disconnected for too long, so the game was stopped.' }
          : { kind: 'partner_left', title: 'The game ended: your partner left', detail: 'Your partner was disconnected and did not come back in time. This is not your fault: you still get your code.' };
      }
      return { kind: 'other', title: 'The game was stopped', detail: 'It ended before the task was done. You still get your code.' };
    case 'admin_ended':
      return {
        kind: 'admin_ended', title: 'The game was ended by the research team',
        detail: `${reason && reason !== 'The session is over.' ? `Their reason: ${reason} ` : ''}This is not your fault: you still get your code.`,
      };
    case 'no_episode':
      return { kind: 'no_episode', title: 'The game could not go on', detail: 'Its house is no longer available. This is not your fault: you still get your code.' };
    default:
      return { kind: 'other', title: 'The game is over', detail: reason };
  }
}
