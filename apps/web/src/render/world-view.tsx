/**
 * A rendered view of a world: the egocentric frame of a camera pose (the simulator's square,
 * 90 degree camera) or the top-down view of the whole room. A thin React wrapper: the drawing is
 * @chorehouse/render's WorldScene, the same one the headless frames use. Draws on demand: a new
 * frame when the pose source, the world or the highlights change, and while doors still move.
 */
import { WorldScene, type Highlight } from '@chorehouse/render';
import type { World } from '@chorehouse/sim';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type HTMLAttributes } from 'react';
import { OrthographicCamera, WebGLRenderer } from 'three';
import type { PoseSource } from './pose-source.js';

export interface WorldViewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  readonly world: World;
  /** Required for the egocentric view. */
  readonly pose?: PoseSource;
  readonly view?: 'egocentric' | 'topdown';
  readonly highlights?: readonly Highlight[];
  /** Keep the last frame readable (screenshots, pixel checks); costs a little speed. */
  readonly preserveDrawingBuffer?: boolean;
  /** Called as each frame is drawn (frame timing in browser tests). */
  readonly onFrame?: () => void;
}

const SQUARE: CSSProperties = { aspectRatio: '1 / 1', width: '100%', position: 'relative' };
const NO_HIGHLIGHTS: readonly Highlight[] = [];

interface Drawing {
  readonly renderer: WebGLRenderer;
  readonly scene: WorldScene;
  readonly topCamera: OrthographicCamera;
  /** Asks for a frame on the next animation frame. */
  readonly invalidate: () => void;
  readonly dispose: () => void;
}

function startDrawing(canvas: HTMLCanvasElement, topDown: boolean, preserveDrawingBuffer: boolean, props: { current: WorldViewProps }): Drawing {
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer, powerPreference: 'high-performance' });
  renderer.setPixelRatio(1);
  const scene = new WorldScene({ walls: !topDown });
  const topCamera = new OrthographicCamera();
  let frame = 0;
  let size = { width: 0, height: 0 };
  const draw = () => {
    frame = 0;
    const p = props.current;
    if (size.width === 0 || size.height === 0) return;
    const moving = scene.stepTweens(performance.now());
    if (topDown) {
      scene.fitTopDown(topCamera, size.width, size.height);
    } else {
      const pose = p.pose?.get();
      if (!pose) return;
      scene.setPose(pose);
    }
    p.onFrame?.();
    renderer.render(scene.scene, topDown ? topCamera : scene.camera);
    if (moving) invalidate();
  };
  const invalidate = () => { if (frame === 0) frame = requestAnimationFrame(draw); };
  const observer = new ResizeObserver(([entry]) => {
    if (!entry) return;
    size = { width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) };
    renderer.setSize(size.width, size.height, false);
    invalidate();
  });
  observer.observe(canvas.parentElement!);
  return {
    renderer, scene, topCamera, invalidate,
    dispose: () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      renderer.dispose();
    },
  };
}

export function WorldView({ world, pose, view = 'egocentric', highlights = NO_HIGHLIGHTS, preserveDrawingBuffer = false, onFrame, style, ...div }: WorldViewProps) {
  const topDown = view === 'topdown';
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const props = useRef<WorldViewProps>({ world, pose, view, highlights, onFrame });
  props.current = { world, pose, view, highlights, onFrame };
  const [drawing, setDrawing] = useState<Drawing | null>(null);

  useLayoutEffect(() => {
    const d = startDrawing(canvasRef.current!, topDown, preserveDrawingBuffer, props);
    setDrawing(d);
    return () => d.dispose();
  }, [topDown, preserveDrawingBuffer]);

  useEffect(() => {
    if (!drawing) return;
    drawing.scene.setWorld(world, performance.now());
    drawing.scene.setHighlights(highlights);
    drawing.invalidate();
  }, [drawing, world, highlights]);

  useEffect(() => {
    if (!drawing || !pose) return;
    drawing.invalidate();
    return pose.subscribe(drawing.invalidate);
  }, [drawing, pose]);

  return (
    <div {...div} style={{ ...SQUARE, ...style }} data-view={view}>
      <div style={{ position: 'absolute', inset: 0, overflow: 'hidden' }}>
        {/* A new canvas per view kind and buffer setting: a WebGL context keeps the flags it was made with. */}
        <canvas key={`${view}:${preserveDrawingBuffer}`} ref={canvasRef} style={{ display: 'block', width: '100%', height: '100%' }} />
      </div>
    </div>
  );
}
