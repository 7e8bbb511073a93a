/** A world as a TEACh game file's `initial_state` / `final_state` (teach-formats.md 7, 6.3, 6.4). */
import { snapshotWithBases, type ThorObjectMetadata, type World } from '@chorehouse/sim';

/** The Follower's body centre above the floor: AI2-THOR reports the agent's position there. */
const AGENT_HEIGHT = 0.9;

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** TEACh's Motion pose: [thor_z, -thor_x, thor_y, 0, cameraHorizon, -yaw]. */
export function followerPose(world: World): number[] {
  const f = world.follower;
  return [round6(f.z), round6(-f.x || 0), round6(world.floorY + AGENT_HEIGHT), 0, f.horizon, f.yaw === 0 ? 0 : -f.yaw];
}

export const COMMANDER_POSE: readonly number[] = [0, 0, 0, 0, 0, 0];

/** Each object's `simbot*` properties (TEACh's custom metadata) by id: one literal per object. */
function customMetadata(objects: readonly ThorObjectMetadata[]): Record<string, object> {
  const out: Record<string, object> = {};
  for (const o of objects) {
    out[o.objectId] = {
      simbotObjectClass: o.simbotObjectClass, simbotIsCooked: o.simbotIsCooked, simbotIsBoiled: o.simbotIsBoiled,
      simbotIsFilledWithWater: o.simbotIsFilledWithWater, simbotIsFilledWithCoffee: o.simbotIsFilledWithCoffee,
      simbotPickedUp: o.simbotPickedUp, simbotLastParentReceptacle: o.simbotLastParentReceptacle, simbotIsReceptacleOf: o.simbotIsReceptacleOf,
    };
  }
  return out;
}

/** A state's `objects` -> each entry's base (sim `snapshotWithBases`), for writing them (`gameText`). */
const basesOfStates = new WeakMap<readonly ThorObjectMetadata[], readonly (ThorObjectMetadata | null)[]>();

/** The bases of a state's `objects` made by `gameState`, if it made them. */
export function stateObjectBases(objects: unknown): readonly (ThorObjectMetadata | null)[] | undefined {
  return Array.isArray(objects) ? basesOfStates.get(objects) : undefined;
}

export function gameState(world: World, timeStart: number): object {
  const { objects, bases } = snapshotWithBases(world);
  basesOfStates.set(objects, bases);
  const c = world.commander;
  const f = world.follower;
  return {
    time_start: timeStart,
    agents: [
      { name: 'commander', position: { x: c.x, y: c.y, z: c.z }, rotation: { x: c.pitch, y: c.yaw, z: 0 } },
      {
        name: 'agent', position: { x: f.x, y: round6(world.floorY + AGENT_HEIGHT), z: f.z }, rotation: { x: 0, y: f.yaw, z: 0 },
        cameraHorizon: f.horizon, isStanding: true, heldObjectId: f.heldObjectId,
      },
    ],
    objects,
    // Snapshot at this moment (TEACh's initial_state shares the live dict; we do not).
    custom_object_metadata: customMetadata(objects),
  };
}
