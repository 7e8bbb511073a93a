/** Waiting for a partner: how long so far, and how long before the page gives a code anyway. */
import { useEffect, useState } from 'react';
import { gameStore, serverLink, useGame } from '../game-context.js';
import { SoundToggle } from '../play/sound-toggle.js';

export function WaitingRoom() {
  const queued = useGame((s) => s.queued)!;
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const t = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const waited = Math.floor((now - queued.since) / 1000);
  const left = Math.max(0, Math.ceil((queued.since + queued.timeoutMs - now) / 1000));
  const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  return (
    <main className="page narrow" data-testid="waiting-room">
      <h1>Finding you a partner…</h1>
      <div className="spinner" aria-hidden="true" />
      <p className="lead" aria-live="polite">You have waited {mmss(waited)}. The game starts as soon as another player joins.</p>
      <p>If nobody joins in the next {mmss(left)}, you will get a completion code and can leave.</p>
      <p className="muted">You can use another tab meanwhile: this tab's title changes when the game starts, and with sound alerts on you hear a short tone.</p>
      <p><SoundToggle /></p>
      <button type="button" onClick={() => { void serverLink.request({ type: 'lobby/leave' }); gameStore.setState({ queued: null }); }} data-testid="leave-queue">Stop waiting</button>
    </main>
  );
}
