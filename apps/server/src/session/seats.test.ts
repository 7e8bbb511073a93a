import { describe, expect, it } from 'vitest';
import { Seats, type Participant } from './seats.js';

const person = (role: Participant['role'], workerId: string, browser: string | null): Participant => ({ role, workerId, name: workerId.toUpperCase(), bot: false, browser });

describe('Seats', () => {
  it('finds a worker\'s seat and admits only the browser the seat is bound to', () => {
    const seats = new Seats({ commander: person('commander', 'w1', 'b1'), follower: person('follower', 'w2', 'b2') });
    expect([seats.roleOf('w1'), seats.roleOf('w2'), seats.roleOf('w3')]).toEqual(['commander', 'follower', null]);
    expect([seats.admits('commander', 'b1'), seats.admits('commander', 'b2'), seats.admits('commander', null)]).toEqual([true, false, false]);
    expect(seats.admit('follower', 'b1')).toBe(false);
    expect(seats.admits('follower', 'b2')).toBe(true);
  });

  it('binds an unbound human seat (an older session) to the first browser that arrives, and never a bot\'s', () => {
    const seats = new Seats({ commander: person('commander', 'w1', null), follower: { ...person('follower', 'bot', null), bot: true } });
    expect(seats.admit('commander', null)).toBe(true);
    expect(seats.admit('commander', 'b1')).toBe(true);
    expect(seats.admit('commander', 'b2')).toBe(false);
    expect(seats.admits('commander', null)).toBe(false);
    expect(seats.admit('follower', 'b3')).toBe(false);
    expect(seats.admit('follower', null)).toBe(true);
  });

  it('gives a seat to a bot in place: the holders object callers hold changes, and no browser acts in the seat', () => {
    const seats = new Seats({ commander: person('commander', 'w1', 'b1'), follower: person('follower', 'w2', 'b2') });
    const held = seats.all;
    seats.giveToBot('follower', { workerId: 'bot', name: 'Robin' });
    expect(held.follower).toEqual({ role: 'follower', workerId: 'bot', name: 'Robin', bot: true, browser: null });
    expect(seats.holder('follower')).toBe(held.follower);
    expect([seats.admits('follower', 'b2'), seats.admits('follower', null), seats.roleOf('w2')]).toEqual([false, true, null]);
  });
});
