/**
 * Pay (issue 47), on the Review page: the pay rule (empty fields: the server's PAY_*), each crowd
 * worker's sessions, minutes, total and effective hourly rate, then the platforms' files to download.
 */
import { useEffect } from 'react';
import { PAY_FILES, type PayFileName } from '@chorehouse/protocol';
import type { PayForm } from '../state/pay-slice.js';
import { consoleStore, useConsole } from '../state/use-console.js';

const money = (c: number) => (c / 100).toFixed(2);
const FILE_LABEL: Record<PayFileName, string> = {
  'prolific-approve.txt': 'Prolific: approve list', 'prolific-bonus.csv': 'Prolific: bulk bonus',
  'mturk-batch-results.csv': 'MTurk: batch results (Approve/Reject)', 'mturk-bonus.csv': 'MTurk: bonuses',
};

export function PayCard() {
  const form = useConsole((s) => s.payForm);
  const summary = useConsole((s) => s.paySummary);
  const error = useConsole((s) => s.payError);
  const store = consoleStore.getState();
  useEffect(() => { void consoleStore.getState().refreshPay(); }, []);
  const field = (key: keyof PayForm, label: string, type = 'text') => (
    <label className="muted">{label} <input className="target" type={type} aria-label={label} value={form[key]} placeholder={summary && key in summary.rule ? String(summary.rule[key as 'base']) : ''} onChange={(e) => store.setPayForm({ [key]: e.target.value })} /></label>
  );
  return (
    <section className="card" data-testid="pay-card">
      <div className="card-head"><h2>Pay</h2>{summary && <span className="muted">{summary.rule.currency}</span>}</div>
      <p className="muted small">Empty fields take the study's saved rule, else the server's PAY_*. A seat the server paid earns the base (the platform's reward, paid by approving), the success bonus if the task was done, and the per-minute bonus; a rejected session keeps its base and loses its bonuses. The hourly rate is over the minutes played.</p>
      <div className="pay-form">
        {field('base', 'base')}{field('successBonus', 'success bonus')}{field('perMinute', 'per minute')}
        {field('since', 'since', 'date')}{field('until', 'until', 'date')}
        <button onClick={() => void store.refreshPay()} data-testid="pay-refresh">Show</button>
        <button onClick={() => void store.savePayRule()} data-testid="pay-save" title="Keep these numbers as the study's pay rule in the store (over PAY_*), for the console and chorehouse pay files">Save as the study's rule</button>
      </div>
      {error && <p className="error" data-testid="pay-error">{error}</p>}
      <table className="table compact" data-testid="pay-table">
        <thead><tr><th>Worker</th><th>Platform</th><th className="num">Sessions</th><th className="num">Paid</th><th className="num">Minutes</th><th className="num">Total</th><th className="num">Per hour</th></tr></thead>
        <tbody>
          {summary?.workers.length === 0 && <tr><td colSpan={7} className="empty">No crowd worker played in this window.</td></tr>}
          {summary?.workers.map((w) => (
            <tr key={w.workerId} data-testid="pay-row">
              <td>{w.externalId}</td><td>{w.platform}</td><td className="num">{w.sessions}</td><td className="num">{w.paidSessions}</td>
              <td className="num">{w.minutes.toFixed(1)}</td><td className="num">{money(w.totalCents)}</td>
              <td className="num" data-testid="pay-hourly">{w.hourlyCents === null ? '—' : money(w.hourlyCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {summary && summary.unmatched.length > 0 && <p className="error small">{summary.unmatched.length} MTurk seat(s) arrived without an assignmentId and are in no file.</p>}
      <div className="export-row">
        {PAY_FILES.map((f) => <button key={f} data-testid={`pay-file-${f}`} onClick={() => void store.downloadPayFile(f)}>{FILE_LABEL[f]}</button>)}
      </div>
    </section>
  );
}
