/** The solo tutorial: actions replayed from the tutorial's kitchen vet the worker only when both tasks are done. */
import { solveEpisode } from '@chorehouse/agents';
import { tutorialWorld } from '@chorehouse/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/harness.js';
import { arrive, TestClient } from '../src/testing/test-client.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

function tutorialActions() {
  const coffee = solveEpisode(tutorialWorld(), { taskName: 'Coffee', params: [] });
  const potato = solveEpisode(coffee.world, { taskName: 'Cooked Slice Of X', params: ['Potato'] });
  return { coffee: coffee.trace.map((t) => t.action), all: [...coffee.trace, ...potato.trace].map((t) => t.action) };
}

const post = (url: string, token: string, body: unknown) =>
  fetch(`${url}/api/tutorial/complete`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });

describe('the tutorial', () => {
  it('vets a worker whose replayed actions make coffee and cook a potato slice; half a tutorial or a bad token does not', async () => {
    ts = await startTestServer({ config: { requireVetting: true } });
    const a = await arrive(ts.url, { platform: 'mturk', workerId: 'A1TUTORIAL' });
    const { coffee, all } = tutorialActions();

    const half = await post(ts.url, a.token, { actions: coffee });
    expect(half.status).toBe(422);
    expect(await half.json()).toMatchObject({ error: { code: 'tutorial/unfinished' }, done: [true, false] });
    expect((await ts.store.getWorker(a.worker.id))?.vetted).toBe(false);
    const client = await TestClient.connect(ts.url, a.token);
    expect(await client.request({ type: 'lobby/join' })).toMatchObject({ ok: false, error: { code: 'lobby/not_vetted' } });

    expect((await post(ts.url, 'nope', { actions: all })).status).toBe(401);
    expect((await post(ts.url, a.token, { actions: [{ name: 'Fly' }] })).status).toBe(400);

    const full = await post(ts.url, a.token, { actions: all });
    expect(full.status).toBe(200);
    expect(await full.json()).toEqual({ vetted: true, done: [true, true] });
    expect((await ts.store.getWorker(a.worker.id))?.vetted).toBe(true);
    expect(await client.request({ type: 'lobby/join' })).toMatchObject({ ok: true, queued: true });
    client.close();
  });
});
