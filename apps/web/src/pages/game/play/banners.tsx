/** Connection banners: our own link reconnecting, the partner away (session paused), idle warnings. */
import { useEffect, useState } from 'react';
import { useGame } from '../game-context.js';
import { SeatOfferDialog } from './seat-offer.js';

function useSecondsLeft(from: { at: number; timeoutMs: number } | null): number | null {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!from) return;
    const timer = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(timer);
  }, [from]);
  return from ? Math.max(0, Math.ceil((from.at + from.timeoutMs - now) / 1000)) : null;
}

export function SessionBanners() {
  const link = useGame((s) => s.link);
  const partner = useGame((s) => s.partner);
  const status = useGame((s) => s.status);
  const idle = useGame((s) => s.idleWarning);
  const offered = useGame((s) => s.seatOffer !== null);
  const idleLeft = useSecondsLeft(idle);
  return (
    <div className="banners" aria-live="assertive">
      {link === 'reconnecting' && (
        <p className="banner warn" data-testid="banner-reconnecting">Connection lost. Reconnecting… Keep this page open; your game will continue where it was.</p>
      )}
      {link === 'online' && status === 'paused' && partner && !partner.connected && (
        <p className="banner warn" data-testid="banner-partner-away">
          {offered
            ? 'Your partner did not come back. The game stays paused until you choose: finish with a bot in their place, or end the game; either way you keep your completion code.'
            : 'Your partner was disconnected. The game is paused until they come back; you can still chat. If they do not return in about a minute, you can finish with a bot in their place or end the game; either way you keep your completion code.'}
        </p>
      )}
      {idleLeft !== null && (
        <p className="banner alert" data-testid="banner-idle">You have been inactive for a while. Do something in the next {idleLeft} seconds or the game will end.</p>
      )}
      <SeatOfferDialog />
    </div>
  );
}
