/**
 * QA route: any of the 120 floor plans (or an episode fixture) from the Follower's start pose and
 * from above. preview.html?scene=FloorPlan12; arrows/WASD walk the Follower with the simulator;
 * &target=Type outlines the first object of that type and shows TEACh's target view of it.
 */
import type { Horizon, World, Yaw } from '@chorehouse/sim';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useClickTarget } from '../../picking/use-click-target.js';
import { TargetView } from '../../render/target-view.js';
import { TopDownMap } from '../../render/top-down-map.js';
import { WorldView } from '../../render/world-view.js';
import { loadSceneFixture, loadSceneIndex } from '../../scenes/scene-fixture.js';
import { agentMarkers, createWorldStore, followerPoseSource } from '../../state/world-store.js';
import { motionForKey } from '../game/keyboard.js';
import { markReadyAfterFrames } from '../ready.js';

const store = createWorldStore();

function sceneFromUrl(): string {
  return new URLSearchParams(location.search).get('scene') ?? 'FloorPlan1';
}

/** ?x=&z=&yaw=&horizon= put the Follower elsewhere (QA screenshots of a given spot). */
function withPoseFromUrl(world: World): World {
  const q = new URLSearchParams(location.search);
  const num = (k: string) => (q.has(k) ? Number(q.get(k)) : NaN);
  const f = world.follower;
  const yaw = num('yaw');
  const horizon = num('horizon');
  return {
    ...world,
    follower: {
      ...f,
      x: Number.isFinite(num('x')) ? num('x') : f.x,
      z: Number.isFinite(num('z')) ? num('z') : f.z,
      yaw: [0, 90, 180, 270].includes(yaw) ? (yaw as Yaw) : f.yaw,
      horizon: [-30, 0, 30, 60].includes(horizon) ? (horizon as Horizon) : f.horizon,
    },
  };
}

export function ScenePreview() {
  const [name] = useState(sceneFromUrl);
  const [error, setError] = useState<string | null>(null);
  const [roomType, setRoomType] = useState('');
  const [index, setIndex] = useState<{ floorPlan: number; roomType: string }[]>([]);
  const world = useStore(store, (s) => s.world);
  const pose = useMemo(() => followerPoseSource(store), []);
  const markers = useMemo(() => agentMarkers(store), []);

  useEffect(() => {
    loadSceneFixture(name).then((f) => { store.getState().setWorld(withPoseFromUrl(f.world)); setRoomType(f.roomType); markReadyAfterFrames(3); }, (e: Error) => setError(e.message));
    loadSceneIndex().then(setIndex, () => setIndex([]));
  }, [name]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const motion = motionForKey(e.key);
      if (!motion) return;
      e.preventDefault();
      store.getState().act({ name: motion });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (error) return <p role="alert">Could not load {name}: {error}</p>;
  if (!world) return <p>Loading {name}…</p>;
  return <Loaded name={name} roomType={roomType} index={index} pose={pose} markers={markers} />;
}

function Loaded({ name, roomType, index, pose, markers }: {
  name: string; roomType: string; index: { floorPlan: number; roomType: string }[];
  pose: ReturnType<typeof followerPoseSource>; markers: ReturnType<typeof agentMarkers>;
}) {
  const world = useStore(store, (s) => s.world)!;
  const { hoverId, handlers } = useClickTarget(world, pose.get);
  // ?target=Mug: the first mug is outlined, as the Commander's search view shows it.
  const targetType = new URLSearchParams(location.search).get('target');
  const target = targetType ? world.objects.find((o) => o.objectType === targetType && !o.disabled) : undefined;
  const highlights = [
    ...(hoverId ? [{ objectId: hoverId, kind: 'hover' as const }] : []),
    ...(target ? [{ objectId: target.objectId, kind: 'target' as const }] : []),
  ];
  return (
    <>
      <h1>
        {name} · {roomType} · {world.objects.length} objects{' '}
        <select value={name} onChange={(e) => { location.search = `?scene=${e.target.value}`; }} aria-label="floor plan">
          {!index.some((i) => `FloorPlan${i.floorPlan}` === name) && <option value={name}>{name}</option>}
          {index.map((i) => <option key={i.floorPlan} value={`FloorPlan${i.floorPlan}`}>FloorPlan{i.floorPlan} ({i.roomType})</option>)}
        </select>
      </h1>
      <div className="layout">
        <div className="panel"><h2>Follower view {hoverId ? `· ${hoverId}` : ''}</h2>
          <WorldView world={world} pose={pose} highlights={highlights} preserveDrawingBuffer style={{ width: 480 }} {...handlers} data-testid="egocentric" />
        </div>
        <div className="panel"><h2>Top-down</h2><WorldView world={world} view="topdown" preserveDrawingBuffer style={{ width: 480 }} data-testid="topdown" /></div>
        <div className="panel"><h2>Map</h2><TopDownMap world={world} markers={markers} sizePx={300} /></div>
        {target && (
          <div className="panel"><h2>Target view · {target.objectId}</h2>
            <TargetView world={world} objectId={target.objectId} preserveDrawingBuffer style={{ width: 480 }} data-testid="target-view" />
          </div>
        )}
      </div>
    </>
  );
}
