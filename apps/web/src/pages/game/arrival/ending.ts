/**
 * How a game ended, as the survey and the completion page show it: the protocol's words for this
 * seat's ending (`ENDING_WORDS`), which the server decided and sent with the code. Nothing here reads
 * an ending out of a sentence, so the heading, the detail and the code's pay always agree.
 */
import { ENDING_WORDS, endingOf, FOLLOWER_END_REASON, sessionOutcomeSchema, type Completion, type Ending, type Viewer } from '@chorehouse/protocol';

export interface ShownEnding {
  /** The ending (for tests and styling); 'unknown' only for a code recorded before endings had kinds. */
  readonly kind: Ending | 'unknown';
  readonly title: string;
  readonly detail: string;
  /** A line from the research team when they ended the game, which only the Commander is sent. */
  readonly note: string | null;
}

type Ended = { readonly outcome: string; readonly reason: string } | null;

function shown(kind: Ending, ended: Ended): ShownEnding {
  const words = ENDING_WORDS[kind];
  const note = ended?.outcome === 'admin_ended' && ended.reason && ended.reason !== FOLLOWER_END_REASON ? `Their reason: ${ended.reason}` : null;
  return { kind, title: words.title, detail: words.detail, note };
}

/**
 * The survey comes only after a finish, so the seat and the finish's outcome decide its ending; the
 * Follower's outcome never tells a success (the server's views), and reads the same either way.
 */
export function surveyEnding(ended: Ended, viewer: Viewer | null): ShownEnding {
  const outcome = sessionOutcomeSchema.safeParse(ended?.outcome);
  const kind = outcome.success && (viewer === 'commander' || viewer === 'follower') ? endingOf(outcome.data, viewer, null) : 'finished_together';
  return shown(kind, ended);
}

/** The completion page: the ending the code came with. */
export function completionEnding(completion: Completion, ended: Ended): ShownEnding {
  if (completion.ending) return shown(completion.ending, ended);
  return { kind: 'unknown', title: 'Thank you!', detail: completion.reason, note: null };
}
