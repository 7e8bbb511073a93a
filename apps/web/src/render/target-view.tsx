/**
 * TEACh's target-object view (SelectOid / SearchObject): the simulator's target camera on the
 * object (or the closed container it is shut in), the object outlined.
 */
import { targetObjectCamera, type World } from '@chorehouse/sim';
import { useMemo } from 'react';
import { fixedPose } from './pose-source.js';
import { WorldView, type WorldViewProps } from './world-view.js';

export interface TargetViewProps extends Omit<WorldViewProps, 'pose' | 'view' | 'highlights'> {
  readonly world: World;
  readonly objectId: string;
}

export function TargetView({ world, objectId, ...rest }: TargetViewProps) {
  // A few milliseconds (a walk over the grid and some rays): recomputed as the world changes.
  const pose = useMemo(() => (world.objects.some((o) => o.objectId === objectId) ? fixedPose(targetObjectCamera(world, objectId)) : null), [world, objectId]);
  const highlights = useMemo(() => [{ objectId, kind: 'target' as const }], [objectId]);
  if (!pose) return null;
  return <WorldView world={world} pose={pose} highlights={highlights} {...rest} />;
}
