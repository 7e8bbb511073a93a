/** The admin API, spectating, health and metrics. */
import { worldHash } from '@chorehouse/sim';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from '../src/testing/harness.js';
import { pairPlayers } from '../src/testing/pair.js';
import { TestClient, arrive } from '../src/testing/test-client.js';

let ts: TestServer;
afterEach(async () => { await ts?.dispose(); });

const api = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
  const res = await fetch(`${ts.url}/api/admin${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${init.token ?? TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('admin', () => {
  it('needs the token', async () => {
    ts = await startTestServer();
    expect((await api('/sessions', { token: 'wrong-token-wrong-token' })).status).toBe(401);
    expect((await fetch(`${ts.url}/api/admin/sessions`)).status).toBe(401);
  });

  it('lists live sessions, lets an admin spectate one and end it (audit-logged)', async () => {
    ts = await startTestServer();
    const { commander, follower, sessionId } = await pairPlayers(ts.url);
    await commander.request({ type: 'progress_check' });
    await follower.request({ type: 'action', name: 'Turn Left' });
    const live = await api('/sessions?status=live');
    const row = (live.body.sessions as Record<string, unknown>[])[0]!;
    expect(row).toMatchObject({ id: sessionId, state: 'active', task: { benchmark: 'Make Coffee' }, actions: { follower: 1, commander: 1 }, connected: { commander: true, follower: true } });

    const spectator = await TestClient.connect(ts.url, TEST_ADMIN_TOKEN);
    expect(await spectator.request({ type: 'spectate', sessionId })).toEqual({ ok: true });
    const state = await spectator.next('session/state');
    expect(state.viewer).toBe('spectator');
    expect(state.task?.benchmark).toBe('Make Coffee');
    expect(state.events.some((e) => e.kind === 'progress_check')).toBe(true);
    expect(worldHash(state.world)).toBe(worldHash(ts.server.registry.get(sessionId)!.world));
    await commander.request({ type: 'chat', text: 'watched' });
    expect((await spectator.next('session/event', (m) => m.event.kind === 'chat')).event).toMatchObject({ text: 'watched' });
    // Players cannot spectate.
    expect(await follower.request({ type: 'spectate', sessionId })).toMatchObject({ ok: false, error: { code: 'admin/unauthorized' } });

    expect((await api(`/sessions/${sessionId}/end`, { method: 'POST', body: {} })).status).toBe(400);
    expect((await api(`/sessions/${sessionId}/end`, { method: 'POST', body: { reason: 'test over' } })).status).toBe(200);
    expect((await commander.next('session/ended')).outcome).toBe('admin_ended');
    expect((await follower.next('completion')).completionCode).toMatch(/^[A-Z2-9]{10}$/);
    expect((await spectator.next('session/ended')).outcome).toBe('admin_ended');
    const audit = await api('/audit');
    expect(audit.body.audit).toEqual([expect.objectContaining({ action: 'session/end', target: sessionId, reason: 'test over' })]);
    const detail = await api(`/sessions/${sessionId}`);
    expect(detail.body.session).toMatchObject({ outcome: 'admin_ended', status: 'ended' });
  });

  it('vets, blocks and unblocks workers, with their sessions and ratings', async () => {
    ts = await startTestServer({ config: { requireVetting: true } });
    const mturk = await arrive(ts.url, { platform: 'mturk', workerId: 'W1', assignmentId: 'A', hitId: 'H' });
    const unvetted = await TestClient.connect(ts.url, mturk.token);
    expect(await unvetted.request({ type: 'lobby/join' })).toMatchObject({ ok: false, error: { code: 'lobby/not_vetted' } });
    expect((await api(`/workers/${mturk.worker.id}/vet`, { method: 'POST', body: { reason: 'qualified' } })).body.worker).toMatchObject({ vetted: true });
    expect(await unvetted.request({ type: 'lobby/join' })).toMatchObject({ ok: true, queued: true });
    unvetted.close();
    expect((await api(`/workers/${mturk.worker.id}/block`, { method: 'POST', body: { reason: 'spam' } })).body.worker).toMatchObject({ blocked: true });
    await expect(TestClient.connect(ts.url, mturk.token)).rejects.toThrow(/cannot play/);
    const again = await fetch(`${ts.url}/api/arrive`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ platform: 'mturk', workerId: 'W1' }) });
    expect(again.status).toBe(403);
    await api(`/workers/${mturk.worker.id}/unblock`, { method: 'POST', body: {} });
    expect((await TestClient.connect(ts.url, mturk.token)).socket.connected).toBe(true);
    expect((await api('/workers/nobody/vet', { method: 'POST', body: {} })).status).toBe(404);
    const list = await api('/workers');
    expect(list.body.workers).toEqual([expect.objectContaining({ id: 'mturk:W1', vetted: true, blocked: false, sessions: 0, ratings: { count: 0, mean: null } })]);
  });

  it('inspects the pool, reports health and Prometheus metrics', async () => {
    ts = await startTestServer();
    const pool = await api('/pool');
    expect(pool.body).toMatchObject({ size: 1, byTask: { 'Make Coffee': { train: 1 } } });
    expect((await api('/pool/grow', { method: 'POST', body: { perTask: 0 } })).status).toBe(400);
    const grown = await api('/pool/grow', { method: 'POST', body: { perTask: 1, tasks: ['Make Coffee'] } });
    expect(grown.body).toMatchObject({ added: 1 });
    expect((await api('/pool')).body).toMatchObject({ size: 2 });
    // Unknown names and wrong parameters are refused with a typed error; nothing is dropped silently or grown.
    const unknown = await api('/pool/grow', { method: 'POST', body: { tasks: ['Make Coffee', 'Make Tea'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'pool/unknown_task', message: expect.stringContaining('"Make Tea"') });
    const badParams = await api('/pool/grow', { method: 'POST', body: { tasks: [{ task: 'Sliced X', params: ['Apple', 'Bread'] }] } });
    expect(badParams.body.error).toMatchObject({ code: 'pool/bad_params' });
    // Any library task, with chosen parameters and its own quota.
    const chosen = await api('/pool/grow', { method: 'POST', body: { tasks: [{ task: 'Sliced X', params: ['Apple'], count: 1 }] } });
    expect(chosen.body).toMatchObject({ added: 1 });
    expect((await api('/pool')).body).toMatchObject({ size: 3, byTask: { 'Sliced X [Apple]': expect.any(Object) } });
    const tasks = await api('/console/tasks');
    expect(tasks.body.library).toHaveLength(25);
    expect(tasks.body.tasks).toHaveLength(12);
    expect((await api('/audit')).body.audit).toEqual([expect.objectContaining({ action: 'pool/grow' }), expect.objectContaining({ action: 'pool/grow' })]);
    const { commander, follower } = await pairPlayers(ts.url);
    await follower.request({ type: 'action', name: 'Turn Left' });
    await commander.request({ type: 'nope' });
    const health = await (await fetch(`${ts.url}/api/health`)).json();
    expect(health).toMatchObject({ ok: true, store: 'sqlite', episodes: 3, liveSessions: 1, sockets: 2 });
    const metrics = await (await fetch(`${ts.url}/metrics`)).text();
    expect(metrics).toContain('chorehouse_live_sessions 1');
    expect(metrics).toContain('chorehouse_sockets 2');
    expect(metrics).toContain('chorehouse_events_stored_total{kind="action"} 1');
    expect(metrics).toContain('chorehouse_errors_total{code="protocol/unknown_type"} 1');
    expect(metrics).toMatch(/chorehouse_action_seconds_count 1/);
    expect(await (await fetch(`${ts.url}/`)).text()).toContain('not built');
  });
});
