/**
 * What a reviewer reads about a finished session before deciding (issue 47), computed from its log:
 * messages and actions per seat, the server's idle warnings (one per idle spell) and the longest
 * stretch in which nothing happened at all.
 */
import type { EventRecord } from '@chorehouse/protocol';
import { assertNever } from '../session/views.js';

export interface PerRole {
  readonly commander: number;
  readonly follower: number;
}

export interface ReviewFacts {
  readonly messages: PerRole;
  readonly actions: PerRole;
  readonly idleSpells: PerRole;
  readonly longestSilenceMs: number;
  /** `t` of the end event, or of the last event when the log has no end. */
  readonly lastT: number;
}

export function reviewFacts(events: readonly EventRecord[]): ReviewFacts {
  const messages = { commander: 0, follower: 0 };
  const actions = { commander: 0, follower: 0 };
  const idleSpells = { commander: 0, follower: 0 };
  let longestSilenceMs = 0;
  let previousT = 0;
  let lastT = 0;
  for (const e of events) {
    // Connection bookkeeping and survey answers are not play: they neither break a silence nor count.
    if (e.kind === 'survey') continue;
    longestSilenceMs = Math.max(longestSilenceMs, e.t - previousT);
    previousT = e.t;
    lastT = e.t;
    switch (e.kind) {
      case 'chat': messages[e.role]++; break;
      case 'action': actions[e.role]++; break;
      case 'progress_check': case 'search': actions.commander++; break;
      case 'idle_warning': idleSpells[e.role]++; break;
      case 'finish': case 'connect': case 'disconnect': case 'pause': case 'resume': case 'end': break;
      default: assertNever(e);
    }
  }
  return { messages, actions, idleSpells, longestSilenceMs, lastT };
}
