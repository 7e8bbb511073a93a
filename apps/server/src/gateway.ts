/** Routes a parsed client message from a worker's connection to the lobby or its session. */
import { protocolError, type ClientMessage, type Reply } from '@chorehouse/protocol';
import type { Lobby } from './lobby/lobby.js';
import type { Connection } from './session/connection.js';
import type { Platform } from '@chorehouse/store';
import { isSessionMessage, type PlayerSessionMessage } from './session/door.js';
import type { SessionRegistry } from './session/registry.js';
import { assertNever } from './session/views.js';

export interface Caller {
  readonly conn: Connection;
  readonly workerId: string;
  readonly name: string;
  readonly admin: boolean;
  readonly platform: Platform;
}

export interface GatewayDeps {
  readonly lobby: Lobby;
  readonly registry: SessionRegistry;
  /** Whether a worker may queue for a human partner (REQUIRE_VETTING). */
  readonly mayQueue: (workerId: string) => Promise<boolean>;
  /** Several processes: spectating a game another process owns (cluster/relay.ts); null when none does. */
  readonly spectateElsewhere?: (caller: Caller, sessionId: string) => Promise<Reply | null>;
}

const SEAT_ELSEWHERE = 'Your game is open in another browser; go back to it to play.';

const refuse = (code: Parameters<typeof protocolError>[0], message: string): Reply => ({ ok: false, error: protocolError(code, message) });

export async function route(deps: GatewayDeps, caller: Caller, msg: ClientMessage): Promise<Reply> {
  if (isSessionMessage(msg)) return inSession(deps, caller, msg);
  switch (msg.type) {
    case 'lobby/join': {
      const current = deps.registry.sessionOf(caller.workerId);
      const currentRole = current?.roleOf(caller.workerId);
      // Only the browser that holds the seat sees it, or moves on from it (another browser could
      // otherwise release an ended seat before its survey and cost the worker its code).
      if (current && currentRole && !current.admits(currentRole, caller.conn.browser)) return refuse('session/seat_elsewhere', SEAT_ELSEWHERE);
      if (current && currentRole && current.state !== 'ended') {
        const role = currentRole;
        await current.resendState(role, caller.conn);
        return refuse('lobby/in_session', 'You are already in a session.');
      }
      deps.registry.release(caller.workerId);
      const seat = { workerId: caller.workerId, name: caller.name, browser: caller.conn.browser, platform: caller.platform };
      if (msg.partner === 'bot') return deps.lobby.joinBot(seat, msg.botRole);
      if (!(await deps.mayQueue(caller.workerId))) return refuse('lobby/not_vetted', 'You are not yet cleared to play with other workers; try the bot.');
      return deps.lobby.join(seat);
    }
    case 'lobby/leave':
      await deps.lobby.leave(caller.workerId, caller.conn.browser);
      return { ok: true };
    case 'spectate': {
      if (!caller.admin) return refuse('admin/unauthorized', 'Only admins can spectate.');
      const session = deps.registry.get(msg.sessionId);
      if (!session) return (await deps.spectateElsewhere?.(caller, msg.sessionId)) ?? refuse('admin/not_found', 'No live session with that id.');
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
  if (!session.admits(role, caller.conn.browser)) return Promise.resolve(refuse('session/seat_elsewhere', SEAT_ELSEWHERE));
  return session.handle(role, msg, caller.conn);
}
