/** Consent (issue 47): the researcher's text before playing, each decision recorded with its version and time, and required to play. */
import { consentListSchema, consentStatusSchema } from '@chorehouse/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { consentText } from '../src/consent/consent-text.js';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from '../src/testing/harness.js';
import { arrive, TestClient } from '../src/testing/test-client.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

const TEXT = consentText('# Cooking with a partner\n\nWe record what you type and do. You may stop at any time.\n', 'IRB-114 v2');

const consentApi = async (token: string, body?: unknown) => {
  const res = await fetch(`${ts.url}/api/consent`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

async function worker(name: string) {
  const a = await arrive(ts.url, { platform: 'local', name });
  return { token: a.token, client: await TestClient.connect(ts.url, a.token, a.worker.id), id: a.worker.id };
}

describe('consent', () => {
  it('is required to play; agreeing is recorded with its version and time; a worker who declines gets no session', async () => {
    ts = await startTestServer({ consent: TEXT });
    const ann = await worker('Ann');
    const bob = await worker('Bob');
    expect(consentStatusSchema.parse((await consentApi(ann.token)).body)).toEqual({ required: true, version: 'IRB-114 v2', html: TEXT.html, decision: null });
    expect(await ann.client.request({ type: 'lobby/join' })).toMatchObject({ ok: false, error: { code: 'consent/required' } });
    expect(await ann.client.request({ type: 'lobby/join', partner: 'bot', botRole: 'commander' })).toMatchObject({ ok: false, error: { code: 'consent/required' } });

    // An answer to another version of the text is refused: the worker read something else.
    expect(await consentApi(ann.token, { version: 'IRB-114 v1', agree: true })).toMatchObject({ status: 409, body: { error: { code: 'consent/stale_version' } } });
    expect(await consentApi(ann.token, { version: 'IRB-114 v2', agree: true })).toMatchObject({ status: 200, body: { decision: 'agreed' } });
    expect(await consentApi(bob.token, { version: 'IRB-114 v2', agree: false })).toMatchObject({ status: 200, body: { decision: 'declined' } });
    expect(await ann.client.request({ type: 'lobby/join' })).toMatchObject({ ok: true, queued: true });
    expect(await bob.client.request({ type: 'lobby/join' })).toMatchObject({ ok: false, error: { code: 'consent/required' } });
    expect(await ts.store.listSessions()).toEqual([]);
    expect(ts.server.lobby.size).toBe(1);

    const list = consentListSchema.parse(await (await fetch(`${ts.url}/api/admin/collection/consents`, { headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } })).json());
    expect(list.version).toBe('IRB-114 v2');
    expect(list.consents.map((c) => [c.workerId, c.version, c.decision])).toEqual([[ann.id, 'IRB-114 v2', 'agreed'], [bob.id, 'IRB-114 v2', 'declined']]);
    expect(list.consents.every((c) => typeof c.at === 'number' && c.at > 0)).toBe(true);
  });

  it('without a consent text nothing is asked; a declared bot never is', async () => {
    ts = await startTestServer();
    const cy = await worker('Cy');
    expect((await consentApi(cy.token)).body).toEqual({ required: false, version: null, html: '', decision: null });
    expect(await consentApi(cy.token, { version: 'x', agree: true })).toMatchObject({ status: 404 });
    await ts.dispose();

    ts = await startTestServer({ consent: TEXT });
    const bot = await arrive(ts.url, { platform: 'bot', name: 'wire bot' });
    const client = await TestClient.connect(ts.url, bot.token, bot.worker.id);
    expect(await client.request({ type: 'lobby/join' })).toMatchObject({ ok: true, queued: true });
    expect((await consentApi('not-a-token')).status).toBe(401);
  });
});
