/** A seat that empties gets a bot: the offer to the one who stayed, accepting and declining, provenance and pay. */
import { describe, expect, it } from 'vitest';
import { ruleBasedBotSeater } from '../src/bots/bot-seat.js';
import { pairPlayers } from '../src/testing/pair.js';
import { TestClient } from '../src/testing/test-client.js';
import { serversForEachTest } from './servers.js';

const start = serversForEachTest();

const chatsOf = (events: readonly { kind: string; role?: string; text?: string }[], role: string) =>
  events.filter((e) => e.kind === 'chat' && e.role === role).map((e) => e.text ?? '');

describe('a seat that empties gets a bot', () => {
  it('offers the Commander who stayed a bot Follower; accepted, the bot plays the seat to success; provenance and pay say so', async () => {
    const ts = await start({ config: { disconnectGraceMs: 100, seatOfferMs: 10_000 } });
    const { commander, follower, sessionId } = await pairPlayers(ts.url);
    const leaver = (await ts.store.getSession(sessionId))!.followerId;
    follower.close();
    const offer = await commander.next('session/seat_empty');
    expect(offer).toMatchObject({ sessionId, role: 'follower', decideWithinMs: 10_000 });
    // Only the one who stayed can answer, and only while the offer stands.
    expect(await commander.request({ type: 'seat/replace', accept: true })).toEqual({ ok: true });
    expect(await commander.request({ type: 'seat/replace', accept: true })).toMatchObject({ ok: false, error: { code: 'session/no_offer' } });
    const state = await commander.next('session/state', (m) => m.partner?.bot === true);
    expect(state.partner).toMatchObject({ name: 'Rule-based bot', bot: true });
    await commander.next('session/event', (m) => m.event.kind === 'resume');
    expect((await ts.store.getSession(sessionId))!.seats).toEqual({ commander: 'human', follower: 'replaced' });

    await commander.playAs('commander');
    expect((await commander.next('session/ended')).outcome).toBe('success');
    expect(await commander.request({ type: 'survey', rating: 5, comment: '' })).toMatchObject({ ok: true });
    expect(await commander.next('completion')).toMatchObject({ paid: true });
    const record = (await ts.store.getSession(sessionId))!;
    expect(record.pay).toEqual({ commander: 'paid', follower: 'unpaid' });
    const codes = await ts.store.completionsOfSessions([sessionId]);
    expect(codes.find((c) => c.workerId === leaver)).toMatchObject({ paid: false, ending: 'seat_taken' });
    expect(codes.find((c) => c.workerId === record.commanderId)).toMatchObject({ paid: true, ending: 'success' });
  });

  it('a bot Commander takes over for a Follower who stayed: it speaks first, plainly, and answers where things are', async () => {
    const ts = await start({
      config: { disconnectGraceMs: 100, seatOfferMs: 10_000 },
      seatBot: ruleBasedBotSeater({ actionDelayMs: 0, failed: (e) => { throw e; } }),
    });
    const { commander, follower, sessionId } = await pairPlayers(ts.url);
    commander.close();
    expect(await follower.next('session/seat_empty')).toMatchObject({ role: 'commander' });
    expect(await follower.request({ type: 'seat/replace', accept: true })).toEqual({ ok: true });
    const hello = await follower.next('session/event', (m) => m.event.kind === 'chat' && m.event.role === 'commander');
    const first = hello.event.kind === 'chat' ? hello.event.text : '';
    expect(first).toMatch(/^Hi! Today we need to .*First, /);
    expect(first).not.toMatch(/-?\d+\.\d+|\|/);
    await follower.request({ type: 'chat', text: "where's the coffee maker?" });
    const answer = await follower.next('session/event', (m) => m.event.kind === 'chat' && m.event.role === 'commander' && m.event.seq > hello.event.seq);
    expect(answer.event.kind === 'chat' && answer.event.text).toMatch(/^The coffee maker is (to the (left|right) of|next to|above|under) the \w+\.$/);
    const events = await ts.store.listEvents(sessionId);
    // The bot's searches are in the log as the Commander's actions.
    expect(events.some((e) => e.kind === 'search' && e.by === 'text')).toBe(true);
    for (const line of chatsOf(events, 'commander')) expect(line).not.toMatch(/-?\d+\.\d\d|\|/);
    expect((await ts.store.getSession(sessionId))!.seats).toEqual({ commander: 'replaced', follower: 'human' });
  });

  it('after a crash, the restarted server seats the bot again in the replaced seat, and the game goes on to success', async () => {
    const first = await start({ config: { disconnectGraceMs: 100, seatOfferMs: 10_000 } });
    const { commander, follower, tokens, sessionId } = await pairPlayers(first.url);
    follower.close();
    await commander.next('session/seat_empty');
    await commander.request({ type: 'seat/replace', accept: true });
    await commander.next('session/event', (m) => m.event.kind === 'resume');
    await first.stop();
    commander.close();

    const second = await start({ dir: first.dir, config: { disconnectGraceMs: 30_000 } });
    const restored = second.server.registry.get(sessionId)!;
    expect(restored.participants.follower).toMatchObject({ bot: true, name: 'Rule-based bot' });
    const back = await TestClient.connect(second.url, tokens.commander);
    expect((await back.next('session/state')).partner).toMatchObject({ bot: true });
    await back.next('session/event', (m) => m.event.kind === 'resume');
    await back.playAs('commander');
    expect((await back.next('session/ended')).outcome).toBe('success');
    expect((await second.store.getSession(sessionId))!).toMatchObject({ seats: { commander: 'human', follower: 'replaced' }, pay: { commander: 'paid', follower: 'unpaid' } });
    back.close();
  });

  it('declined, the game ends as an abandonment: the one who stayed is paid at once, the one who left is not', async () => {
    const ts = await start({ config: { disconnectGraceMs: 100, seatOfferMs: 10_000 } });
    const { commander, follower, sessionId } = await pairPlayers(ts.url);
    follower.close();
    await commander.next('session/seat_empty');
    expect(await commander.request({ type: 'seat/replace', accept: false })).toEqual({ ok: true });
    expect((await commander.next('session/ended')).outcome).toBe('abandoned');
    expect(await commander.next('completion')).toMatchObject({ paid: true });
    expect((await ts.store.getSession(sessionId))!).toMatchObject({ seats: { commander: 'human', follower: 'human' }, pay: { commander: 'paid', follower: 'unpaid' } });
  });

  it('unanswered, the offer lapses and the game ends; a player who comes back in time takes its seat again', async () => {
    const ts = await start({ config: { disconnectGraceMs: 100, seatOfferMs: 200 } });
    const { commander, follower } = await pairPlayers(ts.url);
    follower.close();
    await commander.next('session/seat_empty');
    expect((await commander.next('session/ended')).outcome).toBe('abandoned');

    const again = await start({ config: { disconnectGraceMs: 100, seatOfferMs: 60_000 } });
    const pair = await pairPlayers(again.url);
    pair.follower.close();
    await pair.commander.next('session/seat_empty');
    const back = await TestClient.connect(again.url, pair.tokens.follower);
    await back.next('session/state');
    await pair.commander.next('session/event', (m) => m.event.kind === 'resume');
    expect(await pair.commander.request({ type: 'seat/replace', accept: true })).toMatchObject({ ok: false, error: { code: 'session/no_offer' } });
    back.close();
  });
});
