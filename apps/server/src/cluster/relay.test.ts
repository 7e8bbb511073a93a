import { describe, expect, it } from 'vitest';
import type { Reply } from '@chorehouse/protocol';
import type { Caller } from '../gateway.js';
import type { Connection } from '../session/connection.js';
import type { BusMessage, BusMessageBody } from './bus-messages.js';
import type { ClusterBus } from './cluster-bus.js';
import { Relay, type RelayDeps } from './relay.js';

/** A bus between this process ('a') and the test: what 'a' sends is kept; the test delivers what others say. */
function fakeBus(): ClusterBus & { sent: { to: string; message: BusMessageBody }[]; deliver(m: BusMessage): void } {
  let handler: (m: BusMessage) => void = () => undefined;
  const sent: { to: string; message: BusMessageBody }[] = [];
  return {
    self: 'a', sent,
    send: (to, message) => { sent.push({ to, message }); },
    broadcast: (message) => { sent.push({ to: '*', message }); },
    onMessage: (h) => { handler = h; },
    close: async () => undefined,
    deliver: (m) => handler(m),
  };
}

const conn: Connection = { id: 'conn-1', workerId: 'w-ann', browser: null, send: () => undefined, sendShared: () => undefined, close: () => undefined };
const ann: Caller = { conn, workerId: 'w-ann', name: 'Ann', admin: false, platform: 'local' };

/** A relay on process 'a' whose one socket (Ann's) belongs to game S1, owned by process 'b'. */
async function relayRoutedToB() {
  const bus = fakeBus();
  const deps: RelayDeps = {
    bus, failed: (e: unknown) => { throw e; }, heartbeatMs: 60_000, silenceMs: 120_000,
    clock: { now: () => 1_000, mono: () => 1_000 },
    store: { liveSessionOf: async () => 'S1', listLeases: async () => [{ sessionId: 'S1', owner: 'b', token: 1, expiresAt: 10_000 }] },
    registry: { sessionOf: () => undefined, get: () => undefined, drop: () => undefined, all: () => [], takeOver: async () => 0 },
    lobby: { forget: () => undefined, leave: async () => undefined },
    hub: { add: () => undefined, remove: () => 0, connectionsOf: () => [] },
    serve: async () => ({ ok: true }),
  };
  const relay = new Relay(deps);
  await relay.connected(ann);
  return { relay, bus };
}

describe('the socket\'s side of the relay', () => {
  it('routes a socket whose game another process owns to that owner', async () => {
    const { relay, bus } = await relayRoutedToB();
    expect(relay.routeOf('conn-1')).toBe('b');
    expect(bus.sent.at(-1)).toMatchObject({ to: 'b', message: { t: 'attach' } });
    relay.close();
  });

  it('answers a request in flight to the old owner "busy" as soon as a new owner announces the game, and routes the socket there', async () => {
    const { relay, bus } = await relayRoutedToB();
    let reply: Reply | null = null;
    void relay.forward(ann, { type: 'action', name: 'Turn Left' }).then((r) => { reply = r; });
    expect(bus.sent.at(-1)).toMatchObject({ to: 'b', message: { t: 'message' } });
    // 'b' died; 'c' took the game over and says so. No time passes: the old owner is not yet silent.
    bus.deliver({ t: 'owner', from: 'c', sessionId: 'S1', workers: ['w-ann'] });
    await Promise.resolve();
    expect(reply).toMatchObject({ ok: false, error: { code: 'session/busy' } });
    expect(relay.routeOf('conn-1')).toBe('c');
    expect(bus.sent.some((s) => s.to === 'c' && s.message.t === 'attach')).toBe(true);
    relay.close();
  });
});
