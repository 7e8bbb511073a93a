/**
 * Text a worker types: a chat line, a search, a name, a survey comment. It becomes the dataset's
 * utterances and is shown to the partner and to admins, so besides its length it must hold only
 * what a person can see and read in order:
 * - tabs and line breaks become single spaces (a comment keeps its line breaks), then the ends are
 *   trimmed;
 * - other control characters (C0, DEL, C1) are refused: they corrupt the utterances that TEACh's
 *   tokenizers and the exported files read;
 * - so are the characters that override or isolate the direction of text (U+202A-U+202E,
 *   U+2066-U+2069): one of them makes the partner's or the console's screen show a line in another
 *   order than the one written.
 * Joiners (emoji sequences) and the plain direction marks (U+200E, U+200F) stay: people's text uses them.
 */
import { z } from 'zod/mini';

const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g;
const SPACES_IN_LINE = /[\t\v\f]+/g;
// What is refused once the breaks above are made spaces or \n: every other control character, and the direction overrides and isolates.
const HIDDEN = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]/;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'g');

export const HIDDEN_CHARACTERS_MESSAGE = 'Remove the invisible control or text-direction characters (often pasted along with text) and send it again.';

/**
 * What a text box keeps of what was typed or pasted into it: the characters `workerText` would
 * refuse are dropped. A worker cannot see them, so cannot remove them; the game page drops them as
 * they arrive, and only a client that skips it meets the refusal.
 */
export function withoutHiddenCharacters(text: string): string {
  return text.replace(HIDDEN_ALL, '');
}

export function workerText(min: number, max: number, options: { readonly multiline?: boolean } = {}) {
  const normalize = options.multiline
    ? (s: string) => s.replace(LINE_BREAKS, '\n').replace(SPACES_IN_LINE, ' ')
    : (s: string) => s.replace(BREAKS, ' ');
  return z.string().check(
    z.overwrite(normalize),
    z.trim(),
    z.minLength(min),
    z.maxLength(max),
    z.refine((s) => !HIDDEN.test(s), HIDDEN_CHARACTERS_MESSAGE),
  );
}
