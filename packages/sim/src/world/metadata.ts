/** The AI2-THOR / TEACh object metadata shape: what snapshots export and the task checker reads. */
import type { Liquid } from '../catalog/overlay.js';

export interface Vec3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

export type Temperature = 'RoomTemp' | 'Hot' | 'Cold';

export interface AxisAlignedBoundingBox {
  readonly center: Vec3;
  readonly size: Vec3;
  readonly cornerPoints: readonly (readonly [number, number, number])[];
}

/**
 * One object as TEACh's game files and checker see it: AI2-THOR fields with TEACh's custom
 * `simbot*` properties merged in. Containment lists are transitive (thor-world.md 2.4).
 */
export interface ThorObjectMetadata {
  objectId: string;
  objectType: string;
  name: string;
  position: Vec3;
  rotation: Vec3;
  axisAlignedBoundingBox: AxisAlignedBoundingBox;
  visible: boolean;
  distance: number;
  mass: number;
  pickupable: boolean;
  moveable: boolean;
  receptacle: boolean;
  openable: boolean;
  toggleable: boolean;
  sliceable: boolean;
  cookable: boolean;
  dirtyable: boolean;
  canFillWithLiquid: boolean;
  breakable: boolean;
  canBeUsedUp: boolean;
  isHeatSource: boolean;
  isColdSource: boolean;
  isOpen: boolean;
  openness: number;
  isToggled: boolean;
  isDirty: boolean;
  isFilledWithLiquid: boolean;
  fillLiquid: Liquid | null;
  isCooked: boolean;
  isSliced: boolean;
  isBroken: boolean;
  isUsedUp: boolean;
  isPickedUp: boolean;
  isMoving: boolean;
  temperature: Temperature;
  parentReceptacles: string[] | null;
  receptacleObjectIds: string[] | null;
  controlledObjects: string[] | null;
  simbotObjectClass: string[];
  simbotIsCooked: boolean;
  simbotIsBoiled: boolean;
  simbotIsFilledWithWater: 0 | 1;
  simbotIsFilledWithCoffee: boolean;
  simbotPickedUp: 0 | 1;
  simbotLastParentReceptacle: string | null;
  simbotIsReceptacleOf: string[];
}
