/**
 * The world's 3D content: room, objects and highlights, in the simulator's coordinates inside a
 * group mirrored in z (AI2-THOR is left-handed, three.js right-handed; see camera-pose.ts).
 */
import { isHidden, type SimObject, type World } from '@chorehouse/sim';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Group } from 'three';
import { basinFootprints, isDrawnAsObject, objectModel, type ModelContext } from '../models/object-model.js';
import { toMergedObject3D } from '../models/three-model.js';
import { carriedOffset, ZERO } from './carried.js';
import { highlightObject, setTargetBlink, type HighlightKind } from './highlight.js';
import { stepTweens, tweensBetween, type PartTween } from './part-tween.js';
import { roomNodes } from './room-model.js';

export interface WorldSceneProps {
  readonly world: World;
  /** Walls and ceiling hide the room from above: off in the top-down view. */
  readonly showWalls: boolean;
  readonly highlights?: readonly { readonly objectId: string; readonly kind: HighlightKind }[];
}

export function WorldScene({ world, showWalls, highlights = [] }: WorldSceneProps) {
  const invalidate = useThree((s) => s.invalidate);
  const ctx: ModelContext = useMemo(
    () => ({ nav: world.nav, floorY: world.floorY, basins: basinFootprints(world.objects) }),
    // Fixtures (and so the basins) never move: the context changes with the scene, not each step.
    [world.nav, world.floorY],
  );
  const room = useMemo(() => {
    const nodes = roomNodes(world);
    return { floor: toMergedObject3D([...nodes.floor, ...nodes.fixtures]), walls: toMergedObject3D(nodes.walls), ceiling: toMergedObject3D(nodes.ceiling) };
  }, [world.walls, world.nav]);

  // One three.js group per object, rebuilt only when that object changes (the simulator keeps
  // unchanged objects identical between steps).
  const cache = useMemo(() => new WeakMap<SimObject, Group>(), [ctx]);
  const objectsRoot = useMemo(() => new Group(), []);
  const shown = useRef(new Map<string, Group>());
  const tweens = useRef<PartTween[]>([]);
  useEffect(() => {
    objectsRoot.clear();
    const now = performance.now();
    const carried = carriedOffset(world);
    for (const obj of world.objects) {
      // What is shut in a closed cabinet is not drawn: nothing can show through a gap or from above.
      if (!isDrawnAsObject(obj) || isHidden(world, obj)) continue;
      let g = cache.get(obj);
      if (!g) {
        g = toMergedObject3D(objectModel(obj, ctx));
        g.name = obj.objectId;
        cache.set(obj, g);
        const before = shown.current.get(obj.objectId);
        if (before) tweens.current.push(...tweensBetween(before, g, now));
      }
      shown.current.set(obj.objectId, g);
      // The world keeps a held object where it last rested; the hand shows it (and what it holds).
      const offset = carried?.ids.has(obj.objectId) ? carried.offset : ZERO;
      g.position.set(offset.x, offset.y, offset.z);
      objectsRoot.add(g);
    }
    invalidate();
  }, [world, cache, ctx, objectsRoot, invalidate]);
  // Doors and drawers glide open, and a target blinks; an on-demand canvas needs a frame per step.
  const blinking = highlights.some((h) => h.kind === 'target');
  useFrame(() => {
    if (tweens.current.length > 0 && stepTweens(tweens.current, performance.now())) invalidate();
    if (blinking) {
      setTargetBlink(performance.now() / 1000);
      invalidate();
    }
  });

  const highlightRoot = useMemo(() => new Group(), []);
  const highlightKey = highlights.map((h) => `${h.kind}:${h.objectId}`).join(',');
  useEffect(() => {
    highlightRoot.clear();
    const carried = carriedOffset(world);
    for (const h of highlights) {
      const obj = world.objects.find((o) => o.objectId === h.objectId);
      if (!obj || !isDrawnAsObject(obj) || isHidden(world, obj)) continue;
      const g = highlightObject(obj, h.kind, ctx);
      if (carried?.ids.has(obj.objectId)) g.position.set(carried.offset.x, carried.offset.y, carried.offset.z);
      highlightRoot.add(g);
    }
    invalidate();
  }, [highlightKey, world, ctx, highlightRoot, invalidate]);

  return (
    <group scale={[1, 1, -1]}>
      <primitive object={room.floor} />
      {showWalls && <primitive object={room.walls} />}
      {showWalls && <primitive object={room.ceiling} />}
      <primitive object={objectsRoot} />
      <primitive object={highlightRoot} />
    </group>
  );
}
