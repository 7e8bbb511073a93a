/** The completion code to paste back into the crowd platform (Prolific: a link back, followed automatically). */
import type { Completion } from '@chorehouse/protocol';
import { useEffect, useState } from 'react';
import type { Ending } from './ending.js';

export function CompletionPage({ completion, noPartner, ending, onAgain }: { completion: Completion; noPartner: boolean; ending: Ending | null; onAgain: () => void }) {
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
  return (
    <main className="page narrow" data-testid="completion">
      <h1 data-testid="ending-title" data-ending={noPartner ? 'no_partner' : ending?.kind}>{noPartner ? 'No partner was found in time' : ending && ending.kind !== 'success' ? ending.title : 'Thank you!'}</h1>
      {ending && !noPartner && <p className="lead" data-testid="ending-reason">{ending.detail}</p>}
      <p className="lead">{noPartner ? 'Sorry for the wait. Use this code to submit your work.' : 'Your game is saved. Here is your completion code:'}</p>
      {!noPartner && <p data-testid="completion-reason">{completion.reason}</p>}
      {completion.completionCode === null ? <p data-testid="completion-code-none">This game does not come with a completion code.</p> : (
        <>
          <p className="code" data-testid="completion-code">{completion.completionCode}</p>
          <button type="button" onClick={() => void copy()}>{copied ? 'Copied' : 'Copy the code'}</button>
        </>
      )}
      {completion.redirectUrl ? (
        <p>Taking you back to Prolific in a few seconds… <a href={completion.redirectUrl}>Go now</a></p>
      ) : (
        <p>Paste it into the task page of your crowd platform to submit your work.</p>
      )}
      <p><button type="button" className="link" onClick={onAgain}>Play another game</button></p>
    </main>
  );
}
