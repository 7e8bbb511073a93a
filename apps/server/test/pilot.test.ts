/** Pilot mode (issue 47): sessions under the pilot switch or with staff are tagged, not counted by the plan, and left out of exports unless asked for. */
import { afterEach, describe, expect, it } from 'vitest';
import { adminFetch, startTestServer, type TestServer } from '../src/testing/harness.js';
import { pairPlayers, type Pair } from '../src/testing/pair.js';
import { TestClient } from '../src/testing/test-client.js';
import { untar } from './untar.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

const admin = async (path: string, body?: unknown) => {
  const res = await adminFetch(ts.url, path, body);
  expect(res.status).toBe(200);
  return res;
};

async function playToSuccess(pair: Pair): Promise<void> {
  await Promise.all([pair.commander.playAs('commander'), pair.follower.playAs('follower')]);
  expect((await pair.commander.next('session/ended')).outcome).toBe('success');
  pair.commander.close();
  pair.follower.close();
}

const gameFiles = async (query: string) => {
  const tar = Buffer.from(await (await admin(`/console/export?kind=games${query}`)).arrayBuffer());
  return [...untar(tar).keys()].filter((name) => name.endsWith('.game.json'));
};

describe('pilot mode', () => {
  it('tags sessions under the switch or with staff; the plan does not count them, exports leave them out unless asked', async () => {
    ts = await startTestServer();
    expect(await (await admin('/collection/pilot', { on: true })).json()).toMatchObject({ pilot: true });
    const piloted = await pairPlayers(ts.url);
    expect((await ts.store.getSession(piloted.sessionId))!.pilot).toBe(true);
    await playToSuccess(piloted);
    await admin('/collection/pilot', { on: false });

    // A worker marked staff makes a pilot session with the switch off.
    const [staff, partner] = [await TestClient.join(ts.url, 'Researcher'), await TestClient.join(ts.url, 'Pat')];
    await admin(`/workers/${encodeURIComponent(staff.workerId)}/staff`, { reason: 'the lab\'s own' });
    await staff.request({ type: 'lobby/join' });
    await partner.request({ type: 'lobby/join' });
    const withStaff = await staff.next('session/state');
    expect((await ts.store.getSession(withStaff.sessionId))!.pilot).toBe(true);
    const staffCommands = withStaff.viewer === 'commander';
    await (staffCommands ? staff : partner).request({ type: 'finish', confirmed: true });
    await (staffCommands ? partner : staff).next('session/ended');

    const real = await pairPlayers(ts.url);
    expect((await ts.store.getSession(real.sessionId))!.pilot).toBe(false);
    await playToSuccess(real);

    const plan = (await (await admin('/collection/plan')).json()) as { tasks: { task: string; done: number }[] };
    expect(plan.tasks.find((t) => t.task === 'Make Coffee')).toMatchObject({ done: 1 });
    const rows = (await (await admin('/console/sessions?status=ended')).json()) as { sessions: { id: string; pilot: boolean }[] };
    expect(new Map(rows.sessions.map((s) => [s.id, s.pilot]))).toEqual(new Map([[piloted.sessionId, true], [withStaff.sessionId, true], [real.sessionId, false]]));
    expect(await gameFiles('')).toHaveLength(1);
    expect(await gameFiles('&includePilot=true')).toHaveLength(2);
  });
});
