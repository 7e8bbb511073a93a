/** The world state: plain data, JSON-serialisable, never mutated after construction. */
import type { CapabilityFlags } from '../catalog/catalog.js';
import type { Liquid } from '../catalog/overlay.js';
import type { Temperature, Vec3 } from './metadata.js';

export interface Box3 {
  readonly min: Vec3;
  readonly max: Vec3;
}

/** A horizontal rectangle objects can rest on, at height y, with room up to maxHeight above it. */
export interface Surface {
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
  readonly y: number;
  readonly maxHeight: number;
  /**
   * The floor is the circle (ellipse) inscribed in the rectangle, not the whole rectangle: a pot's
   * round body. What stands on it must lie wholly inside (`onSurface`).
   */
  readonly round?: true;
}

export interface ObjectState {
  readonly isOpen: boolean;
  readonly openness: number;
  readonly isToggled: boolean;
  readonly isDirty: boolean;
  readonly isFilledWithLiquid: boolean;
  readonly fillLiquid: Liquid | null;
  readonly isCooked: boolean;
  readonly isSliced: boolean;
  readonly isBroken: boolean;
  readonly isUsedUp: boolean;
  readonly isPickedUp: boolean;
  readonly temperature: Temperature;
}

/** TEACh's custom properties (teach-formats.md section 6), kept under their own names. */
export interface SimbotState {
  readonly simbotObjectClass: readonly string[];
  readonly simbotIsCooked: boolean;
  readonly simbotIsBoiled: boolean;
  readonly simbotIsFilledWithWater: 0 | 1;
  readonly simbotIsFilledWithCoffee: boolean;
  readonly simbotPickedUp: 0 | 1;
  readonly simbotLastParentReceptacle: string | null;
  readonly simbotIsReceptacleOf: readonly string[];
}

export interface SimObject extends CapabilityFlags, ObjectState, SimbotState {
  readonly objectId: string;
  readonly objectType: string;
  readonly name: string;
  readonly position: Vec3;
  readonly rotation: Vec3;
  /** World axis-aligned bounding box; moves with the object. */
  readonly bbox: Box3;
  readonly mass: number;
  /** The receptacle the object directly rests in or on; null when free-standing or held. */
  readonly parentId: string | null;
  /** Where things can be placed on or in this receptacle; empty for non-receptacles. */
  readonly surfaces: readonly Surface[];
  /** StoveKnob -> the burner it switches. */
  readonly controlledObjects: readonly string[] | null;
  /** True for the whole object after slicing: it stays in the list but is gone from the room. */
  readonly disabled: boolean;
  /**
   * World-space boxes that make up a fixture whose bounding box is not its shape (an L-shaped
   * counter spans floor it does not cover). Absent for everything else, which uses the catalog's
   * shape scaled to the bounding box. Only fixed (never picked up) objects have one.
   */
  readonly shape?: readonly Box3[];
  /**
   * The side its drawer or door faces, as a yaw (0 faces +z, 90 faces +x). A drawer with a front
   * slides out that way when opened, carrying its contents into reach. AI2-THOR's rotation does not
   * say it for drawers; scenes derive it from the open floor in front.
   */
  readonly front?: Yaw;
}

export type Yaw = 0 | 90 | 180 | 270;
export type Horizon = -30 | 0 | 30 | 60;

export interface FollowerState {
  /** Position on the 0.25 m grid (x, z); the body's centre is floorY + 0.9. */
  readonly x: number;
  readonly z: number;
  /** Degrees, AI2-THOR convention: 0 faces +z, 90 faces +x. */
  readonly yaw: Yaw;
  /** Degrees below the horizontal: -30 (up) .. +60 (down), starting at +30. */
  readonly horizon: Horizon;
  readonly heldObjectId: string | null;
}

/** The Commander's disembodied camera: flies through walls, pitched 30 degrees down. */
export interface CommanderCamera {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly yaw: Yaw;
  readonly pitch: number;
}

/** Walkable cells on a 0.25 m grid; cell (i, j) is at (originX + i*cellSize, originZ + j*cellSize). */
export interface NavGrid {
  readonly originX: number;
  readonly originZ: number;
  readonly cellSize: number;
  readonly cols: number;
  readonly rows: number;
  /** cols*rows characters, row-major by j then i: '1' walkable, '0' not. */
  readonly walkable: string;
}

export type RngState = readonly [number, number, number, number];

export interface World {
  readonly formatVersion: 1;
  readonly floorY: number;
  readonly objects: readonly SimObject[];
  /** Static occluders (walls, ceiling) that are not objects. */
  readonly walls: readonly Box3[];
  readonly nav: NavGrid;
  readonly follower: FollowerState;
  readonly commander: CommanderCamera;
  readonly rng: RngState;
  /** Number of actions applied so far (successful or not). */
  readonly stepCount: number;
}
