/**
 * Blocking a worker bites at once: the flag is set (no new arrival, socket or tutorial), the
 * worker leaves the waiting room, its live session ends `admin_ended` with the reason recorded and
 * its seat unpaid (the partner gets its completion code), and every socket it has is closed.
 */
import { protocolError } from '@chorehouse/protocol';
import type { Hub } from '../hub.js';
import type { Lobby } from '../lobby/lobby.js';
import type { SessionRegistry } from '../session/registry.js';
import type { Store } from '@chorehouse/store';

export interface BlockDeps {
  readonly store: Store;
  readonly registry: SessionRegistry;
  readonly hub: Hub;
  readonly lobby: Lobby;
}

export async function blockWorker(deps: BlockDeps, workerId: string, reason: string): Promise<void> {
  await deps.store.setWorkerFlags(workerId, { blocked: true });
  await deps.lobby.leave(workerId);
  const session = deps.registry.sessionOf(workerId);
  const role = session?.roleOf(workerId);
  if (session && role && session.state !== 'ended') {
    const why = `A player was blocked by an admin${reason ? `: ${reason}` : ''}.`;
    const reply = await session.handle('admin', { type: 'admin/end', reason: why, unpaid: role });
    if (!reply.ok && reply.error.code !== 'session/ended') throw new Error(`blocking ${workerId}: ${reply.error.message}`);
  }
  for (const conn of deps.hub.connectionsOf(workerId)) conn.close(protocolError('auth/blocked', 'This account cannot play.'));
}
