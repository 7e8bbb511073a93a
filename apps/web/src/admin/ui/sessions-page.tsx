/** Live sessions (a table refreshed every two seconds) and the latest finished ones. */
import { useCallback } from 'react';
import type { SessionRow } from '@chorehouse/protocol';
import { consoleStore, useConsole } from '../state/use-console.js';
import { OutcomeBadge, Seat, StateBadge } from './badges.js';
import { floorPlanName, formatAgo, formatClock, formatDuration, shortId } from './format.js';
import { taskText } from './task-params.js';
import { useNow } from './use-now.js';
import { usePolling } from './use-polling.js';

const REFRESH_MS = 2000;

export function SessionsPage() {
  const live = useConsole((s) => s.liveSessions);
  const ended = useConsole((s) => s.endedSessions);
  const error = useConsole((s) => s.sessionsError);
  const fetchedAt = useConsole((s) => s.fetchedAt);
  const serverNow = useConsole((s) => s.serverNow);
  usePolling(useCallback(() => consoleStore.getState().refreshSessions(), []), REFRESH_MS);
  const now = useNow();
  // Elapsed times run on the server's clock, advanced by the time since the last refresh.
  const nowOnServer = serverNow + (fetchedAt ? now - fetchedAt : 0);
  const open = (page: 'spectate' | 'replay', id: string) => consoleStore.getState().navigate({ page, id });
  return (
    <main className="page">
      <section className="card">
        <div className="card-head">
          <h2>Live sessions <span className="muted">({live.length})</span></h2>
          <span className="muted small">{fetchedAt ? `updated ${formatAgo(now - fetchedAt)}` : 'loading…'} · refreshes every {REFRESH_MS / 1000} s</span>
        </div>
        {error && <p className="error">{error}</p>}
        <table className="table" data-testid="live-sessions">
          <thead>
            <tr><th>Session</th><th>State</th><th>Task</th><th>Floor plan</th><th>Commander</th><th>Follower</th><th className="num">Elapsed</th><th className="num">Follower actions</th><th className="num">Commander actions</th><th className="num">Utterances</th><th>Last activity</th><th /></tr>
          </thead>
          <tbody>
            {live.length === 0 && <tr><td colSpan={12} className="empty">No session is being played right now.</td></tr>}
            {live.map((s) => (
              <tr key={s.id} className="clickable" onClick={() => open('spectate', s.id)} data-testid="live-session-row" data-session={s.id}>
                <td><code>{shortId(s.id)}</code></td>
                <td><StateBadge state={s.state} />{s.pilot && <span className="badge pilot">pilot</span>}</td>
                <td>{taskLabel(s)}</td>
                <td>{s.task ? floorPlanName(s.task.floorPlan) : '—'}</td>
                <td><Seat seat={s.commander} role="commander" /></td>
                <td><Seat seat={s.follower} role="follower" /></td>
                <td className="num">{formatDuration(nowOnServer - s.startedAt)}</td>
                <td className="num" data-testid="follower-actions">{s.actions.follower}</td>
                <td className="num">{s.actions.commander}</td>
                <td className="num" data-testid="utterances">{s.actions.utterances}</td>
                <td>{formatAgo(Math.max(0, nowOnServer - s.lastActivityAt))}</td>
                <td><button className="small-btn" onClick={(e) => { e.stopPropagation(); open('spectate', s.id); }}>Spectate</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="card">
        <div className="card-head"><h2>Finished sessions <span className="muted">(latest {ended.length})</span></h2></div>
        <EndedTable rows={ended} onOpen={(id) => open('replay', id)} />
      </section>
      <AdminLog />
    </main>
  );
}

function AdminLog() {
  const audit = useConsole((s) => s.audit);
  usePolling(useCallback(() => consoleStore.getState().refreshAudit(), []), 10_000);
  return (
    <section className="card">
      <div className="card-head"><h2>Admin log <span className="muted">(latest {Math.min(audit.length, 12)})</span></h2></div>
      {audit.length === 0 ? <p className="muted small">Nothing yet: ending sessions, vetting and blocking workers and growing the pool are logged here with their reasons.</p> : (
        <table className="table" data-testid="audit">
          <thead><tr><th>When</th><th>What</th><th>Target</th><th>Reason</th></tr></thead>
          <tbody>
            {audit.slice(0, 12).map((a) => (
              <tr key={a.id}><td>{formatClock(a.at)}</td><td><code>{a.action}</code></td><td><code>{a.target.length > 40 ? `${a.target.slice(0, 39)}…` : a.target}</code></td><td>{a.reason || <span className="muted">—</span>}</td></tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function taskLabel(s: SessionRow): string {
  return s.task ? taskText(s.task) : '—';
}

export function EndedTable({ rows, onOpen, selected }: { rows: readonly SessionRow[]; onOpen: (id: string) => void; selected?: string | null }) {
  return (
    <table className="table" data-testid="ended-sessions">
      <thead>
        <tr><th>Session</th><th>Started</th><th>Outcome</th><th>Task</th><th>Split</th><th>Commander</th><th>Follower</th><th className="num">Duration</th><th className="num">Actions</th><th className="num">Utterances</th><th /></tr>
      </thead>
      <tbody>
        {rows.length === 0 && <tr><td colSpan={11} className="empty">No finished sessions yet.</td></tr>}
        {rows.map((s) => (
          <tr key={s.id} className={`clickable${selected === s.id ? ' selected' : ''}`} onClick={() => onOpen(s.id)} data-testid="ended-session-row" data-session={s.id}>
            <td><code>{shortId(s.id)}</code></td>
            <td>{formatClock(s.startedAt)}</td>
            <td><OutcomeBadge outcome={s.outcome} reason={s.endReason} />{s.pilot && <span className="badge pilot">pilot</span>}</td>
            <td>{taskLabel(s)}</td>
            <td>{s.task?.split ?? '—'}</td>
            <td>{s.commander.name}</td>
            <td>{s.follower.name}</td>
            <td className="num">{formatDuration(s.durationMs)}</td>
            <td className="num">{s.actions.follower + s.actions.commander}</td>
            <td className="num">{s.actions.utterances}</td>
            <td><button className="small-btn" onClick={(e) => { e.stopPropagation(); onOpen(s.id); }}>Replay</button></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
