import { describe, expect, it } from 'vitest';
import { worldHash } from '@chorehouse/sim';
import { coffeeSession } from '../testing/coffee-session.js';
import { replaySession } from './replay-session.js';
import { fastWorldHash } from './world-hash.js';

describe('fastWorldHash', () => {
  it('equals the simulator\'s worldHash for every world of a session, sharing parts or not', () => {
    const { session } = coffeeSession();
    expect(fastWorldHash(session.episode.world)).toBe(worldHash(session.episode.world));
    replaySession(session, ({ world }) => expect(fastWorldHash(world)).toBe(worldHash(world)));
    const copy = JSON.parse(JSON.stringify(session.episode.world));
    expect(fastWorldHash(copy)).toBe(worldHash(copy));
  });
});
