/** A camera pose read in the render loop (never through React state), with change notification. */
import type { CameraPose } from '@chorehouse/sim';

export interface PoseSource {
  readonly get: () => CameraPose | null;
  /** Called whenever the pose may have changed, so an on-demand canvas draws a new frame. */
  readonly subscribe: (listener: () => void) => () => void;
}

/** A pose that never changes (previews, screenshots). */
export function fixedPose(pose: CameraPose): PoseSource {
  return { get: () => pose, subscribe: () => () => {} };
}
