/** The paper's Table 3 (sessions and instances per split) and Table 6 (the dialogue per speaker), as the server's dataset computes them. */
import type { DialogueTablesBody } from '@chorehouse/protocol';

const meanStd = (m: { mean: number; std: number }) => `${m.mean.toFixed(1)} ± ${m.std.toFixed(1)}`;
const speakerName = (s: string) => (s === 'Driver' ? 'Follower' : s);

export function Table3({ dialogue }: { dialogue: DialogueTablesBody | undefined }) {
  const rows = dialogue ? [...dialogue.table3.rows, dialogue.table3.total] : [];
  return (
    <section className="card">
      <h3>Table 3 · Sessions and instances per split</h3>
      <table className="table" data-testid="table3">
        <thead><tr><th>Split</th><th className="num">Sessions</th><th className="num">EDH instances</th><th className="num">TfD instances</th></tr></thead>
        <tbody>
          {dialogue && dialogue.table3.rows.length === 0 && <tr><td colSpan={4} className="empty">No session exports yet.</td></tr>}
          {dialogue && dialogue.table3.rows.length > 0 && rows.map((r) => (
            <tr key={r.split} className={r.split === 'total' ? 'total' : undefined}>
              <td>{r.split === 'total' ? <b>total</b> : r.split}</td>
              <td className="num">{r.sessions}</td><td className="num">{r.edhInstances}</td><td className="num">{r.tfdInstances}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">Successful sessions that replay and export, as <code>chorehouse stats</code> counts them.</p>
    </section>
  );
}

export function Table6({ dialogue }: { dialogue: DialogueTablesBody | undefined }) {
  return (
    <section className="card">
      <h3>Table 6 · Dialogue per speaker</h3>
      <table className="table" data-testid="table6">
        <thead><tr><th>Speaker</th><th className="num">Utterances</th><th className="num">Per session</th><th className="num">Words per utterance</th><th className="num">Tokens</th><th className="num">Vocabulary</th></tr></thead>
        <tbody>
          {(dialogue?.table6 ?? []).map((r) => (
            <tr key={r.speaker}>
              <td>{r.speaker === 'All' ? <b>both</b> : speakerName(r.speaker)}</td>
              <td className="num">{r.utterances}</td><td className="num">{meanStd(r.utterancesPerSession)}</td>
              <td className="num">{meanStd(r.wordsPerUtterance)}</td><td className="num">{r.tokens}</td><td className="num">{r.vocabulary}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {dialogue && (
        <p className="small" data-testid="vocabulary">
          Vocabulary size <b>{dialogue.vocabularySize}</b> words · utterances: Commander <b>{dialogue.utterancesPerSpeaker.Commander}</b>, Follower <b>{dialogue.utterancesPerSpeaker.Driver}</b>
        </p>
      )}
    </section>
  );
}
