/** Fair pay, recorded: the one who stayed is paid with the reason, the one who timed out or left is not; codes survive a reload. */
import { endingText } from '@chorehouse/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.js';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from '../src/testing/harness.js';
import { arrive, TestClient } from '../src/testing/test-client.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

async function pair(config: Partial<Config>) {
  ts = await startTestServer({ config });
  const [a, b] = [await arrive(ts.url, { platform: 'mturk', workerId: 'A1PAY' }), await arrive(ts.url, { platform: 'mturk', workerId: 'B1PAY' })];
  const ca = await TestClient.connect(ts.url, a.token, a.worker.id);
  const cb = await TestClient.connect(ts.url, b.token, b.worker.id);
  await ca.request({ type: 'lobby/join' });
  await cb.request({ type: 'lobby/join' });
  const sa = await ca.next('session/state');
  const aCommands = sa.viewer === 'commander';
  return {
    sessionId: sa.sessionId,
    commander: { client: aCommands ? ca : cb, arrival: aCommands ? a : b },
    follower: { client: aCommands ? cb : ca, arrival: aCommands ? b : a },
  };
}

const lookup = async (token: string) =>
  (await (await fetch(`${ts.url}/api/completion`, { headers: { authorization: `Bearer ${token}` } })).json()) as { completions: { completionCode: string | null; paid: boolean; reason: string; sessionId: string | null }[] };

describe('pay rules', () => {
  it('after an idle timeout the one who stayed gets the code with the reason, the idle one a distinct no-pay code; the session records it', async () => {
    const { sessionId, commander, follower } = await pair({ idleWarningMs: 300, idleTimeoutMs: 700 });
    // The commander keeps talking; the follower goes idle.
    const keepAlive = setInterval(() => { void commander.client.request({ type: 'chat', text: 'are you there?' }); }, 150);
    const [stayer, idle] = await Promise.all([commander.client.next('completion'), follower.client.next('completion')]).finally(() => clearInterval(keepAlive));
    expect(stayer).toMatchObject({ paid: true, completionCode: expect.stringMatching(/^[A-Z2-9]{10}$/), ending: 'partner_idle', reason: endingText('partner_idle') });
    expect(idle).toMatchObject({ paid: false, completionCode: expect.stringMatching(/^NX[A-Z2-9]{8}$/), ending: 'you_idle', reason: endingText('you_idle') });
    expect((await ts.store.getSession(sessionId))!).toMatchObject({ outcome: 'abandoned', pay: { commander: 'paid', follower: 'unpaid' } });
    // The console lists every code.
    const codes = await (await fetch(`${ts.url}/api/admin/completions?sessionId=${sessionId}`, { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } })).json() as { completions: { code: string; paid: boolean }[] };
    expect(codes.completions.map((c) => [c.code, c.paid]).sort()).toEqual([[idle.completionCode, false], [stayer.completionCode, true]].sort());
  });

  it('the one who left gets no code at all when NO_PAY_CODE=none, and finds out when it comes back', async () => {
    const { sessionId, commander, follower } = await pair({ disconnectGraceMs: 300, noPayCode: 'none' });
    follower.client.close();
    // The one who stayed is offered a bot for the empty seat (seat-replacement.test.ts); it declines.
    await commander.client.next('session/seat_empty');
    expect(await commander.client.request({ type: 'seat/replace', accept: false })).toEqual({ ok: true });
    const stayer = await commander.client.next('completion');
    expect(stayer).toMatchObject({ paid: true, ending: 'partner_left' });
    expect((await ts.store.getSession(sessionId))?.pay).toEqual({ commander: 'paid', follower: 'unpaid' });
    const back = await TestClient.connect(ts.url, follower.arrival.token, follower.arrival.worker.id);
    expect(await back.next('completion')).toMatchObject({ paid: false, completionCode: null, ending: 'you_left' });
    expect((await lookup(follower.arrival.token)).completions[0]).toMatchObject({ sessionId, paid: false, completionCode: null, ending: 'you_left' });
  });
});

describe('completion after a reload', () => {
  it('a reload, or a new tab of the same browser, gets the code again; another browser with the same id does not', async () => {
    const { sessionId, commander, follower } = await pair({});
    await Promise.all([commander.client.playAs('commander'), follower.client.playAs('follower')]);
    await commander.client.next('session/ended');
    expect(await commander.client.request({ type: 'survey', rating: 5, comment: 'good' })).toMatchObject({ ok: true });
    const first = await commander.client.next('completion');
    expect(first).toMatchObject({ paid: true, ending: 'success' });
    // The Follower is paid too, and is not told whether the task succeeded.
    expect(await follower.client.request({ type: 'survey', rating: 4, comment: '' })).toMatchObject({ ok: true });
    expect(await follower.client.next('completion')).toMatchObject({ paid: true, ending: 'finished_together' });
    // Reload: the page reconnects with its token.
    commander.client.close();
    const reloaded = await TestClient.connect(ts.url, commander.arrival.token, commander.arrival.worker.id);
    expect((await reloaded.next('completion')).completionCode).toBe(first.completionCode);
    // A new tab: arrives again from the URL with the browser's seat secret, and asks the server.
    const tab = await arrive(ts.url, { platform: 'mturk', workerId: commander.arrival.worker.id.slice('mturk:'.length), browser: commander.arrival.browser });
    expect((await lookup(tab.token)).completions).toEqual([expect.objectContaining({ sessionId, completionCode: first.completionCode, paid: true })]);
    // Another browser with the same crowd id gets nothing.
    const other = await arrive(ts.url, { platform: 'mturk', workerId: commander.arrival.worker.id.slice('mturk:'.length) });
    expect((await lookup(other.token)).completions).toEqual([]);
    const otherSocket = await TestClient.connect(ts.url, other.token, other.worker.id);
    await otherSocket.next('welcome');
    expect(otherSocket.received.some((m) => m.type === 'completion')).toBe(false);
  });
});
