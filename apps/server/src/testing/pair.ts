/** Two local players paired through the lobby; returns them by role. */
import type { SessionStateMessage } from '@chorehouse/protocol';
import { arrive, TestClient } from './test-client.js';

export interface Pair {
  readonly commander: TestClient;
  readonly follower: TestClient;
  readonly sessionId: string;
  readonly tokens: { readonly commander: string; readonly follower: string };
  readonly states: { readonly commander: SessionStateMessage; readonly follower: SessionStateMessage };
}

export async function pairPlayers(url: string): Promise<Pair> {
  const [aa, ab] = await Promise.all([arrive(url, { platform: 'local', name: 'Ann' }), arrive(url, { platform: 'local', name: 'Bob' })]);
  const a = await TestClient.connect(url, aa.token, aa.worker.id);
  const b = await TestClient.connect(url, ab.token, ab.worker.id);
  await a.request({ type: 'lobby/join' });
  await b.request({ type: 'lobby/join' });
  const [sa, sb] = await Promise.all([a.next('session/state'), b.next('session/state')]);
  const aCommands = sa.viewer === 'commander';
  return {
    commander: aCommands ? a : b, follower: aCommands ? b : a, sessionId: sa.sessionId,
    tokens: { commander: aCommands ? aa.token : ab.token, follower: aCommands ? ab.token : aa.token },
    states: { commander: aCommands ? sa : sb, follower: aCommands ? sb : sa },
  };
}
