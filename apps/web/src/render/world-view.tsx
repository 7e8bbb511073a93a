/**
 * A rendered view of a world: the egocentric frame of a camera pose (the simulator's square,
 * 90 degree camera) or the top-down view of the whole room. Draws on demand: a new frame when the
 * pose source, the world or the highlights change.
 */
import type { World } from '@chorehouse/sim';
import type { CSSProperties, HTMLAttributes } from 'react';
import { useFrame } from '@react-three/fiber';
import { useMemo } from 'react';
import { EgocentricRig, TopDownRig } from './camera-rig.js';
import type { HighlightKind } from './highlight.js';
import { Lighting } from './lighting.js';
import type { PoseSource } from './pose-source.js';
import { ceilingY, roomBounds } from './room-model.js';
import { ThreeCanvas } from './three-canvas.js';
import { WorldScene } from './world-scene.js';

export interface WorldViewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  readonly world: World;
  /** Required for the egocentric view. */
  readonly pose?: PoseSource;
  readonly view?: 'egocentric' | 'topdown';
  readonly highlights?: readonly { readonly objectId: string; readonly kind: HighlightKind }[];
  /** Keep the last frame readable (screenshots, pixel checks); costs a little speed. */
  readonly preserveDrawingBuffer?: boolean;
  /** Called as each frame is drawn (frame timing in browser tests); must not set React state. */
  readonly onFrame?: () => void;
}

function FrameCallback({ onFrame }: { onFrame: () => void }) {
  // After the rigs (priority -1) have placed the camera: the frame about to be drawn.
  useFrame(() => onFrame());
  return null;
}

const SQUARE: CSSProperties = { aspectRatio: '1 / 1', width: '100%', position: 'relative' };

export function WorldView({ world, pose, view = 'egocentric', highlights, preserveDrawingBuffer = false, onFrame, style, ...div }: WorldViewProps) {
  const topDown = view === 'topdown';
  const lampAt = useMemo((): [number, number, number] => {
    const b = roomBounds(world);
    return [(b.minX + b.maxX) / 2, ceilingY(world) - 0.3, -(b.minZ + b.maxZ) / 2];
  }, [world]);
  return (
    <div {...div} style={{ ...SQUARE, ...style }} data-view={view}>
      <ThreeCanvas
        key={view}
        frameloop="demand"
        flat
        dpr={1}
        orthographic={topDown}
        gl={{ antialias: true, preserveDrawingBuffer, powerPreference: 'high-performance' }}
      >
        <color attach="background" args={[topDown ? 0x2b2f36 : 0xdfe6ec]} />
        <Lighting center={lampAt} />
        {topDown ? <TopDownRig world={world} /> : pose && <EgocentricRig pose={pose} />}
        <WorldScene world={world} showWalls={!topDown} {...(highlights ? { highlights } : {})} />
        {onFrame && <FrameCallback onFrame={onFrame} />}
      </ThreeCanvas>
    </div>
  );
}
