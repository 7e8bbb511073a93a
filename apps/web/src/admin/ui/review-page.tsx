/**
 * Review (issue 47): finished sessions with what a reviewer needs before they become data (duration,
 * messages per seat, success, idle spells, the longest silence, the replay), approved or rejected
 * with a reason one at a time or ticked in bulk. Rejected sessions stay out of exports unless asked.
 */
import { useCallback, useState } from 'react';
import { REVIEW_FILTERS, type ReviewDecision, type ReviewFilter, type ReviewRow } from '@chorehouse/protocol';
import { consoleStore, useConsole } from '../state/use-console.js';
import { formatClock, formatDuration } from './format.js';
import { PayCard } from './pay-card.js';
import { usePolling } from './use-polling.js';

const FILTER_LABEL: Record<ReviewFilter, string> = { unreviewed: 'To review', approved: 'Approved', rejected: 'Rejected', all: 'All finished' };

export function ReviewPage() {
  const rows = useConsole((s) => s.reviewRows);
  const filter = useConsole((s) => s.reviewFilter);
  const ticked = useConsole((s) => s.reviewTicked);
  const reviewer = useConsole((s) => s.reviewer);
  const error = useConsole((s) => s.reviewError);
  usePolling(useCallback(() => consoleStore.getState().refreshReview(), []), 10_000);
  const store = consoleStore.getState();
  const all = rows !== null && rows.length > 0 && rows.every((r) => ticked.has(r.id));
  return (
    <main className="page">
      <section className="card">
        <div className="card-head">
          <h2>Review</h2>
          <label className="muted">Reviewer <input data-testid="reviewer" value={reviewer} placeholder="your name" onChange={(e) => store.setReviewer(e.target.value)} /></label>
        </div>
        <p className="muted small">Finished sessions before they become data. A rejected session is left out of every export (the Data page and <code>chorehouse export games</code>) unless you ask for rejected sessions; an approval or a rejection can be changed later.</p>
        <div className="review-filters" role="tablist">
          {REVIEW_FILTERS.map((f) => (
            <button key={f} className={f === filter ? 'primary' : ''} data-testid={`review-filter-${f}`} onClick={() => void store.setReviewFilter(f)}>{FILTER_LABEL[f]}</button>
          ))}
        </div>
        {error && <p className="error" data-testid="review-error">{error}</p>}
        <BulkBar count={ticked.size} ids={[...ticked]} />
        <table className="table" data-testid="review-table">
          <thead>
            <tr>
              <th><input type="checkbox" aria-label="tick every session" checked={all} onChange={(e) => store.tickAllReviews(e.target.checked)} /></th>
              <th>Session</th><th>Task</th><th>Ended</th><th className="num">Duration</th><th>Outcome</th>
              <th className="num" title="Messages the Commander / the Follower sent">Messages C / F</th>
              <th className="num" title="The Follower's actions">Actions</th>
              <th className="num" title="Idle warnings the server gave the Commander / the Follower">Idle spells</th>
              <th className="num" title="The longest stretch with no event at all">Longest silence</th>
              <th>Decision</th><th>Act</th>
            </tr>
          </thead>
          <tbody>
            {rows === null && <tr><td colSpan={12} className="empty">Loading…</td></tr>}
            {rows?.length === 0 && <tr><td colSpan={12} className="empty">{filter === 'unreviewed' ? 'Every finished session has been reviewed.' : 'None.'}</td></tr>}
            {rows?.map((r) => <ReviewLine key={r.id} r={r} ticked={ticked.has(r.id)} />)}
          </tbody>
        </table>
      </section>
      <PayCard />
    </main>
  );
}

function BulkBar({ count, ids }: { count: number; ids: readonly string[] }) {
  const [reason, setReason] = useState('');
  const decide = async (decision: ReviewDecision) => { if (await consoleStore.getState().decide(ids, decision, reason)) setReason(''); };
  return (
    <div className="review-bulk" data-testid="review-bulk">
      <span className="muted">{count} ticked</span>
      <input className="reason" data-testid="bulk-reason" value={reason} placeholder="reason (needed to reject)" onChange={(e) => setReason(e.target.value)} />
      <button disabled={!count} data-testid="bulk-approve" onClick={() => void decide('approved')}>Approve ticked</button>
      <button disabled={!count} className="danger" data-testid="bulk-reject" onClick={() => void decide('rejected')}>Reject ticked</button>
    </div>
  );
}

function ReviewLine({ r, ticked }: { r: ReviewRow; ticked: boolean }) {
  const [reason, setReason] = useState('');
  const store = consoleStore.getState();
  const decide = async (decision: ReviewDecision) => { if (await store.decide([r.id], decision, reason)) setReason(''); };
  const seatKinds = r.commander.kind !== 'human' || r.follower.kind !== 'human';
  return (
    <tr data-testid="review-row" data-session={r.id}>
      <td><input type="checkbox" aria-label={`tick ${r.id.slice(0, 8)}`} checked={ticked} onChange={(e) => store.tickReview(r.id, e.target.checked)} /></td>
      <td>
        <a href={`#/replay/${encodeURIComponent(r.id)}`} data-testid="review-replay" title="Open the replay">{r.id.slice(0, 8)}</a>
        <div className="muted small">{r.commander.name} &amp; {r.follower.name}</div>
        {r.pilot && <span className="badge pilot">pilot</span>}
        {seatKinds && <span className="badge">bot seat</span>}
      </td>
      <td>{r.task}<div className="muted small">{r.split}</div></td>
      <td className="muted small">{r.endedAt === null ? '' : formatClock(r.endedAt)}</td>
      <td className="num">{formatDuration(r.durationMs)}</td>
      <td><span className={`badge ${r.success ? 'plan-active' : 'plan-paused'}`}>{r.outcome ?? 'ended'}</span></td>
      <td className="num">{r.messages.commander} / {r.messages.follower}</td>
      <td className="num">{r.actions.follower}</td>
      <td className="num">{r.idleSpells.commander + r.idleSpells.follower === 0 ? '0' : `${r.idleSpells.commander} / ${r.idleSpells.follower}`}</td>
      <td className="num">{formatDuration(r.longestSilenceMs)}</td>
      <td data-testid="review-decision">
        {r.review ? (
          <>
            <span className={`badge review-${r.review.decision}`}>{r.review.decision}</span>
            <div className="muted small">{r.review.reviewer}{r.review.reason ? `: ${r.review.reason}` : ''}</div>
          </>
        ) : <span className="muted">—</span>}
      </td>
      <td className="review-act">
        <input className="reason" aria-label={`reason for ${r.id.slice(0, 8)}`} value={reason} placeholder="reason" onChange={(e) => setReason(e.target.value)} />
        <button className="small-btn" data-testid="approve" onClick={() => void decide('approved')}>Approve</button>
        <button className="small-btn danger" data-testid="reject" onClick={() => void decide('rejected')}>Reject</button>
      </td>
    </tr>
  );
}
