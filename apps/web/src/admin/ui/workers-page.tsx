/** Workers: who is waiting or playing, who is vetted or blocked, how they do; vet, block, unblock. */
import { useCallback, useState } from 'react';
import type { WorkerRow } from '@chorehouse/protocol';
import type { WorkerAction } from '../state/workers-slice.js';
import { consoleStore, useConsole } from '../state/use-console.js';
import { formatClock, percent, shortId } from './format.js';
import { usePolling } from './use-polling.js';

const FILTERS = ['all', 'waiting', 'playing', 'vetted', 'blocked'] as const;
type Filter = (typeof FILTERS)[number];

const matches = (w: WorkerRow, f: Filter) =>
  f === 'all' || (f === 'vetted' ? w.vetted : f === 'blocked' ? w.blocked : w.activity === f);

export function WorkersPage() {
  const workers = useConsole((s) => s.workers);
  const error = useConsole((s) => s.workersError);
  const [filter, setFilter] = useState<Filter>('all');
  usePolling(useCallback(() => consoleStore.getState().refreshWorkers(), []), 5000);
  const rows = workers.filter((w) => matches(w, filter));
  return (
    <main className="page">
      <section className="card">
        <div className="card-head">
          <h2>Workers</h2>
          <div className="filters">
            {FILTERS.map((f) => (
              <button key={f} className={`chip${f === filter ? ' active' : ''}`} onClick={() => setFilter(f)}>
                {f} <span className="muted">{workers.filter((w) => matches(w, f)).length}</span>
              </button>
            ))}
          </div>
        </div>
        {error && <p className="error">{error}</p>}
        <table className="table" data-testid="workers">
          <thead>
            <tr><th>Worker</th><th>Platform</th><th>Now</th><th>Standing</th><th className="num">Sessions</th><th className="num">Success rate</th><th className="num">Partner rating</th><th>Arrived</th><th>Act</th></tr>
          </thead>
          <tbody>
            {rows.length === 0 && <tr><td colSpan={9} className="empty">No workers here.</td></tr>}
            {rows.map((w) => <WorkerLine key={w.id} w={w} />)}
          </tbody>
        </table>
      </section>
    </main>
  );
}

function WorkerLine({ w }: { w: WorkerRow }) {
  const [reason, setReason] = useState('');
  const act = (action: WorkerAction) => { void consoleStore.getState().flagWorker(w.id, action, reason.trim()); setReason(''); };
  return (
    <tr data-testid="worker-row" data-worker={w.id}>
      <td><b>{w.name}</b><div className="muted small"><code>{w.id}</code></div></td>
      <td>{w.platform}</td>
      <td><span className={`badge activity-${w.activity}`}>{w.activity}</span></td>
      <td>
        {w.vetted && <span className="badge vetted">vetted</span>} {w.blocked && <span className="badge blocked">blocked</span>} {w.staff && <span className="badge staff">staff</span>}
        {!w.vetted && !w.blocked && !w.staff && <span className="muted">—</span>}
      </td>
      <td className="num">
        {w.sessions.length === 0 ? 0 : (
          <details className="sessions-of">
            <summary>{w.sessions.length}</summary>
            {w.sessions.map((id) => <a key={id} href={`#/replay/${encodeURIComponent(id)}`}><code>{shortId(id)}</code></a>)}
          </details>
        )}
      </td>
      <td className="num">{w.ended ? `${percent(w.successes / w.ended)} (${w.successes}/${w.ended})` : '—'}</td>
      <td className="num">{w.ratings.mean === null ? '—' : `${w.ratings.mean.toFixed(1)} ★ (${w.ratings.count})`}</td>
      <td>{formatClock(w.createdAt)}</td>
      <td className="act">
        <input className="reason" placeholder="reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        {w.vetted ? <button className="small-btn" onClick={() => act('unvet')}>Unvet</button> : <button className="small-btn" onClick={() => act('vet')}>Vet</button>}
        {w.blocked ? <button className="small-btn" onClick={() => act('unblock')}>Unblock</button> : <button className="small-btn danger" onClick={() => act('block')}>Block</button>}
        {w.staff ? <button className="small-btn" onClick={() => act('unstaff')}>Not staff</button> : <button className="small-btn" title="Their sessions become pilot sessions" onClick={() => act('staff')}>Staff</button>}
      </td>
    </tr>
  );
}
