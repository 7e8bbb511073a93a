/** The episode pool: what is in it per task, split and room type, and growing it with progress. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { POOL_MAX_PER_TASK, type EpisodeSummary } from '@chorehouse/protocol';
import { consoleStore, useConsole } from '../state/use-console.js';
import { floorPlanName, roomTypeOf } from './format.js';
import { parseParams, readableParams } from './task-params.js';

const SPLIT_ORDER = ['train', 'valid_seen', 'valid_unseen', 'test_seen', 'test_unseen'];

function countBy(episodes: readonly EpisodeSummary[], key: (e: EpisodeSummary) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const e of episodes) m.set(key(e), (m.get(key(e)) ?? 0) + 1);
  return m;
}

export function PoolPage() {
  const episodes = useConsole((s) => s.episodes);
  const error = useConsole((s) => s.poolError);
  const refresh = useCallback(() => consoleStore.getState().refreshPool(), []);
  useEffect(() => { void refresh(); }, [refresh]);
  const splits = useMemo(() => {
    const seen = new Set(episodes.map((e) => e.split));
    return [...SPLIT_ORDER.filter((s) => seen.has(s)), ...[...seen].filter((s) => !SPLIT_ORDER.includes(s)).sort()];
  }, [episodes]);
  const tasks = useMemo(() => [...new Set(episodes.map((e) => e.benchmarkName))].sort(), [episodes]);
  const cell = useMemo(() => countBy(episodes, (e) => `${e.benchmarkName}\u0000${e.split}`), [episodes]);
  const rooms = useMemo(() => [...countBy(episodes, (e) => roomTypeOf(e.floorPlan))].sort((a, b) => b[1] - a[1]), [episodes]);
  const used = episodes.filter((e) => e.sessions > 0).length;
  return (
    <main className="page">
      <div className="row">
        <section className="card grow-1">
          <div className="card-head"><h2>Episode pool <span className="muted">({episodes.length} episodes, {used} played)</span></h2></div>
          {error && <p className="error">{error}</p>}
          <table className="table" data-testid="pool-table">
            <thead><tr><th>Task</th>{splits.map((s) => <th key={s} className="num">{s}</th>)}<th className="num">total</th></tr></thead>
            <tbody>
              {tasks.length === 0 && <tr><td colSpan={splits.length + 2} className="empty">The pool is empty.</td></tr>}
              {tasks.map((t) => (
                <tr key={t}>
                  <td>{t}</td>
                  {splits.map((s) => <td key={s} className="num">{cell.get(`${t}\u0000${s}`) ?? <span className="muted">0</span>}</td>)}
                  <td className="num"><b>{episodes.filter((e) => e.benchmarkName === t).length}</b></td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <div className="col">
          <section className="card">
            <h2>By room type</h2>
            <ul className="kv">{rooms.map(([room, n]) => <li key={room}><span>{room}</span><b>{n}</b></li>)}</ul>
          </section>
        </div>
      </div>
      <GrowForm />
      <EpisodeList episodes={episodes} />
    </main>
  );
}

function EpisodeList({ episodes }: { episodes: readonly EpisodeSummary[] }) {
  const [task, setTask] = useState('');
  const rows = [...episodes].filter((e) => !task || e.benchmarkName === task).sort((a, b) => a.benchmarkName.localeCompare(b.benchmarkName) || a.floorPlan - b.floorPlan);
  return (
    <section className="card">
      <div className="card-head">
        <h2>Episodes</h2>
        <select value={task} onChange={(e) => setTask(e.target.value)}><option value="">every task</option>{[...new Set(episodes.map((e) => e.benchmarkName))].sort().map((t) => <option key={t}>{t}</option>)}</select>
      </div>
      <table className="table" data-testid="episodes">
        <thead><tr><th>Episode</th><th>Task</th><th>Parameters</th><th>Floor plan</th><th>Room</th><th>Split</th><th className="num">Planner steps</th><th className="num">Sessions</th></tr></thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.id}>
              <td><code>{e.id.length > 28 ? `${e.id.slice(0, 27)}…` : e.id}</code></td>
              <td>{e.benchmarkName}</td>
              <td title={e.params.join(', ')}>{readableParams(e.taskName, e.params) || <span className="muted">—</span>}</td>
              <td>{floorPlanName(e.floorPlan)}</td>
              <td>{roomTypeOf(e.floorPlan)}</td>
              <td>{e.split}</td>
              <td className="num">{e.solutionSteps || <span className="muted">—</span>}</td>
              <td className="num">{e.sessions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** What the form holds per task: picked or not, its parameters as typed ("" = drawn per episode), its quota. */
interface Pick { readonly on: boolean; readonly params: string; readonly count: number }

function GrowForm() {
  const benchmark = useConsole((s) => s.benchmarkTasks);
  const library = useConsole((s) => s.libraryTasks);
  const growth = useConsole((s) => s.growth);
  // Benchmark tasks under their benchmark names first, then the rest of the library (the paper's unseen tasks).
  const rows = useMemo(() => {
    const named = library.length > 0
      ? [...library].sort((a, b) => Number(b.benchmarkName !== null) - Number(a.benchmarkName !== null) || a.taskId - b.taskId)
        .map((t) => ({ name: t.benchmarkName ?? t.taskName, task: t, benchmark: t.benchmarkName !== null }))
      : benchmark.map((name) => ({ name, task: null, benchmark: true }));
    return named;
  }, [benchmark, library]);
  const [picks, setPicks] = useState<Readonly<Record<string, Pick>>>({});
  const pickOf = (name: string, isBenchmark: boolean): Pick => picks[name] ?? { on: isBenchmark, params: '', count: 1 };
  const update = (name: string, isBenchmark: boolean, change: Partial<Pick>) => setPicks({ ...picks, [name]: { ...pickOf(name, isBenchmark), ...change } });
  const orders = rows.filter((r) => pickOf(r.name, r.benchmark).on).map((r) => {
    const p = pickOf(r.name, r.benchmark);
    const params = parseParams(p.params);
    return { task: r.name, ...(params ? { params } : {}), count: p.count };
  });
  const total = orders.reduce((n, o) => n + o.count, 0);
  const running = growth?.running ?? false;
  const setAll = (on: boolean) => setPicks(Object.fromEntries(rows.map((r) => [r.name, { ...pickOf(r.name, r.benchmark), on }])));
  return (
    <section className="card grow-form">
      <h2>Generate more</h2>
      <p className="muted small">Any task of the library, with chosen parameters (comma-separated; blank draws them per episode) and a quota each. Each episode is generated, its preconditions checked and solved by the planner before it joins the pool.</p>
      <table className="task-picks" data-testid="task-picks">
        <thead><tr><th /><th>Task</th><th>Parameters</th><th className="num">Episodes</th><th>Definition</th></tr></thead>
        <tbody>
          {rows.map((r, i) => {
            const p = pickOf(r.name, r.benchmark);
            const nparams = r.task?.nparams ?? 0;
            const fixed = r.benchmark && nparams > 0 && r.task?.taskName !== r.name; // Boil Potato fixes Boil X's parameter
            return (
              <tr key={r.name} className={`pick${i > 0 && r.benchmark !== rows[i - 1]!.benchmark ? ' first-other' : ''}`} data-task={r.name}>
                <td><input type="checkbox" aria-label={r.name} checked={p.on} onChange={() => update(r.name, r.benchmark, { on: !p.on })} disabled={running} /></td>
                <td title={r.task?.desc}>{r.name}{!r.benchmark && <span className="badge library" title="Not one of TEACh's 12 benchmark tasks">library</span>}</td>
                <td>
                  {nparams === 0 || fixed
                    ? <span className="muted small">{fixed ? 'fixed' : 'none'}</span>
                    : <input className="params" value={p.params} placeholder={`random · ${nparams} e.g. ${r.task?.exampleParams[0]?.join(', ') ?? ''}`}
                      onChange={(e) => update(r.name, r.benchmark, { params: e.target.value, on: true })} disabled={running} data-testid="params" />}
                </td>
                <td className="num"><input type="number" min={1} max={POOL_MAX_PER_TASK} value={p.count} aria-label={`${r.name} episodes`}
                  onChange={(e) => update(r.name, r.benchmark, { count: Math.max(1, Math.min(POOL_MAX_PER_TASK, Number(e.target.value) || 1)) })} disabled={running} /></td>
                <td className="muted small">{r.task ? `${r.task.taskName} (${r.task.taskId}): ${r.task.desc}` : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="grow-row">
        <span className="muted small">{total} episodes</span>
        <button className="link" onClick={() => setAll(orders.length === 0)} disabled={running}>{orders.length ? 'none' : 'all'}</button>
        {running
          ? <button className="ghost" onClick={() => consoleStore.getState().cancelGrowth()}>Stop</button>
          : <button className="primary" disabled={total === 0} onClick={() => { void consoleStore.getState().growPool(orders); }} data-testid="grow">Generate</button>}
      </div>
      {growth && (
        <div className="growth" data-testid="growth">
          <div className="bar"><div style={{ width: `${growth.total ? (100 * growth.done) / growth.total : 0}%` }} /></div>
          <span className="small">{growth.done}/{growth.total} · {growth.added} added · {growth.rejected} rejected{running ? ' · generating…' : ' · done'}</span>
          {growth.failures.length > 0 && <details className="small" open={growth.added === 0}><summary>{growth.failures.length} problems</summary><ul data-testid="growth-problems">{growth.failures.slice(-20).map((f, i) => <li key={i}>{f}</li>)}</ul></details>}
        </div>
      )}
    </section>
  );
}
