/** Routes a parsed client message from a worker's connection to the lobby or its session. */
import { protocolError, type ClientMessage, type Reply } from '@chorehouse/protocol';
import type { Lobby } from './lobby/lobby.js';
import type { Connection } from './session/connection.js';
import { isSessionMessage, type PlayerSessionMessage } from './session/door.js';
import type { SessionRegistry } from './session/registry.js';
import { assertNever } from './session/views.js';

export interface Caller {
  readonly conn: Connection;
  readonly workerId: string;
  readonly name: string;
  readonly admin: boolean;
}

export interface GatewayDeps {
  readonly lobby: Lobby;
  readonly registry: SessionRegistry;
  /** Whether a worker may queue for a human partner (REQUIRE_VETTING). */
  readonly mayQueue: (workerId: string) => Promise<boolean>;
}

const refuse = (code: Parameters<typeof protocolError>[0], message: string): Reply => ({ ok: false, error: protocolError(code, message) });

export async function route(deps: GatewayDeps, caller: Caller, msg: ClientMessage): Promise<Reply> {
  if (isSessionMessage(msg)) return inSession(deps, caller, msg);
  switch (msg.type) {
    case 'lobby/join': {
      const current = deps.registry.sessionOf(caller.workerId);
      if (current && current.state !== 'ended') {
        const role = current.roleOf(caller.workerId)!;
        caller.conn.send(current.stateFor(role));
        return refuse('lobby/in_session', 'You are already in a session.');
      }
      deps.registry.release(caller.workerId);
      if (msg.partner === 'bot') {
        if (deps.lobby.isWaiting(caller.workerId)) return refuse('lobby/already_queued', 'You are already waiting for a partner.');
        const session = await deps.registry.start({ workerId: caller.workerId, name: caller.name }, { bot: msg.botRole });
        return session ? { ok: true, sessionId: session.id } : refuse('lobby/no_episode', 'No episode is available; try again later.');
      }
      if (!(await deps.mayQueue(caller.workerId))) return refuse('lobby/not_vetted', 'You are not yet cleared to play with other workers; try the bot.');
      return deps.lobby.join(caller.workerId, caller.name);
    }
    case 'lobby/leave':
      await deps.lobby.leave(caller.workerId);
      return { ok: true };
    case 'spectate': {
      if (!caller.admin) return refuse('admin/unauthorized', 'Only admins can spectate.');
      const session = deps.registry.get(msg.sessionId);
      if (!session) return refuse('admin/not_found', 'No live session with that id.');
      await session.spectate(caller.conn);
      return { ok: true };
    }
    default:
      return assertNever(msg);
  }
}

function inSession(deps: GatewayDeps, caller: Caller, msg: PlayerSessionMessage): Promise<Reply> {
  const session = deps.registry.sessionOf(caller.workerId);
  const role = session?.roleOf(caller.workerId);
  if (!session || !role) return Promise.resolve(refuse('session/none', 'You are not in a session.'));
  return session.handle(role, msg);
}
