/**
 * The game page's client state: one zustand store made of slices (STYLE.md item 11). Panels
 * subscribe with selectors; the 3D views read the world with getState() in their render loops.
 * Only the socket module (net/server-link.ts) and the panels' own handlers write here.
 */
import type { Completion, EventRecord, SearchResult, SessionStatus, TaskView, Viewer } from '@chorehouse/protocol';
import type { World } from '@chorehouse/sim';
import { createStore } from 'zustand/vanilla';

export type LinkStatus = 'offline' | 'connecting' | 'online' | 'reconnecting' | 'refused';

export interface ConnectionSlice {
  readonly link: LinkStatus;
  readonly worker: { readonly id: string; readonly name: string } | null;
  /** A plain-English problem to show (refused token, old client, server error). */
  readonly problem: string | null;
}

export interface LobbySlice {
  /** When the waiting room started (performance.now()) and how long it lasts, while queued. */
  readonly queued: { readonly since: number; readonly timeoutMs: number } | null;
  readonly noPartner: Completion | null;
}

export interface SessionSlice {
  readonly sessionId: string | null;
  readonly viewer: Viewer | null;
  readonly status: SessionStatus | null;
  readonly partner: { readonly name: string; readonly bot: boolean; readonly connected: boolean } | null;
  readonly world: World | null;
  readonly seq: number;
  readonly events: readonly EventRecord[];
  readonly task: TaskView | null;
  readonly surveyAnswered: boolean;
  readonly ended: { readonly outcome: string; readonly reason: string } | null;
  /** Milliseconds left when the server warned that this player is idle. */
  readonly idleWarning: { readonly at: number; readonly timeoutMs: number } | null;
  /** The partner left for good: the empty seat (`role`) may be given to a bot, if this player says so before the time is up. */
  readonly seatOffer: { readonly role: 'commander' | 'follower'; readonly at: number; readonly timeoutMs: number } | null;
  readonly completion: Completion | null;
}

export interface CommanderToolsSlice {
  /** The last Progress Check, from its event (the reply carries only the verdict). */
  readonly progress: Pick<Extract<EventRecord, { kind: 'progress_check' }>, 'success' | 'goalConditions' | 'response'> | null;
  readonly searchResults: readonly SearchResult[];
  readonly searchLabel: string;
  /** Which result the target panel shows. */
  readonly targetIndex: number;
  /** A refusal to show beside the tools (nothing found, not allowed...). */
  readonly toolMessage: string | null;
}

export type GameState = ConnectionSlice & LobbySlice & SessionSlice & CommanderToolsSlice;

export const INITIAL_STATE: GameState = {
  link: 'offline', worker: null, problem: null,
  queued: null, noPartner: null,
  sessionId: null, viewer: null, status: null, partner: null, world: null, seq: -1, events: [], task: null,
  surveyAnswered: false, ended: null, idleWarning: null, seatOffer: null, completion: null,
  progress: null, searchResults: [], searchLabel: '', targetIndex: 0, toolMessage: null,
};

export type GameStore = ReturnType<typeof createGameStore>;

export function createGameStore(initial: Partial<GameState> = {}) {
  return createStore<GameState>()(() => ({ ...INITIAL_STATE, ...initial }));
}
