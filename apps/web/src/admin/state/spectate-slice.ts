/**
 * The session being watched. The world is kept the way players keep theirs: the state's world,
 * then each event applied with the protocol's `worldAfter` (the simulator is deterministic, so it stays the server's).
 */
import { worldAfter, type EventRecord, type SessionStateMessage } from '@chorehouse/protocol';
import type { World } from '@chorehouse/sim';
import { spectate, type SpectateConnection } from '../spectate/spectate-client.js';
import type { Slice } from './console-state.js';

export interface Spectated {
  readonly sessionId: string;
  readonly world: World | null;
  readonly events: readonly EventRecord[];
  readonly task: SessionStateMessage['task'];
  readonly status: SessionStateMessage['status'] | 'connecting';
  readonly ended: { readonly outcome: string; readonly reason: string } | null;
  readonly error: string | null;
}

export interface SpectateSlice {
  readonly spectated: Spectated | null;
  readonly startSpectating: (sessionId: string) => void;
  readonly stopSpectating: () => void;
}

let connection: SpectateConnection | null = null;

export const createSpectateSlice: Slice<SpectateSlice> = (set, get) => {
  const update = (sessionId: string, patch: (s: Spectated) => Partial<Spectated>) => {
    const s = get().spectated;
    if (s?.sessionId === sessionId) set({ spectated: { ...s, ...patch(s) } });
  };
  return {
    spectated: null,
    startSpectating: (sessionId) => {
      const token = get().token;
      if (!token || get().spectated?.sessionId === sessionId) return;
      get().stopSpectating();
      set({ spectated: { sessionId, world: null, events: [], task: null, status: 'connecting', ended: null, error: null } });
      connection = spectate(token, sessionId, {
        state: (m) => update(sessionId, () => ({ world: m.world, events: m.events, task: m.task, status: m.status, error: null })),
        event: (e) => update(sessionId, (s) => {
          // A resent event (after a reconnection's state) is already in.
          if (s.events.length && s.events[s.events.length - 1]!.seq >= e.seq) return {};
          const world = s.world ? worldAfter(s.world, e) : s.world;
          const status = e.kind === 'pause' ? 'paused' : e.kind === 'resume' ? 'active' : e.kind === 'end' ? 'ended' : s.status;
          return { world, events: [...s.events, e], status };
        }),
        ended: (outcome, reason) => update(sessionId, () => ({ status: 'ended', ended: { outcome, reason } })),
        failed: (message) => update(sessionId, () => ({ error: message })),
      });
    },
    stopSpectating: () => {
      connection?.close();
      connection = null;
      set({ spectated: null });
    },
  };
};
