/**
 * A react-three-fiber root on a canvas, like fiber's <Canvas> but registering only the three.js
 * classes the views use: <Canvas> registers the whole THREE namespace, which keeps all of three.js
 * in the game bundle. Picking is the simulator's (picking/), so fiber's pointer events are off.
 */
import { createRoot, extend, type ReconcilerRoot, type RenderProps } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { AmbientLight, Color, DirectionalLight, Group, HemisphereLight, PointLight } from 'three';

extend({ AmbientLight, Color, DirectionalLight, Group, HemisphereLight, PointLight });

export type ThreeCanvasProps = Omit<RenderProps<HTMLCanvasElement>, 'size' | 'events'> & {
  readonly children: ReactNode;
  readonly style?: CSSProperties;
};

export function ThreeCanvas({ children, style, ...config }: ThreeCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const rootRef = useRef<ReconcilerRoot<HTMLCanvasElement> | null>(null);
  const sizeRef = useRef({ width: 0, height: 0, top: 0, left: 0 });
  const renderRef = useRef<() => void>(() => {});

  renderRef.current = () => {
    const canvas = canvasRef.current;
    const size = sizeRef.current;
    if (!canvas || size.width === 0 || size.height === 0) return;
    const root = (rootRef.current ??= createRoot(canvas));
    void root.configure({ ...config, size }).then(() => root.render(<>{children}</>));
  };

  useLayoutEffect(() => renderRef.current());

  useEffect(() => {
    const canvas = canvasRef.current!;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      sizeRef.current = { width, height, top: 0, left: 0 };
      renderRef.current();
    });
    observer.observe(canvas.parentElement!);
    return () => {
      observer.disconnect();
      rootRef.current?.unmount();
      rootRef.current = null;
    };
  }, []);

  return (
    <div style={{ position: 'absolute', inset: 0, overflow: 'hidden', ...style }}>
      <canvas ref={canvasRef} style={{ display: 'block', width: '100%', height: '100%' }} />
    </div>
  );
}
