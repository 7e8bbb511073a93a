/** The page's one console store and the selector hook the components use. */
import { useStore } from 'zustand';
import type { ConsoleState } from './console-state.js';
import { createConsoleStore } from './console-store.js';

export const consoleStore = createConsoleStore();

export function useConsole<T>(selector: (s: ConsoleState) => T): T {
  return useStore(consoleStore, selector);
}
