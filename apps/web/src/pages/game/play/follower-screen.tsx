/**
 * The Follower's screen: a large egocentric view (click to select; hover and selection highlighted
 * by the simulator's ray cast), the object buttons with why grey ones are grey, navigation, the
 * simulator's messages, the map with its legend and the chat. Fits 1280x720 without scrolling.
 */
import type { MotionActionName, ObjectActionName } from '@chorehouse/sim';
import { useCallback, useMemo, useState } from 'react';
import { useClickTarget } from '../../../picking/use-click-target.js';
import { WorldView } from '../../../render/world-view.js';
import { gameStore, serverLink, useGame } from '../game-context.js';
import { ActionPanel } from './action-panel.js';
import { SessionBanners } from './banners.js';
import { ChatPanel } from './chat-panel.js';
import { frameNoter, noteKeyPress } from './frame-probe.js';
import { NavPanel, useMotionKeys } from './nav-panel.js';
import { useFollowerSelection } from './follower-selection.js';
import { MapPanel } from './map-panel.js';
import { followerPose, sessionMarkers } from './session-sources.js';
import { SimConsole } from './sim-console.js';
import { SoundToggle } from './sound-toggle.js';

export function FollowerScreen() {
  const world = useGame((s) => s.world)!;
  const status = useGame((s) => s.status);
  const partner = useGame((s) => s.partner);
  const pose = useMemo(() => followerPose(gameStore), []);
  const markers = useMemo(() => sessionMarkers(gameStore, 'follower'), []);
  const onFrame = useMemo(() => frameNoter(gameStore, 'follower-view'), []);
  const [notes, setNotes] = useState<string[]>([]);
  const { hoverId, selected, handlers, setSelected } = useClickTarget(world, pose.get);
  const paused = status !== 'active';

  const refuse = (message: string) => setNotes((n) => [...n.slice(-4), message]);
  // The selection follows the object through the move (useFollowerSelection), not cleared by it.
  const move = useCallback((name: MotionActionName) => {
    void serverLink.request({ type: 'action', name }).then((r) => { if (!r.ok) refuse(r.error.message); });
  }, []);
  const onKey = useCallback((name: MotionActionName, at: number) => { noteKeyPress(at); move(name); }, [move]);
  useMotionKeys(onKey);

  const act = (name: ObjectActionName) => {
    if (!selected) return;
    void serverLink.request({ type: 'action', name, x: selected.point.x, y: selected.point.y }).then((r) => { if (!r.ok) refuse(r.error.message); });
  };

  const { actions, selectedObj, held, highlights } = useFollowerSelection(world, selected, hoverId, setSelected);

  return (
    <main className="screen follower-screen" data-testid="follower-screen">
      <header className="screen-head">
        <h1>You are the <strong>Follower</strong></h1>
        <p>Ask your Commander{partner && <> ({partner.bot ? 'a bot' : <bdi>{partner.name}</bdi>})</>} what to do, then do it. Click an object to select it; move with the arrow keys or WASD.</p>
        <SoundToggle />
      </header>
      <SessionBanners />
      <div className="play-area">
        <div className="main-view">
          <WorldView
            world={world} pose={pose} highlights={highlights} onFrame={onFrame} {...handlers}
            style={{ cursor: 'crosshair' }} data-testid="follower-view" aria-label="Your view of the house. Click an object to select it."
          />
        </div>
        <div className="side">
          <ActionPanel actions={actions} selectedObj={selectedObj} clickedNothing={selected !== null} held={held} paused={paused} onAct={act} />
          <NavPanel onMotion={move} disabled={paused} />
          <SimConsole notes={notes} />
        </div>
        <div className="side">
          <MapPanel world={world} markers={markers} who="follower" />
          <ChatPanel />
        </div>
      </div>
    </main>
  );
}
