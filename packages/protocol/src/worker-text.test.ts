import { describe, expect, it } from 'vitest';
import { arrivalSchema } from './arrival.js';
import { parseClientMessage } from './parse.js';
import { HIDDEN_CHARACTERS_MESSAGE, withoutHiddenCharacters, workerText } from './worker-text.js';

const line = workerText(1, 20);
const comment = workerText(0, 40, { multiline: true });

describe('workerText', () => {
  it('turns tabs and line breaks into single spaces in a line, and trims it', () => {
    expect(line.parse('  put\tthe\r\nmug  \n')).toBe('put the mug');
    expect(line.parse('a\u2028b')).toBe('a b');
  });

  it('keeps the line breaks of a comment, as \\n, and turns its tabs into spaces', () => {
    expect(comment.parse('good\r\npartner\rthanks\t!\n')).toBe('good\npartner\nthanks !');
    expect(comment.parse('')).toBe('');
  });

  it.each([
    ['a NUL', 'hi\u0000there'],
    ['an escape', 'hi\u001b[31mthere'],
    ['DEL', 'hi\u007fthere'],
    ['a C1 control', 'hi\u009bthere'],
    ['a right-to-left override', 'pick up the \u202eknife'],
    ['a direction isolate', 'pick up \u2066the knife\u2069'],
  ])('refuses %s, with a message a worker can act on', (_, text) => {
    const parsed = line.safeParse(text);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(HIDDEN_CHARACTERS_MESSAGE);
  });

  it('keeps what people write: accents, scripts, emoji sequences, direction marks', () => {
    for (const text of ['café ☕', 'ضع الكوب', '拿起杯子', '👩‍🍳 done', 'a\u200eb']) expect(line.parse(text)).toBe(text);
  });

  it('tells a text box what to drop: exactly what it would refuse', () => {
    const pasted = 'take\u0000 the \u202eknife\u2069 \u009bto\tthe\u200d sink';
    const kept = withoutHiddenCharacters(pasted);
    expect(kept).toBe('take the knife to\tthe\u200d sink');
    expect(line.safeParse(pasted).success).toBe(false);
    expect(workerText(1, 100).parse(kept)).toBe('take the knife to the\u200d sink');
    expect(withoutHiddenCharacters('line one\nline two')).toBe('line one\nline two');
  });

  it('counts the limit after the spaces are made and trimmed', () => {
    expect(line.safeParse(`${'x'.repeat(20)}\n\n`).success).toBe(true);
    expect(line.safeParse('\t\n ').success).toBe(false);
  });
});

describe('the messages that carry a worker\'s text', () => {
  it('refuse hidden characters in chats, searches and survey comments with a bad_payload reply', () => {
    for (const message of [
      { type: 'chat', text: 'hello\u202e' },
      { type: 'search', by: 'text', value: 'mu\u0000g' },
      { type: 'survey', rating: 5, comment: 'fine\u0007' },
    ]) {
      const parsed = parseClientMessage(message);
      expect(parsed.ok ? 'accepted' : parsed.error.code).toBe('protocol/bad_payload');
      expect(parsed.ok ? '' : parsed.error.message).toMatch(new RegExp(`: ${HIDDEN_CHARACTERS_MESSAGE.replace(/[.()]/g, '\\$&')}$`));
    }
  });

  it('store the chat as the partner will read it', () => {
    const parsed = parseClientMessage({ type: 'chat', text: ' turn\nleft ' });
    expect(parsed.ok && parsed.message).toEqual({ type: 'chat', text: 'turn left' });
  });

  it('refuse a name that would reorder the partner\'s instructions line', () => {
    expect(arrivalSchema.safeParse({ platform: 'local', name: 'Ann\u202e' }).success).toBe(false);
    expect(arrivalSchema.safeParse({ platform: 'local', name: 'Ann Lee' }).success).toBe(true);
  });
});
