/**
 * The game page's local sandbox until the socket client exists: the demo kitchen stepped in the
 * browser by the simulator, with the Follower's view, map, navigation keys and object actions.
 */
import { createDemoKitchen, displayName, getObject, OBJECT_ACTIONS, type ObjectActionName } from '@chorehouse/sim';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { useClickTarget } from '../../picking/use-click-target.js';
import { TopDownMap } from '../../render/top-down-map.js';
import { WorldView } from '../../render/world-view.js';
import { agentMarkers, createWorldStore, followerPoseSource } from '../../state/world-store.js';
import { markReadyAfterFrames } from '../ready.js';
import { motionForKey } from './keyboard.js';

const store = createWorldStore(createDemoKitchen());

export function Sandbox() {
  const world = useStore(store, (s) => s.world)!;
  const lines = useStore(store, (s) => s.console);
  const pose = useMemo(() => followerPoseSource(store), []);
  const markers = useMemo(() => agentMarkers(store), []);
  const { hoverId, selected, handlers, setSelected } = useClickTarget(world, pose.get);

  useEffect(() => markReadyAfterFrames(3), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const motion = motionForKey(e.key);
      if (!motion || e.target instanceof HTMLInputElement) return;
      e.preventDefault();
      store.getState().act({ name: motion });
      setSelected(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setSelected]);

  const highlights = [
    ...(hoverId && hoverId !== selected?.objectId ? [{ objectId: hoverId, kind: 'hover' as const }] : []),
    ...(selected?.objectId ? [{ objectId: selected.objectId, kind: 'selected' as const }] : []),
  ];
  const selectedObj = selected?.objectId ? getObject(world, selected.objectId) : undefined;
  const held = world.follower.heldObjectId ? getObject(world, world.follower.heldObjectId) : undefined;
  const act = (name: ObjectActionName) => {
    if (selected) store.getState().act({ name, x: selected.point.x, y: selected.point.y });
  };

  return (
    <>
      <h1>Chorehouse — local sandbox (demo kitchen)</h1>
      <div className="layout">
        <WorldView world={world} pose={pose} highlights={highlights} style={{ width: 'min(70vh, 720px)', cursor: 'crosshair' }} {...handlers} data-testid="follower-view" />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <div className="panel"><h2>Map</h2><TopDownMap world={world} markers={markers} sizePx={300} /></div>
          <div className="panel actions">
            <h2>Selected: {selectedObj ? displayName(selectedObj.objectType) : 'nothing'} · Holding: {held ? displayName(held.objectType) : 'nothing'}</h2>
            {OBJECT_ACTIONS.map((a) => <button key={a} disabled={!selected} onClick={() => act(a)}>{a}</button>)}
            <p style={{ fontSize: 12, color: '#666' }}>Arrows/WASD move and turn, Q/E strafe, R/F look up/down; click an object to select it.</p>
          </div>
          <div className="panel console"><h2>Simulator</h2>{lines.map((l, i) => <div key={i} className={l.ok ? '' : 'fail'}>{l.text}</div>)}</div>
        </div>
      </div>
    </>
  );
}
