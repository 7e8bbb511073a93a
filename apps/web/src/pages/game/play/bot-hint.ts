/**
 * A hint for a worker practising with a bot, when the bot did not understand the last message: it
 * said so, or it has not answered for a while. The bot reads short plain requests; a person's first
 * message is often neither, and without a word from the page the worker does not know how to go on.
 */
import type { EventRecord, Role } from '@chorehouse/protocol';

type ChatLine = Pick<Extract<EventRecord, { kind: 'chat' }>, 'role' | 'text'>;

/** How long a message may go unanswered before the page suggests another way to say it. */
export const BOT_SILENCE_MS = 8_000;

// The rule-based seats' words when a line means nothing to them (packages/agents: "Sorry, I didn't get that.", "Sorry, I don't understand.", "Sorry?").
const NOT_UNDERSTOOD = /^sorry\b|\b(didn't|did not|don't|do not) (get|understand)\b/i;

/** 'confused': the bot's last line says it did not understand; 'waiting': the worker's last line is not answered yet. */
export function botChatState(lines: readonly ChatLine[], viewer: Role): 'confused' | 'waiting' | null {
  const last = lines[lines.length - 1];
  if (!last) return null;
  if (last.role === viewer) return 'waiting';
  return NOT_UNDERSTOOD.test(last.text) ? 'confused' : null;
}

/** What to try instead, for the seat the worker plays (the bot plays the other). */
export function botHintText(viewer: Role, why: 'confused' | 'silent'): string {
  const lead = why === 'confused' ? 'The bot did not understand that.' : 'The bot has not answered: it may not have understood.';
  return viewer === 'commander'
    ? `${lead} It follows one short request at a time, like "pick up the mug" or "put the mug in the sink".`
    : `${lead} Ask it something short, like "what should I do?" or "where is the mug?", and say "done" when you have done a step.`;
}
