/** The collected data at a glance (the `chorehouse stats` figures, from the store) and export downloads. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { EXPORT_FORMAT_NAMES, EXPORT_FORMATS } from '@chorehouse/protocol';
import type { ExportRequest } from '../state/data-slice.js';
import { consoleStore, useConsole } from '../state/use-console.js';
import { BarChart, ColumnChart } from './charts.js';
import { SessionFrames } from './contact-sheet.js';
import { Table3, Table6 } from './dialogue-tables.js';
import { percent } from './format.js';
import { histogram } from './histogram.js';

/** Minutes, or seconds while every session is shorter than three minutes (pilots, bots). */
function durationBins(ms: readonly number[]) {
  const seconds = ms.every((d) => d < 180_000);
  return { unit: seconds ? 'seconds' : 'minutes', bins: histogram(ms.map((d) => Math.floor(d / (seconds ? 1000 : 60_000))), 10) };
}

export function DataPage() {
  const stats = useConsole((s) => s.stats);
  const error = useConsole((s) => s.statsError);
  const refresh = useCallback(() => consoleStore.getState().refreshStats(), []);
  useEffect(() => { void refresh(); }, [refresh]);
  const sessions = stats?.sessions ?? [];
  const charts = useMemo(() => ({
    actions: histogram(sessions.map((s) => s.actions), 10),
    utterances: histogram(sessions.map((s) => s.utterances), 10),
    durations: durationBins(sessions.map((s) => s.durationMs)),
  }), [sessions]);
  const succeeded = sessions.filter((s) => s.success).length;
  return (
    <main className="page">
      <section className="card stat-strip">
        <div><b data-testid="stat-ended">{stats?.ended ?? '…'}</b><span>finished sessions</span></div>
        <div><b>{stats ? percent(stats.ended ? succeeded / stats.ended : null) : '…'}</b><span>succeeded</span></div>
        <div><b>{stats?.live ?? '…'}</b><span>live now</span></div>
        <div><b>{stats ? Object.values(stats.edhPerSplit).reduce((a, b) => a + b, 0) : '…'}</b><span>EDH instances</span></div>
        <button className="ghost" onClick={() => { void refresh(); }}>Refresh</button>
      </section>
      {error && <p className="error card">{error}</p>}
      {stats && stats.unexportable > 0 && <p className="notice card">{stats.unexportable} successful sessions do not replay or export; their instances are not counted.</p>}
      <div className="grid-2">
        <Table3 dialogue={stats?.dialogue} />
        <Table6 dialogue={stats?.dialogue} />
      </div>
      <div className="grid-2">
        <section className="card"><h3>Sessions per task</h3><BarChart bars={(stats?.perTask ?? []).map((t) => ({ label: t.task, value: t.sessions }))} testId="chart-sessions" /></section>
        <section className="card"><h3>Success rate per task</h3><BarChart max={1} color="#4f9d4a" bars={(stats?.perTask ?? []).map((t) => ({ label: t.task, value: t.successRate, text: `${percent(t.successRate)} (${t.successes}/${t.sessions})` }))} testId="chart-success" /></section>
        <section className="card"><h3>Actions per session</h3><ColumnChart bins={charts.actions} unit="actions (both players)" testId="chart-actions" /></section>
        <section className="card"><h3>Utterances per session</h3><ColumnChart bins={charts.utterances} unit="utterances" color="#7a5bd1" testId="chart-utterances" /></section>
        <section className="card"><h3>Session durations</h3><ColumnChart bins={charts.durations.bins} unit={charts.durations.unit} color="#d18a3c" testId="chart-durations" /></section>
        <section className="card"><h3>EDH instances per split</h3><BarChart color="#c2554a" bars={Object.entries(stats?.edhPerSplit ?? {}).sort().map(([split, n]) => ({ label: split, value: n }))} testId="chart-edh" /></section>
      </div>
      <ExportForm tasks={(stats?.perTask ?? []).map((t) => t.task)} splits={[...new Set(sessions.map((s) => s.split))].sort()} />
      <SessionFrames sessionIds={sessions.map((s) => s.id)} />
    </main>
  );
}

function ExportForm({ tasks, splits }: { tasks: readonly string[]; splits: readonly string[] }) {
  const exporting = useConsole((s) => s.exporting);
  const note = useConsole((s) => s.exportNote);
  const [filters, setFilters] = useState<Omit<ExportRequest, 'kind'>>({ split: '', task: '', since: '', includeUnsuccessful: false, includeBots: false, includePilot: false, includeRejected: false, licence: '', frames: false });
  const set = (patch: Partial<typeof filters>) => setFilters({ ...filters, ...patch });
  const download = (kind: ExportRequest['kind']) => { void consoleStore.getState().downloadExport({ kind, ...filters }); };
  return (
    <section className="card export">
      <h3>Download exports <span className="muted small">(TEACh layouts, as a .tar; replayed and checked on the server first)</span></h3>
      <div className="export-row">
        <label>Split <select value={filters.split} onChange={(e) => set({ split: e.target.value })}><option value="">all</option>{splits.map((s) => <option key={s}>{s}</option>)}</select></label>
        <label>Task <select value={filters.task} onChange={(e) => set({ task: e.target.value })}><option value="">all</option>{tasks.map((t) => <option key={t}>{t}</option>)}</select></label>
        <label>Since <input type="date" value={filters.since} onChange={(e) => set({ since: e.target.value })} /></label>
        <label title="Written into the export's dataset card (DATASET_CARD.md, dataset-card.json)">Licence <input data-testid="export-licence" value={filters.licence ?? ''} placeholder="CC-BY-NC-4.0" onChange={(e) => set({ licence: e.target.value })} /></label>
        <label className="pick"><input type="checkbox" checked={filters.includeUnsuccessful} onChange={(e) => set({ includeUnsuccessful: e.target.checked })} /> include unsuccessful games</label>
        <label className="pick"><input type="checkbox" data-testid="include-bots" checked={filters.includeBots} onChange={(e) => set({ includeBots: e.target.checked })} /> include bot sessions</label>
        <label className="pick"><input type="checkbox" data-testid="include-pilot" checked={filters.includePilot ?? false} onChange={(e) => set({ includePilot: e.target.checked })} /> include pilot sessions</label>
        <label className="pick"><input type="checkbox" data-testid="include-rejected" checked={filters.includeRejected ?? false} onChange={(e) => set({ includeRejected: e.target.checked })} /> include rejected sessions</label>
        <label className="pick"><input type="checkbox" checked={filters.frames ?? false} onChange={(e) => set({ frames: e.target.checked })} data-testid="export-frames" /> include frames (TEACh's images/, drawn on the server: slow)</label>
      </div>
      <div className="export-row">
        {EXPORT_FORMAT_NAMES.map((kind) => (
          <button key={kind} className="primary" disabled={exporting !== null} onClick={() => download(kind)} data-testid={`export-${kind}`}>{exporting === kind ? 'Exporting…' : EXPORT_FORMATS[kind].label}</button>
        ))}
        {note && <span className="small" data-testid="export-note">{note}</span>}
      </div>
    </section>
  );
}
