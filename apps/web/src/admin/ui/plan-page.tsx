/**
 * The collection plan (issue 47): progress of every task against its targets (done, in play,
 * remaining, success rate, median duration, per split too), editing targets and states, and the
 * lobby's pause switch with the message arriving workers read.
 */
import { useCallback, useState } from 'react';
import type { PlanState, TaskProgress } from '@chorehouse/protocol';
import { consoleStore, useConsole } from '../state/use-console.js';
import { formatClock, formatDuration, percent } from './format.js';
import { usePolling } from './use-polling.js';

/** '' is no target; anything else must be a whole number. */
const parseTarget = (text: string): number | null | undefined => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

export function PlanPage() {
  const plan = useConsole((s) => s.plan);
  const error = useConsole((s) => s.planError);
  usePolling(useCallback(() => consoleStore.getState().refreshPlan(), []), 5000);
  const active = plan?.tasks.filter((t) => t.state !== 'retired') ?? [];
  const retired = plan?.tasks.filter((t) => t.state === 'retired') ?? [];
  return (
    <main className="page">
      <LobbyCard />
      <section className="card">
        <div className="card-head">
          <h2>Collection plan</h2>
          {plan && (
            <span className="muted" data-testid="plan-totals">
              {plan.totals.done} done, {plan.totals.inPlay} in play, {plan.totals.remaining} of {plan.totals.target} targeted sessions to go
            </span>
          )}
        </div>
        <p className="muted small">A session counts when two people played it to the end (success or Finish). Sessions in play count against a target, so a task stops being drawn once its finished and live sessions reach it; tasks with a target are drawn before those without.</p>
        {error && <p className="error" data-testid="plan-error">{error}</p>}
        <PlanTable rows={active} empty="No task in the pool or the plan yet." />
        <AddTask />
      </section>
      {retired.length > 0 && (
        <section className="card">
          <h2>Retired tasks</h2>
          <PlanTable rows={retired} empty="" />
        </section>
      )}
    </main>
  );
}

function PlanTable({ rows, empty }: { rows: readonly TaskProgress[]; empty: string }) {
  return (
    <table className="table" data-testid="plan-table">
      <thead>
        <tr>
          <th>Task</th><th>State</th><th>Target</th><th className="num">Done</th><th className="num">In play</th><th className="num">Remaining</th>
          <th>Progress</th><th className="num">Success rate</th><th className="num">Median duration</th><th className="num">Episodes</th><th>Act</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && <tr><td colSpan={11} className="empty">{empty}</td></tr>}
        {rows.map((t) => <TaskLine key={t.task} t={t} />)}
      </tbody>
    </table>
  );
}

function TaskLine({ t }: { t: TaskProgress }) {
  const [target, setTarget] = useState(t.target === null ? '' : String(t.target));
  const [splits, setSplits] = useState<Record<string, string>>(() => Object.fromEntries(t.splits.map((s) => [s.split, s.target === null ? '' : String(s.target)])));
  const store = consoleStore.getState();
  const parsed = parseTarget(target);
  const setState = (state: PlanState) => void store.changePlanTask(t.task, { state });
  const saveSplits = () => {
    const wanted = Object.entries(splits).flatMap(([split, text]) => { const v = parseTarget(text); return typeof v === 'number' ? [[split, v] as const] : []; });
    void store.changePlanTask(t.task, { splits: Object.fromEntries(wanted) });
  };
  const share = t.target ? Math.min(1, t.done / t.target) : null;
  return (
    <tr data-testid="plan-row" data-task={t.task}>
      <td>
        <b>{t.task}</b>{!t.planned && <span className="muted small"> (not in the plan)</span>}
        {t.splits.length > 0 && (
          <details className="splits">
            <summary className="muted small">per split</summary>
            <table className="table compact">
              <tbody>
                {t.splits.map((s) => (
                  <tr key={s.split}>
                    <td>{s.split}</td>
                    <td><input className="target" aria-label={`${t.task} ${s.split} target`} value={splits[s.split] ?? ''} placeholder="—" onChange={(e) => setSplits({ ...splits, [s.split]: e.target.value })} /></td>
                    <td className="num">{s.done} done</td><td className="num">{s.inPlay} in play</td>
                    <td className="num">{s.remaining === null ? '' : `${s.remaining} to go`}</td><td className="num muted">{s.episodes} ep.</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <button className="small-btn" onClick={saveSplits}>Save split targets</button>
          </details>
        )}
      </td>
      <td><span className={`badge plan-${t.state}`}>{t.state}</span>{t.state === 'active' && !t.open && <span className="badge plan-met" title="Not drawn: its targets are met or it has no episode">closed</span>}</td>
      <td>
        <input className="target" aria-label={`${t.task} target`} value={target} placeholder="no limit" onChange={(e) => setTarget(e.target.value)} />
        <button className="small-btn" disabled={parsed === undefined || parsed === t.target} onClick={() => parsed !== undefined && void store.changePlanTask(t.task, { target: parsed })}>Set</button>
      </td>
      <td className="num" data-testid="plan-done"><b>{t.done}</b></td>
      <td className="num" data-testid="plan-in-play">{t.inPlay}</td>
      <td className="num" data-testid="plan-remaining">{t.remaining ?? '—'}</td>
      <td>{share === null ? <span className="muted">—</span> : <span className="plan-bar" title={percent(share)}><span style={{ width: `${share * 100}%` }} /></span>}</td>
      <td className="num">{percent(t.successRate)}</td>
      <td className="num">{t.medianDurationMs === null ? '—' : formatDuration(t.medianDurationMs)}</td>
      <td className="num">{t.episodes}</td>
      <td className="act">
        {t.state === 'active' ? <button className="small-btn" onClick={() => setState('paused')}>Pause</button> : <button className="small-btn" onClick={() => setState('active')}>{t.state === 'retired' ? 'Restore' : 'Resume'}</button>}
        {t.state !== 'retired' && <button className="small-btn danger" onClick={() => setState('retired')}>Retire</button>}
        {t.planned && <button className="small-btn" title="Drawn again without a target" onClick={() => void store.removePlanTask(t.task)}>Unplan</button>}
      </td>
    </tr>
  );
}

/** A task the pool has no episode of yet: a benchmark name or a library task without parameters. */
function AddTask() {
  const [task, setTask] = useState('');
  const [target, setTarget] = useState('');
  const parsed = parseTarget(target);
  const add = async () => {
    if (parsed === undefined || !task.trim()) return;
    if (await consoleStore.getState().changePlanTask(task.trim(), { target: parsed })) { setTask(''); setTarget(''); }
  };
  return (
    <div className="row add-task">
      <input placeholder="task (e.g. Water Plant)" value={task} onChange={(e) => setTask(e.target.value)} aria-label="task to plan" />
      <input className="target" placeholder="target" value={target} onChange={(e) => setTarget(e.target.value)} aria-label="new task target" />
      <button disabled={!task.trim() || parsed === undefined} onClick={() => void add()}>Plan task</button>
    </div>
  );
}

function LobbyCard() {
  const lobby = useConsole((s) => s.lobbyStatus);
  const [message, setMessage] = useState('');
  if (!lobby) return null;
  const set = (paused: boolean) => void consoleStore.getState().setLobbyPaused(paused, message);
  return (
    <section className="card" data-testid="lobby-card">
      <div className="card-head">
        <h2>Lobby {lobby.paused ? <span className="badge plan-paused">paused</span> : <span className="badge plan-active">open</span>}</h2>
        <span className="muted">{lobby.liveSessions} game{lobby.liveSessions === 1 ? '' : 's'} in play, {lobby.waiting} waiting for a partner</span>
      </div>
      <p className="pilot-switch">
        <label>
          <input type="checkbox" data-testid="pilot-switch" checked={lobby.pilot} onChange={(e) => void consoleStore.getState().setPilot(e.target.checked)} />
          {' '}<b>Pilot mode</b>
        </label>
        <span className="muted"> — sessions started while it is on (and every session of a worker marked staff) are pilot sessions: not counted by the plan, left out of exports unless asked for.</span>
      </p>
      {lobby.paused ? (
        <>
          <p>Paused since {formatClock(lobby.since ?? 0)}: no new games start; games in play go on. Workers who try to join read:</p>
          <blockquote data-testid="lobby-message">{lobby.message}</blockquote>
          <button onClick={() => set(false)}>Resume the lobby</button>
        </>
      ) : (
        <div className="row">
          <input className="grow-1" placeholder="message for arriving workers while paused (optional)" value={message} onChange={(e) => setMessage(e.target.value)} aria-label="pause message" />
          <button className="danger" onClick={() => set(true)}>Pause the lobby</button>
        </div>
      )}
    </section>
  );
}
