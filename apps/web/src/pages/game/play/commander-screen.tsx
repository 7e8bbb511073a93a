/**
 * The Commander's screen: the Follower's live view, its own flying camera and its keys, the task
 * with Progress Check and Finish, the map with its legend, the found object's view with where it
 * is, and the chat. Fits 1280x720 without scrolling (game.css).
 */
import type { MotionActionName } from '@chorehouse/sim';
import { useCallback, useMemo, useState } from 'react';
import { WorldView } from '../../../render/world-view.js';
import { gameStore, serverLink, useGame } from '../game-context.js';
import { SessionBanners } from './banners.js';
import { ChatPanel } from './chat-panel.js';
import { FinishButton } from './finish-button.js';
import { frameNoter } from './frame-probe.js';
import { MapPanel } from './map-panel.js';
import { NavPanel, useMotionKeys } from './nav-panel.js';
import { ProgressPanel } from './progress-panel.js';
import { TargetPanel } from './search-panel.js';
import { commanderPose, followerPose, sessionMarkers } from './session-sources.js';
import { SoundToggle } from './sound-toggle.js';

export function CommanderScreen() {
  const world = useGame((s) => s.world)!;
  const status = useGame((s) => s.status);
  const partner = useGame((s) => s.partner);
  const own = useMemo(() => commanderPose(gameStore), []);
  const follower = useMemo(() => followerPose(gameStore), []);
  const markers = useMemo(() => sessionMarkers(gameStore, 'commander'), []);
  const onFollowerFrame = useMemo(() => frameNoter(gameStore, 'commander-follower-view'), []);
  const [error, setError] = useState<string | null>(null);
  const paused = status !== 'active';

  const move = useCallback((name: MotionActionName) => {
    void serverLink.request({ type: 'action', name }).then((r) => setError(r.ok ? null : r.error.message));
  }, []);
  useMotionKeys(move);

  return (
    <main className="screen commander-screen" data-testid="commander-screen">
      <header className="screen-head">
        <h1>You are the <strong>Commander</strong></h1>
        <p>Tell {partner?.bot ? 'the bot' : <>your Follower{partner && <> (<bdi>{partner.name}</bdi>)</>}</>} what to do in the chat. Check progress to see what is left; click a step to find its object.</p>
        <SoundToggle />
      </header>
      <SessionBanners />
      <div className="play-area">
        <div className="main-view">
          <h2 className="view-title">The Follower sees</h2>
          <WorldView world={world} pose={follower} onFrame={onFollowerFrame} data-testid="commander-follower-view" aria-label="The Follower's view" />
          <div className="pair">
            <div>
              <h2 className="view-title" title="Your own camera flies, and through walls">Your camera <span className="muted">(flies)</span></h2>
              <WorldView world={world} pose={own} data-testid="commander-own-view" aria-label="Your own camera" />
            </div>
            <div>
              <NavPanel onMotion={move} disabled={paused} title="Move your camera" />
              {error && <p className="error small" role="alert">{error}</p>}
            </div>
          </div>
        </div>
        <div className="side">
          {/* Checking and finishing need nothing from the Follower: both stay while the partner is away. */}
          <ProgressPanel disabled={false} />
          <FinishButton disabled={false} />
          <MapPanel world={world} markers={markers} who="commander" />
        </div>
        <div className="side">
          <TargetPanel disabled={paused} />
          <ChatPanel />
        </div>
      </div>
    </main>
  );
}
