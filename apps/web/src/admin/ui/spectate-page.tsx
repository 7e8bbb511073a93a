/** Watching one live session, and ending it with a reason (the server audit-logs it). */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { consoleStore, useConsole } from '../state/use-console.js';
import { outcomeLabel, Seat, StateBadge } from './badges.js';
import { floorPlanName, formatDuration, shortId } from './format.js';
import { SessionStage } from './session-stage.js';
import { taskLabel } from './sessions-page.js';
import { useNow } from './use-now.js';
import { usePolling } from './use-polling.js';

export function SpectatePage({ sessionId }: { sessionId: string }) {
  const spectated = useConsole((s) => s.spectated);
  const row = useConsole((s) => s.liveSessions.find((r) => r.id === sessionId) ?? s.endedSessions.find((r) => r.id === sessionId));
  usePolling(useCallback(() => consoleStore.getState().refreshSessions(), []), 3000);
  useEffect(() => {
    consoleStore.getState().startSpectating(sessionId);
    return () => consoleStore.getState().stopSpectating();
  }, [sessionId]);
  const s = spectated?.sessionId === sessionId ? spectated : null;
  const lastT = s?.events.length ? s.events[s.events.length - 1]!.t : 0;
  // The session's clock ticks between events: the server's clock at the last refresh, carried on locally.
  const now = useNow();
  const serverNow = useConsole((st) => st.serverNow);
  const fetchedAt = useConsole((st) => st.fetchedAt);
  const running = row?.status === 'live' && s?.status !== 'ended';
  const elapsed = row && fetchedAt ? (running ? serverNow + (now - fetchedAt) - row.startedAt : row.durationMs) : lastT;
  return (
    <main className="page">
      <section className="card session-head">
        <div>
          <a href="#/sessions" className="back">← Sessions</a>
          <h2>Spectating <code>{shortId(sessionId)}</code> {s && <StateBadge state={s.status} />}</h2>
          <p className="muted">
            {row ? <>{taskLabel(row)} · {row.task ? floorPlanName(row.task.floorPlan) : ''} · <Seat seat={row.commander} role="commander" /> commands, <Seat seat={row.follower} role="follower" /> follows</> : s?.task?.benchmark}
            {s && <> · {s.events.length} events · <span data-testid="spectate-clock">{formatDuration(Math.max(elapsed, lastT))}</span> in</>}
          </p>
          {s?.task && <p className="small">Task: {s.task.description}</p>}
        </div>
        {s && s.status !== 'ended' && <EndSessionForm sessionId={sessionId} />}
        {s?.ended && <p className="notice" data-testid="spectate-ended">Ended: {outcomeLabel(s.ended.outcome, s.ended.reason)} — {s.ended.reason} <a href={`#/replay/${encodeURIComponent(sessionId)}`}>Replay it</a></p>}
      </section>
      {s?.error && <p className="error card">{s.error}</p>}
      {s?.world ? <SessionStage world={s.world} events={s.events} preserveDrawingBuffer /> : <p className="card muted">Connecting to the session…</p>}
    </main>
  );
}

/** Ending asks in the page (not the browser's confirm box), naming what happens to both players. */
function EndSessionForm({ sessionId }: { sessionId: string }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const ask = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) { setError('Say why: the reason is logged.'); return; }
    setError(null);
    setAsking(true);
  };
  const end = async () => {
    setBusy(true);
    setError(await consoleStore.getState().endSession(sessionId, reason.trim()));
    setBusy(false);
    setAsking(false);
  };
  return (
    <form className="end-form" onSubmit={ask}>
      <input placeholder="Reason (logged)" value={reason} onChange={(e) => { setReason(e.target.value); setAsking(false); }} maxLength={500} data-testid="end-reason" />
      {!asking && <button className="danger" disabled={busy} data-testid="end-session">End session…</button>}
      {asking && (
        <span role="alertdialog" aria-label="End this session?" className="confirm" data-testid="end-confirm">
          End it for both players? They are told the research team ended it and get their codes.{' '}
          <button type="button" className="danger" disabled={busy} onClick={() => void end()} data-testid="end-confirm-yes">Yes, end it</button>{' '}
          <button type="button" onClick={() => setAsking(false)} data-testid="end-confirm-no">Keep it running</button>
        </span>
      )}
      {error && <span className="error small">{error}</span>}
    </form>
  );
}
