/**
 * The consent page (issue 47), before the instructions and the tutorial: the researcher's text as
 * the server rendered it (raw HTML in the file arrives as text), agree or decline. A worker who
 * declines plays nothing; the page says so and lets them read the text again.
 */
import type { ConsentStatus } from '@chorehouse/protocol';
import { useState } from 'react';
import { answerConsent } from '../../../net/consent.js';

export function ConsentPage({ token, status, onAnswer }: { token: string; status: ConsentStatus; onAnswer: (status: ConsentStatus) => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(status.decision !== 'declined');
  const answer = async (agree: boolean) => {
    setBusy(true);
    const r = await answerConsent(token, status.version!, agree);
    setBusy(false);
    // Declined: the page says what that means (and offers the text again); agreed: the app moves on.
    if (r.ok) { setReading(agree); onAnswer(r.status); } else setProblem(r.message);
  };
  if (!reading) {
    return (
      <main className="page narrow" data-testid="consent-declined">
        <h1>Thank you</h1>
        <p className="lead">You did not agree, so you will not play and nothing is recorded about you beyond that answer.</p>
        <p>You may close this tab (on MTurk, return the HIT; on Prolific, return the study).</p>
        <button type="button" onClick={() => setReading(true)}>Read the consent text again</button>
      </main>
    );
  }
  return (
    <main className="page narrow" data-testid="consent">
      <h1>Before you play</h1>
      <p className="muted">Please read this. Version {status.version}.</p>
      {/* The server rendered the researcher's Markdown with raw HTML escaped (apps/server consent-text.ts). */}
      <article className="panel consent-text" data-testid="consent-text" dangerouslySetInnerHTML={{ __html: status.html }} />
      <div className="row">
        <button type="button" className="primary" disabled={busy} onClick={() => void answer(true)} data-testid="consent-agree">I agree</button>
        <button type="button" disabled={busy} onClick={() => void answer(false)} data-testid="consent-decline">I do not agree</button>
      </div>
      {problem && <p className="error" role="alert">{problem}</p>}
    </main>
  );
}
