/**
 * The lobby's pause switch (issue 47), kept as a setting in the store so it outlives a restart (a
 * deploy drains the lobby, restarts, and resumes) and every server process reads the same one.
 */
import { DEFAULT_PAUSE_MESSAGE, lobbyControlSchema, type LobbyControl } from '@chorehouse/protocol';
import type { Store } from '@chorehouse/store';

const KEY = 'lobby_control';
const OPEN: LobbyControl = { paused: false, message: '', since: null };

export async function readLobbyControl(store: Store): Promise<LobbyControl> {
  const text = await store.getSetting(KEY);
  if (text === null) return OPEN;
  // Only writeLobbyControl writes it: anything else is a bug to hear about, not a lobby to open.
  return lobbyControlSchema.parse(JSON.parse(text));
}

export async function writeLobbyControl(store: Store, change: { readonly paused: boolean; readonly message?: string | undefined }, at: number): Promise<LobbyControl> {
  const control: LobbyControl = change.paused ? { paused: true, message: change.message || DEFAULT_PAUSE_MESSAGE, since: at } : OPEN;
  await store.putSetting(KEY, JSON.stringify(control));
  return control;
}
