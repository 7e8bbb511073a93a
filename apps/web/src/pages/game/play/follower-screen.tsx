/**
 * The Follower's screen: a large egocentric view (click to select; hover and selection highlighted
 * by the simulator's ray cast), the map with its own position, navigation, the object actions,
 * what it holds, the simulator's messages and the chat.
 */
import { displayName, type MotionActionName, type ObjectActionName } from '@chorehouse/sim';
import { useCallback, useMemo, useState } from 'react';
import { useClickTarget } from '../../../picking/use-click-target.js';
import { TopDownMap } from '../../../render/top-down-map.js';
import { WorldView } from '../../../render/world-view.js';
import { gameStore, serverLink, useGame } from '../game-context.js';
import { SessionBanners } from './banners.js';
import { ChatPanel } from './chat-panel.js';
import { frameNoter, noteKeyPress } from './frame-probe.js';
import { NavPanel, useMotionKeys } from './nav-panel.js';
import { useFollowerSelection } from './follower-selection.js';
import { ACTION_LABELS } from './object-actions.js';
import { followerPose, sessionMarkers } from './session-sources.js';
import { SimConsole } from './sim-console.js';

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
  const move = useCallback((name: MotionActionName) => {
    setSelected(null);
    void serverLink.request({ type: 'action', name }).then((r) => { if (!r.ok) refuse(r.error.message); });
  }, [setSelected]);
  const onKey = useCallback((name: MotionActionName, at: number) => { noteKeyPress(at); move(name); }, [move]);
  useMotionKeys(onKey);

  const act = (name: ObjectActionName) => {
    if (!selected) return;
    void serverLink.request({ type: 'action', name, x: selected.point.x, y: selected.point.y }).then((r) => { if (!r.ok) refuse(r.error.message); });
  };

  const { actions, selectedObj, held, highlights } = useFollowerSelection(world, selected, hoverId);

  return (
    <main className="screen follower-screen" data-testid="follower-screen">
      <header className="screen-head">
        <h1>You are the <strong>Follower</strong></h1>
        <p>Ask your Commander{partner ? ` (${partner.bot ? 'a bot' : partner.name})` : ''} what to do, then do it. Click an object to select it; move with the arrow keys or WASD.</p>
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
          <section className="panel objects" aria-label="Object actions">
            <h2>
              Selected: <b data-testid="selected-name">{selectedObj ? displayName(selectedObj.objectType) : selected ? 'nothing there' : 'nothing'}</b>
              {' · '}Holding: <b data-testid="held-name">{held ? displayName(held.objectType) : 'nothing'}</b>
            </h2>
            <div className="action-grid">
              {actions.map((a) => (
                <button key={a.name} type="button" disabled={paused || !a.enabled} title={a.reason || `${ACTION_LABELS[a.name]} the selected object`} data-action={a.name} onClick={() => act(a.name)}>
                  {ACTION_LABELS[a.name]}
                </button>
              ))}
            </div>
            {selected && !actions.some((a) => a.enabled) && <p className="muted small">{actions.find((a) => a.reason)?.reason}</p>}
          </section>
          <NavPanel onMotion={move} disabled={paused} />
          <SimConsole notes={notes} />
        </div>
        <div className="side">
          <section className="panel map" aria-label="Map">
            <h2>Map <span className="legend"><i style={{ background: '#2f7fe0' }} /> you</span></h2>
            <TopDownMap world={world} markers={markers} sizePx={260} />
          </section>
          <ChatPanel />
        </div>
      </div>
    </main>
  );
}
