/** Statistics and export downloads. Downloads go through fetch so the token stays in a header. */
import { consoleStatsSchema, type ConsoleStats, type ExportFormat } from '@chorehouse/protocol';
import { messageOf, type Slice } from './console-state.js';
import { saveBlob } from '../api/save-blob.js';

export interface ExportRequest {
  readonly kind: ExportFormat;
  readonly split: string;
  readonly task: string;
  /** yyyy-mm-dd, or empty. */
  readonly since: string;
  readonly includeUnsuccessful: boolean;
  /** Sessions with a bot seat are left out of exports unless this is set. */
  readonly includeBots: boolean;
  /** Pilot sessions (the pilot switch, staff) are left out unless this is set. */
  readonly includePilot?: boolean;
  /** Sessions a reviewer rejected are left out unless this is set. */
  readonly includeRejected?: boolean;
  /** The licence the export's dataset card names. */
  readonly licence?: string;
  /** Also TEACh's images/ for every game (drawn on the server; slow). */
  readonly frames?: boolean;
}

export interface DataSlice {
  readonly stats: ConsoleStats | null;
  readonly statsError: string | null;
  readonly exporting: ExportRequest['kind'] | null;
  readonly exportNote: string | null;
  readonly refreshStats: () => Promise<void>;
  readonly downloadExport: (request: ExportRequest) => Promise<void>;
}

export function exportPath(r: ExportRequest): string {
  const q = new URLSearchParams({ kind: r.kind });
  if (r.split) q.set('split', r.split);
  if (r.task) q.set('task', r.task);
  if (r.since) q.set('since', r.since);
  if (r.includeUnsuccessful) q.set('includeUnsuccessful', 'true');
  if (r.includeBots) q.set('includeBots', 'true');
  if (r.includePilot) q.set('includePilot', 'true');
  if (r.includeRejected) q.set('includeRejected', 'true');
  if (r.licence?.trim()) q.set('licence', r.licence.trim());
  if (r.frames) q.set('frames', 'true');
  return `/console/export?${q.toString()}`;
}

export const createDataSlice: Slice<DataSlice> = (set, get) => ({
  stats: null,
  statsError: null,
  exporting: null,
  exportNote: null,
  refreshStats: async () => {
    const api = get().api;
    if (!api) return;
    try {
      set({ stats: await api.get('/console/stats', consoleStatsSchema), statsError: null });
    } catch (err) {
      set({ statsError: messageOf(err) });
    }
  },
  downloadExport: async (request) => {
    const api = get().api;
    if (!api || get().exporting) return;
    set({ exporting: request.kind, exportNote: null });
    try {
      const { blob, fileName } = await api.download(exportPath(request));
      saveBlob(blob, fileName);
      set({ exportNote: `${fileName}: ${(blob.size / 1024).toFixed(1)} kB` });
    } catch (err) {
      set({ exportNote: `Export failed: ${messageOf(err)}` });
    } finally {
      set({ exporting: null });
    }
  },
});
