/**
 * The tutorial's own state: the demo kitchen stepped locally by the simulator, every action kept
 * (the server replays them to vet the worker), and the simulator's messages.
 */
import { tutorialWorld } from '@chorehouse/protocol';
import { step, type Action, type World } from '@chorehouse/sim';
import { createStore } from 'zustand/vanilla';

export interface TutorialState {
  readonly world: World;
  readonly actions: readonly Action[];
  readonly console: readonly { readonly text: string; readonly ok: boolean }[];
  readonly act: (action: Action) => void;
}

export function createTutorialStore(start: World = tutorialWorld()) {
  return createStore<TutorialState>()((set, get) => ({
    world: start,
    actions: [],
    console: [],
    act: (action) => {
      const { world, outcome } = step(get().world, 'follower', action);
      const shown = 'x' in action || !outcome.success;
      set({
        world, actions: [...get().actions, action],
        ...(shown ? { console: [...get().console.slice(-30), { text: outcome.message, ok: outcome.success }] } : {}),
      });
    },
  }));
}

export type TutorialStore = ReturnType<typeof createTutorialStore>;
