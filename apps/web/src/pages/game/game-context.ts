/** The game page's single store and server link, and the selector hook the panels use. */
import { useStore } from 'zustand';
import { createServerLink } from '../../net/server-link.js';
import { createGameStore, type GameState } from '../../state/game-store.js';

export const gameStore = createGameStore();
export const serverLink = createServerLink(gameStore);

export function useGame<T>(selector: (s: GameState) => T): T {
  return useStore(gameStore, selector);
}
