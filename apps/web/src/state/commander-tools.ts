/**
 * The Commander's tools as the log left them: the last Progress Check and the last search that
 * found something. A reload gets the whole log again in `session/state`, so the page comes back
 * with what the Commander was looking at.
 */
import type { EventRecord } from '@chorehouse/protocol';
import type { CommanderToolsSlice } from './game-store.js';

export function commanderToolsFrom(events: readonly EventRecord[]): Pick<CommanderToolsSlice, 'progress' | 'searchResults' | 'searchLabel' | 'targetIndex'> {
  let progress: CommanderToolsSlice['progress'] = null;
  let search: Extract<EventRecord, { kind: 'search' }> | null = null;
  for (const e of events) {
    if (e.kind === 'progress_check') progress = { success: e.success, goalConditions: e.goalConditions, response: e.response };
    else if (e.kind === 'search' && e.results.length > 0) search = e;
  }
  return { progress, searchResults: search?.results ?? [], searchLabel: search?.value ?? '', targetIndex: 0 };
}
