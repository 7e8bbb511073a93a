/** Finish ends the game for both players, so it asks first. */
import { useState } from 'react';
import { serverLink } from '../game-context.js';

export function FinishButton({ disabled }: { disabled: boolean }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const finish = async () => {
    const r = await serverLink.request({ type: 'finish', confirmed: true });
    if (!r.ok) setError(r.error.message);
    setAsking(false);
  };
  return (
    <section className="panel finish" aria-label="Finish">
      {!asking ? (
        <button type="button" className="danger" disabled={disabled} onClick={() => setAsking(true)} data-testid="finish">Finish the game</button>
      ) : (
        <div role="alertdialog" aria-label="Finish the game?">
          <p>Finish now? The game ends for both of you. Check progress first to be sure the task is done.</p>
          <button type="button" className="danger" onClick={() => void finish()} data-testid="finish-confirm">Yes, finish</button>{' '}
          <button type="button" onClick={() => setAsking(false)}>Keep playing</button>
        </div>
      )}
      {error && <p className="error" role="alert">{error}</p>}
    </section>
  );
}
