/**
 * The well-behaved session of the flood bench (forked by flood.ts, so floods in the parent do not
 * delay its clock): two local players paired through the lobby; the Follower turns ten times a
 * second and every round trip is kept with its wall-clock time.
 */
import { CLIENT_EVENT, PROTOCOL_VERSION, type Reply } from '@chorehouse/protocol';
import { connect } from './load-client.js';

interface Sample { readonly at: number; readonly ms: number }

const samples: Sample[] = [];
let errors = 0;
let running = true;

async function arrive(url: string, name: string): Promise<string> {
  const res = await fetch(`${url}/api/arrive`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ platform: 'local', name }) });
  return ((await res.json()) as { token: string }).token;
}

async function run(url: string): Promise<void> {
  const sockets = [];
  for (const name of ['probe-a', 'probe-b']) {
    const socket = await connect(url, { token: await arrive(url, name), protocolVersion: PROTOCOL_VERSION });
    const viewer = new Promise<string>((resolve) => socket.on('s2c', (m: { type: string; viewer?: string }) => { if (m.type === 'session/state') resolve(m.viewer!); }));
    await socket.timeout(10_000).emitWithAck(CLIENT_EVENT, { type: 'lobby/join' });
    sockets.push({ socket, viewer });
  }
  const follower = (await sockets[0]!.viewer) === 'follower' ? sockets[0]!.socket : sockets[1]!.socket;
  process.send?.({ type: 'ready' });
  const moves = ['Turn Left', 'Turn Right', 'Look Up', 'Look Down'];
  for (let i = 0; running; i++) {
    const t0 = performance.now();
    try {
      const reply = (await follower.timeout(10_000).emitWithAck(CLIENT_EVENT, { type: 'action', name: moves[i % 4] })) as Reply;
      if (reply.ok) samples.push({ at: Date.now(), ms: performance.now() - t0 });
      else errors++;
    } catch {
      errors++;
    }
    await new Promise((r) => setTimeout(r, Math.max(0, 100 - (performance.now() - t0))));
  }
  for (const s of sockets) s.socket.disconnect();
}

// The bench that forked this process went away (it failed, or was stopped): stop too.
process.on('disconnect', () => process.exit(1));
process.on('message', (m: { type: string; url?: string }) => {
  if (m.type === 'start') void run(m.url!);
  if (m.type === 'report') {
    running = false;
    process.send?.({ type: 'report', samples, errors }, () => process.exit(0));
  }
});
