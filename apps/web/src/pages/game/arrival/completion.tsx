/**
 * The completion code to paste back into the crowd platform (Prolific: a link back, followed
 * automatically), under the words of the ending it came with: heading, what happened and its pay.
 */
import type { Completion } from '@chorehouse/protocol';
import { useEffect, useState } from 'react';
import { mturkSubmission } from '../../../net/arrival.js';
import { completionEnding } from './ending.js';

export function CompletionPage({ completion, ended, onAgain }: { completion: Completion; ended: { readonly outcome: string; readonly reason: string } | null; onAgain: () => void }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!completion.redirectUrl) return;
    const t = setTimeout(() => { window.location.assign(completion.redirectUrl!); }, 5000);
    return () => clearTimeout(t);
  }, [completion.redirectUrl]);
  const copy = async () => {
    if (completion.completionCode === null) return;
    try { await navigator.clipboard.writeText(completion.completionCode); setCopied(true); } catch { setCopied(false); }
  };
  const ending = completionEnding(completion, ended);
  // An MTurk ExternalQuestion HIT is submitted by a form POST to turkSubmitTo with the assignment (and the code, for review).
  const mturk = mturkSubmission(window.location.search);
  return (
    <main className="page narrow" data-testid="completion">
      <h1 data-testid="ending-title" data-ending={ending.kind} data-paid={String(completion.paid)}>{ending.title}</h1>
      <p className="lead" data-testid="ending-reason">{ending.detail}</p>
      {ending.note && <p data-testid="ending-note">{ending.note}</p>}
      {completion.completionCode === null ? <p data-testid="completion-code-none">This game does not come with a completion code.</p> : (
        <>
          <p className="lead" data-testid="completion-code-label">
            {completion.paid ? 'Your game is saved. Here is your completion code:' : 'Your game is saved. This code records what happened; it is not a paid code:'}
          </p>
          <p className="code" data-testid="completion-code">{completion.completionCode}</p>
          <button type="button" onClick={() => void copy()}>{copied ? 'Copied' : 'Copy the code'}</button>
        </>
      )}
      {mturk && completion.completionCode !== null && (
        <form method="post" action={mturk.action} data-testid="mturk-submit-form">
          <input type="hidden" name="assignmentId" value={mturk.assignmentId} />
          <input type="hidden" name="completionCode" value={completion.completionCode} />
          <button type="submit" className="primary" data-testid="mturk-submit">Submit the HIT</button>
        </form>
      )}
      {mturk ? null : completion.redirectUrl ? (
        <p>Taking you back to Prolific in a few seconds… <a href={completion.redirectUrl}>Go now</a></p>
      ) : completion.completionCode !== null && (
        <p>Paste it into the task page of your crowd platform to submit your work.</p>
      )}
      <p><button type="button" className="link" onClick={onAgain}>Play another game</button></p>
    </main>
  );
}
