import { describe, expect, it } from 'vitest';
import { botChatState, botHintText } from './bot-hint.js';

describe('the practice bot\'s hint', () => {
  it.each([
    [[], null],
    [[{ role: 'follower', text: 'Hi there, how are you doing today?' }], 'waiting'],
    [[{ role: 'follower', text: 'hello' }, { role: 'commander', text: "Sorry, I didn't get that. Pick up the mug." }], 'confused'],
    [[{ role: 'follower', text: 'hm' }, { role: 'commander', text: 'Sorry?' }], 'confused'],
    [[{ role: 'follower', text: 'where is the mug' }, { role: 'commander', text: 'The mug is in the cabinet above the sink.' }], null],
  ] as const)('%j seen by the Follower: %s', (lines, state) => {
    expect(botChatState(lines, 'follower')).toBe(state);
  });

  it('suggests what the bot in the other seat understands', () => {
    expect(botHintText('commander', 'silent')).toMatch(/has not answered.*"pick up the mug"/);
    expect(botHintText('follower', 'confused')).toMatch(/did not understand.*"what should I do\?"/);
  });
});
