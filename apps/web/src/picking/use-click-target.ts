/**
 * Pointer handling for an egocentric WorldView: which object is under the pointer (hover) and
 * which was clicked (selected), by the simulator's own ray cast. React state changes only when the
 * hovered object changes, not on every pointer move.
 */
import type { CameraPose, World } from '@chorehouse/sim';
import { useCallback, useRef, useState, type PointerEvent } from 'react';
import { framePointOf, type FramePoint } from './frame-point.js';
import { objectAt } from './object-at.js';

export interface ClickTarget {
  /** The click point to send with an object action. */
  readonly point: FramePoint;
  /** What the simulator's ray shows there (null: a wall or nothing). */
  readonly objectId: string | null;
}

export interface ClickTargetHandlers {
  readonly onPointerMove: (e: PointerEvent<HTMLElement>) => void;
  readonly onPointerLeave: () => void;
  readonly onClick: (e: PointerEvent<HTMLElement> | React.MouseEvent<HTMLElement>) => void;
}

export function useClickTarget(world: World, pose: () => CameraPose | null, onSelect?: (target: ClickTarget) => void) {
  const [hoverId, setHoverId] = useState<string | null>(null);
  const [selected, setSelected] = useState<ClickTarget | null>(null);
  const last = useRef<ClickTarget | null>(null);

  const targetAt = useCallback((e: { currentTarget: HTMLElement; clientX: number; clientY: number }): ClickTarget | null => {
    const p = pose();
    const point = framePointOf(e.currentTarget.getBoundingClientRect(), e.clientX, e.clientY);
    if (!p || !point) return null;
    return { point, objectId: objectAt(world, p, point) };
  }, [world, pose]);

  const handlers: ClickTargetHandlers = {
    onPointerMove: (e) => {
      last.current = targetAt(e);
      const id = last.current?.objectId ?? null;
      setHoverId((prev) => (prev === id ? prev : id));
    },
    onPointerLeave: () => {
      last.current = null;
      setHoverId(null);
    },
    onClick: (e) => {
      const t = targetAt(e);
      if (!t) return;
      setSelected(t);
      onSelect?.(t);
    },
  };
  return { hoverId, selected, handlers, setSelected };
}
