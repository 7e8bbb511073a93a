/**
 * A session's frames as the dataset exports them: the driver (Follower), commander and target-object
 * views just before each interaction, drawn on the server by the headless renderer, a page at a time.
 */
import { useCallback, useEffect, useState } from 'react';
import { contactSheetSchema, type ContactSheetRow } from '@chorehouse/protocol';
import { contactSheetPath } from '../api/contact-sheet-path.js';
import { messageOf } from '../state/console-state.js';
import { useConsole } from '../state/use-console.js';

const PAGE = 12;

export function ContactSheet({ sessionId }: { sessionId: string }) {
  const api = useConsole((s) => s.api);
  const [rows, setRows] = useState<ContactSheetRow[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async (from: number) => {
    if (!api) return;
    setLoading(true);
    setError(null);
    try {
      const sheet = await api.get(contactSheetPath(sessionId, from, PAGE), contactSheetSchema);
      setRows((r) => (from === 0 ? sheet.interactions : [...r, ...sheet.interactions]));
      setTotal(sheet.total);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setLoading(false);
    }
  }, [api, sessionId]);
  useEffect(() => { setRows([]); setTotal(null); void load(0); }, [load]);
  return (
    <section className="card contact-sheet" data-testid="contact-sheet">
      <div className="card-head">
        <h3>Frames <span className="muted small">(driver · commander · target object, just before each interaction, as exported)</span></h3>
        {total !== null && <span className="muted small" data-testid="contact-count" data-total={total}>{rows.length} of {total} interactions</span>}
      </div>
      {error && <p className="error small">{error}</p>}
      <div className="sheet-rows">
        {rows.map((r) => (
          <div className="sheet-row" key={r.index} data-testid="contact-row">
            <div className="sheet-label">
              <b>{r.time.toFixed(1)} s</b> <span className={r.agent === 'Driver' ? 'follower' : 'commander'}>{r.agent}</span>
              <div>{r.action}{r.success ? '' : ' ✗'}</div>
              {r.detail && <div className="muted small sheet-detail">{r.detail}</div>}
            </div>
            {(['driver', 'commander', 'targetobject'] as const).map((v) => (
              r.frames[v] ? <img key={v} src={r.frames[v]!} alt={`${v} frame at ${r.time} s`} width={128} height={128} /> : <div key={v} className="sheet-missing" />
            ))}
          </div>
        ))}
      </div>
      {loading && <p className="muted small">Drawing frames on the server…</p>}
      {!loading && total !== null && rows.length < total && (
        <button className="ghost" onClick={() => { void load(rows.length); }} data-testid="contact-more">More frames</button>
      )}
    </section>
  );
}

/** The data page's picker: a finished session's contact sheet. */
export function SessionFrames({ sessionIds }: { sessionIds: readonly string[] }) {
  const [picked, setPicked] = useState('');
  return (
    <section className="card">
      <div className="card-head">
        <h3>A session's frames</h3>
        <label className="small">Session <select value={picked} onChange={(e) => setPicked(e.target.value)} data-testid="frames-session">
          <option value="">pick one</option>{sessionIds.map((id) => <option key={id} value={id}>{id}</option>)}
        </select></label>
      </div>
      {picked && <ContactSheet sessionId={picked} />}
    </section>
  );
}
