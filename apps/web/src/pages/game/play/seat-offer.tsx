/**
 * The partner left and did not come back: the one who stayed chooses to finish the game with the
 * bot in the empty seat (and keeps its completion code either way), or to end it now.
 */
import { useEffect, useState } from 'react';
import { serverLink, useGame } from '../game-context.js';

const PART: Record<'commander' | 'follower', string> = { commander: 'Commander', follower: 'Follower' };

export function SeatOfferDialog() {
  const offer = useGame((s) => s.seatOffer);
  const [now, setNow] = useState(() => performance.now());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!offer) return;
    setNow(performance.now());
    const timer = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(timer);
  }, [offer]);
  if (!offer) return null;
  const left = Math.max(0, Math.ceil((offer.at + offer.timeoutMs - now) / 1000));
  const answer = async (accept: boolean) => {
    setBusy(true);
    const r = await serverLink.request({ type: 'seat/replace', accept });
    setBusy(false);
    setError(r.ok ? null : r.error.message);
  };
  return (
    <div className="seat-offer-backdrop">
      <div className="seat-offer" role="alertdialog" aria-modal="true" aria-labelledby="seat-offer-title" data-testid="seat-offer">
        <h2 id="seat-offer-title">Your partner has left</h2>
        <p>They did not come back. You can finish the task with a bot as the {PART[offer.role]}, or end the game now.</p>
        <p><strong>Either way you keep your completion code.</strong></p>
        <div className="seat-offer-buttons">
          <button type="button" className="primary" disabled={busy} onClick={() => void answer(true)} data-testid="seat-offer-accept">Finish with a bot</button>
          <button type="button" disabled={busy} onClick={() => void answer(false)} data-testid="seat-offer-decline">End the game now</button>
        </div>
        <p className="seat-offer-time">The game ends by itself in {left} seconds if you do not choose.</p>
        {error && <p className="error" role="alert">{error}</p>}
      </div>
    </div>
  );
}
