/** A pointer position as the simulator's click point: (x, y) in [0, 1), origin top-left of the square frame. */
export interface FramePoint {
  readonly x: number;
  readonly y: number;
}

export interface ElementRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Null outside the frame. The frame is the element's box (WorldView keeps it square). */
export function framePointOf(rect: ElementRect, clientX: number, clientY: number): FramePoint | null {
  if (rect.width <= 0 || rect.height <= 0) return null;
  const x = (clientX - rect.left) / rect.width;
  const y = (clientY - rect.top) / rect.height;
  if (!(x >= 0 && x < 1 && y >= 0 && y < 1)) return null;
  return { x, y };
}
