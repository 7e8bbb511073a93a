/**
 * The tab's title, so a worker whose game is in a background tab notices what matters: the game
 * started, the partner wrote, the game is paused, or the idle timeout is about to end the game.
 * Pure: the hook in attention.ts feeds it the store and the clock.
 */
import type { GameState } from '../../state/game-store.js';

export const BASE_TITLE = 'Chorehouse';

export interface TitleInput {
  readonly state: Pick<GameState, 'queued' | 'status' | 'viewer' | 'idleWarning' | 'completion' | 'partner'>;
  /** Partner messages that arrived while the tab was in the background. */
  readonly unseen: number;
  /** The game started while the tab was in the background and has not been looked at since. */
  readonly startedUnseen: boolean;
  /** Seconds before the idle timeout, when warned. */
  readonly idleSecondsLeft: number | null;
}

const ROLE_TITLES = { commander: 'Commander', follower: 'Follower', spectator: 'Spectator' } as const;

export function titleFor({ state, unseen, startedUnseen, idleSecondsLeft }: TitleInput): string {
  const tail = ` · ${BASE_TITLE}`;
  if (state.completion) return `Your code is ready${tail}`;
  if (idleSecondsLeft !== null) return `⚠ Are you there? ${idleSecondsLeft} s left${tail}`;
  if (startedUnseen) return `▶ Your game has started!${tail}`;
  if (unseen > 0) return `💬 (${unseen}) New message${tail}`;
  if (state.queued) return `Waiting for a partner…${tail}`;
  switch (state.status) {
    case 'active': return `${state.viewer ? `${ROLE_TITLES[state.viewer]}: ` : ''}playing${tail}`;
    case 'paused': return `Paused: ${state.partner && !state.partner.connected ? 'partner away' : 'waiting'}${tail}`;
    case 'ended': return `Game over: answer two questions${tail}`;
    default: return BASE_TITLE;
  }
}
