/** Expired tokens, JSON errors, throttled guesses, framing and Origin: the loose ends a hostile crowd pulls on. */
import { PROTOCOL_VERSION } from '@chorehouse/protocol';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { browserKey, issueToken } from '../src/identity/tokens.js';
import { startTestServer, TEST_ADMIN_TOKEN, TEST_TOKEN_SECRET, type TestServer } from '../src/testing/harness.js';
import { arrive, TestClient } from '../src/testing/test-client.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

const json = { 'content-type': 'application/json' };

/** A body that is never HTML and never a stack trace. */
async function typed(res: Response, status: number, code: string, message: string | RegExp = /./): Promise<void> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const text = await res.text();
  expect(text).not.toMatch(/<html|<pre>|at .*\.(js|ts):\d+|node_modules/i);
  expect(JSON.parse(text)).toMatchObject({ error: { code, message: expect.stringMatching(message) } });
}

function socketWith(url: string, token: string, origin?: string) {
  const s = io(url, { auth: { token, protocolVersion: PROTOCOL_VERSION }, transports: ['websocket'], forceNew: true, reconnection: false, ...(origin ? { extraHeaders: { origin } } : {}) });
  return new Promise<{ ok: boolean; message: string }>((resolve) => {
    s.once('connect', () => { s.disconnect(); resolve({ ok: true, message: '' }); });
    s.once('connect_error', (e) => { s.disconnect(); resolve({ ok: false, message: e.message }); });
  });
}

describe('expired tokens', () => {
  it('are refused on every route: socket, tutorial, completion lookup', async () => {
    ts = await startTestServer({ config: { tokenTtlMs: 3_600_000 } });
    const a = await arrive(ts.url, { platform: 'mturk', workerId: 'A1OLD' });
    const old = issueToken(TEST_TOKEN_SECRET, a.worker.id, browserKey(a.browser), Date.now() - 3_600_001);
    await expect(TestClient.connect(ts.url, old, a.worker.id)).rejects.toThrow(/expired/);
    await typed(await fetch(`${ts.url}/api/tutorial/complete`, { method: 'POST', headers: { ...json, authorization: `Bearer ${old}` }, body: JSON.stringify({ actions: [{ name: 'Forward' }] }) }), 401, 'auth/invalid_token');
    await typed(await fetch(`${ts.url}/api/completion`, { headers: { authorization: `Bearer ${old}` } }), 401, 'auth/invalid_token');
    // The fresh one works everywhere.
    await (await TestClient.connect(ts.url, a.token, a.worker.id)).next('welcome');
    expect((await fetch(`${ts.url}/api/completion`, { headers: { authorization: `Bearer ${a.token}` } })).status).toBe(200);
  });
});

describe('JSON errors', () => {
  it('malformed, oversize and unknown requests get typed JSON, never HTML or a stack trace', async () => {
    ts = await startTestServer();
    await typed(await fetch(`${ts.url}/api/arrive`, { method: 'POST', headers: json, body: '{"platform": "mturk", ' }), 400, 'http/bad_json');
    await typed(await fetch(`${ts.url}/api/arrive`, { method: 'POST', headers: json, body: JSON.stringify({ platform: 'local', name: 'x'.repeat(40_000) }) }), 413, 'http/too_large');
    await typed(await fetch(`${ts.url}/api/tutorial/complete`, { method: 'POST', headers: { ...json, authorization: 'Bearer x' }, body: `{"actions": [${'{"name":"Forward"},'.repeat(20_000)}]}` }), 413, 'http/too_large');
    await typed(await fetch(`${ts.url}/api/admin/sessions`, { method: 'POST', headers: { ...json, authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, body: '{bad' }), 400, 'http/bad_json');
    await typed(await fetch(`${ts.url}/api/nothing-here`), 404, 'http/not_found');
    await typed(await fetch(`${ts.url}/no/such/page`), 404, 'http/not_found');
    await typed(await fetch(`${ts.url}/api/admin/workers`), 401, 'admin/unauthorized');
    // An arrival's error names the field its platform lacks, not just "Invalid input".
    const arrive = (body: unknown) => fetch(`${ts.url}/api/arrive`, { method: 'POST', headers: json, body: JSON.stringify(body) });
    await typed(await arrive({ platform: 'mturk' }), 400, 'auth/bad_arrival', /^workerId: .*expected string/);
    await typed(await arrive({ platform: 'local' }), 400, 'auth/bad_arrival', /^name: .*expected string/);
    await typed(await arrive({ platform: 'myspace', name: 'Ann' }), 400, 'auth/bad_arrival', /^platform: /);
  });
});

describe('rate limits', () => {
  const adminGet = (token: string) => fetch(`${ts.url}/api/admin/workers`, { headers: { authorization: `Bearer ${token}` } });

  it('a stale token retried past its budget is refused with when to retry; the right token from the same address still gets in', async () => {
    ts = await startTestServer({ config: { adminFailuresPerMinute: 5 } });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await adminGet('stale-token-0123456789abcdef')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const refused = await adminGet('stale-token-0123456789abcdef');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await typed(refused, 429, 'admin/rate_limited', /refused too many times in the last minute; try again in \d+ s/);
    // Everyone else behind the address: the right token, and another worker's fresh one.
    expect((await adminGet(TEST_ADMIN_TOKEN)).status).toBe(200);
    await typed(await adminGet('another-wrong-token'), 401, 'admin/unauthorized');
    const neighbour = await arrive(ts.url, { platform: 'mturk', workerId: 'A1NEIGHBOUR' });
    expect(await socketWith(ts.url, neighbour.token)).toMatchObject({ ok: true });
    // The handshake counts a stale worker token the same way, per token.
    for (let i = 0; i < 5; i++) expect(await socketWith(ts.url, 'stale-worker-token')).toMatchObject({ ok: false, message: expect.stringMatching(/not valid/) });
    expect(await socketWith(ts.url, 'stale-worker-token')).toMatchObject({ ok: false, message: expect.stringMatching(/try again in \d+ s/) });
    expect(await socketWith(ts.url, neighbour.token)).toMatchObject({ ok: true });
  });

  it('an address guessing many tokens is refused, even with the right one, past a budget far above a shared address\'s', async () => {
    ts = await startTestServer({ config: { adminFailuresPerMinute: 5, authFailuresPerAddressPerMinute: 12 } });
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await adminGet(`guess-${i}-0123456789abcdef`)).status);
    expect(statuses).toEqual([...Array(12).fill(401), 429, 429]);
    await typed(await adminGet(TEST_ADMIN_TOKEN), 429, 'admin/rate_limited', /from your network .* try again in \d+ s/);
    // The socket handshake counts against the same budget.
    expect(await socketWith(ts.url, 'another-guess')).toMatchObject({ ok: false, message: expect.stringMatching(/from your network/) });
  });

  it('arrivals are limited per worker id, so a worker\'s loop does not stop its neighbours; and per address far above that', async () => {
    ts = await startTestServer({ config: { arrivalsPerWorkerPerMinute: 10, arrivalsPerAddressPerMinute: 40 } });
    const post = (workerId: string) => fetch(`${ts.url}/api/arrive`, { method: 'POST', headers: json, body: JSON.stringify({ platform: 'mturk', workerId }) });
    const loop = await Promise.all(Array.from({ length: 15 }, () => post('LOOPER').then((r) => r.status)));
    expect(loop.filter((s) => s === 200)).toHaveLength(10);
    const refused = await post('LOOPER');
    await typed(refused, 429, 'auth/rate_limited', /This worker id arrived too many times in the last minute; try again in \d+ s/);
    expect((await post('NEIGHBOUR')).status).toBe(200);
    // 17 taken so far; the address's budget of 40 is the next bound, whoever is named.
    const many = await Promise.all(Array.from({ length: 30 }, (_, i) => post(`FLOOD${i}`).then((r) => r.status)));
    expect(many.filter((s) => s === 200)).toHaveLength(23);
    await typed(await post('LATE'), 429, 'auth/rate_limited', /from your network in the last minute; try again in \d+ s/);
  });
});

describe('framing and origins', () => {
  it('the console is never framed; the game page only by the configured ancestors', async () => {
    ts = await startTestServer({ config: { frameAncestors: "'self' https://www.mturk.com" } });
    for (const path of ['/admin.html', '/api/admin/workers', '/admin']) {
      const res = await fetch(`${ts.url}${path}`);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('content-security-policy'), path).toBe("frame-ancestors 'none'");
    }
    const game = await fetch(`${ts.url}/`);
    expect(game.headers.get('content-security-policy')).toBe("frame-ancestors 'self' https://www.mturk.com");
    expect(game.headers.get('x-content-type-options')).toBe('nosniff');
    expect(game.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('socket.io refuses pages of other sites, and lets the page\'s own origin and configured ones in', async () => {
    ts = await startTestServer({ config: { allowedOrigins: ['https://lab.example.org'] } });
    const a = await arrive(ts.url, { platform: 'local', name: 'Ann' });
    expect(await socketWith(ts.url, a.token, 'https://evil.example')).toMatchObject({ ok: false });
    expect(await socketWith(ts.url, a.token, 'https://lab.example.org')).toEqual({ ok: true, message: '' });
    expect(await socketWith(ts.url, a.token, ts.url)).toEqual({ ok: true, message: '' });
    expect(await socketWith(ts.url, a.token)).toEqual({ ok: true, message: '' });
  });
});
