/** The session being replayed: its bundle, every frame rebuilt by the simulator, and the playback clock. */
import { worldHash } from '@chorehouse/sim';
import type { World } from '@chorehouse/sim';
import { replayBundleSchema, type ReplayBundle } from '@chorehouse/protocol';
import { advance, seekCursor, seekTime, type Playback, type PlaybackMode } from '../replay/playback.js';
import { replayFrames } from '../replay/replay-frames.js';
import { messageOf, type Slice } from './console-state.js';

export interface LoadedReplay {
  readonly bundle: ReplayBundle;
  readonly frames: readonly World[];
  /** The last frame's hash against the server's final state. */
  readonly finalHash: string;
  readonly initialMatches: boolean;
}

export interface ReplaySlice {
  readonly replay: LoadedReplay | null;
  readonly replayLoading: string | null;
  readonly replayError: string | null;
  readonly playback: Playback;
  readonly loadReplay: (sessionId: string) => Promise<void>;
  readonly closeReplay: () => void;
  readonly setPlaying: (playing: boolean) => void;
  readonly setMode: (mode: PlaybackMode) => void;
  readonly tickPlayback: (dtMs: number) => void;
  readonly seekTo: (cursor: number) => void;
  readonly scrubTo: (ms: number) => void;
}

const STOPPED: Playback = { cursor: 0, playheadMs: 0, playing: false, mode: 'realtime', sinceStepMs: 0 };

export const createReplaySlice: Slice<ReplaySlice> = (set, get) => {
  const events = () => get().replay?.bundle.events ?? [];
  return {
    replay: null,
    replayLoading: null,
    replayError: null,
    playback: STOPPED,
    loadReplay: async (sessionId) => {
      const api = get().api;
      if (!api || get().replayLoading === sessionId || get().replay?.bundle.session.id === sessionId) return;
      set({ replayLoading: sessionId, replayError: null, replay: null, playback: { ...STOPPED, mode: get().playback.mode } });
      try {
        const bundle = await api.get(`/console/sessions/${encodeURIComponent(sessionId)}/replay`, replayBundleSchema);
        const frames = replayFrames(bundle.episode.world, bundle.events);
        const replay = { bundle, frames, finalHash: worldHash(frames[frames.length - 1]!), initialMatches: worldHash(frames[0]!) === bundle.episode.worldHash };
        if (get().replayLoading === sessionId) set({ replay, replayLoading: null });
      } catch (err) {
        set({ replayError: messageOf(err), replayLoading: null });
      }
    },
    closeReplay: () => set({ replay: null, replayLoading: null, replayError: null, playback: { ...STOPPED, mode: get().playback.mode } }),
    setPlaying: (playing) => {
      let p = get().playback;
      // Play at the end starts over.
      if (playing && p.cursor >= events().length) p = seekCursor(p, events(), 0);
      set({ playback: { ...p, playing, sinceStepMs: 0 } });
    },
    setMode: (mode) => set({ playback: { ...get().playback, mode, sinceStepMs: 0 } }),
    tickPlayback: (dtMs) => {
      const next = advance(get().playback, events(), dtMs);
      if (next !== get().playback) set({ playback: next });
    },
    seekTo: (cursor) => set({ playback: seekCursor(get().playback, events(), cursor) }),
    scrubTo: (ms) => set({ playback: seekTime(get().playback, events(), ms) }),
  };
};
