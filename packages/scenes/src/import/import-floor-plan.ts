/**
 * One floor plan from the reference dumps to the project's scene file: containment, fixture
 * shapes, room outline and walls, navigation grid, placement surfaces, start pose, viewpoints.
 */
import { capabilityFlagsOf, catalogEntry, frontFromFloor, isKnownType, type CapabilityFlags } from '@chorehouse/sim';
import type { Rect } from '../geometry/raster.js';
import { roomTypeOfFloorPlan } from '../scene/room-types.js';
import { SCENE_FORMAT, SCENE_VERSION, type Box6, type SceneFile, type SceneObject } from '../scene/scene-file.js';
import { boxOf, sceneWorld } from '../scene/scene-world.js';
import { findViewpoints } from '../scene/viewpoints.js';
import { directParents, footprintOf } from './containment.js';
import { AGENT_HEIGHT, fixtureShape } from './fixture-shapes.js';
import { navGrid } from './nav-grid.js';
import type { RawFloorPlan, RawObject } from './raw.js';
import { roomOutline } from './room-outline.js';
import { startPose } from './start-pose.js';
import { repairScene, type RepairReport } from './repair.js';
import { restHeight } from './rest-height.js';
import { openSurfaces } from './surfaces.js';

const round3 = (v: number) => Math.round(v * 1000) / 1000;
const round2 = (v: number) => Math.round(v * 100) / 100;
const rectOf = (b: Box6): Rect => ({ minX: b[0], maxX: b[3], minZ: b[2], maxZ: b[5] });

const FLAG_KEYS: readonly (keyof CapabilityFlags)[] = [
  'pickupable', 'moveable', 'receptacle', 'openable', 'toggleable', 'sliceable', 'cookable', 'dirtyable',
  'canFillWithLiquid', 'breakable', 'canBeUsedUp', 'isHeatSource', 'isColdSource',
];

function flagDiff(o: RawObject): SceneObject['flags'] {
  const base = capabilityFlagsOf(o.objectType);
  const diff: Partial<Record<keyof CapabilityFlags, boolean>> = {};
  for (const k of FLAG_KEYS) if (o[k] !== base[k]) diff[k] = o[k];
  return Object.keys(diff).length > 0 ? diff : undefined;
}

function stateDiff(o: RawObject): SceneObject['state'] {
  const s: NonNullable<SceneObject['state']> = {};
  if (o.isOpen) s.isOpen = true;
  if (o.isToggled) s.isToggled = true;
  if (o.isDirty) s.isDirty = true;
  if (o.isFilledWithLiquid) {
    s.isFilledWithLiquid = true;
    const liquid = o.fillLiquid?.toLowerCase();
    s.fillLiquid = liquid === 'coffee' || liquid === 'wine' ? liquid : 'water';
  }
  if (o.isCooked) s.isCooked = true;
  if (o.isSliced) s.isSliced = true;
  if (o.isBroken) s.isBroken = true;
  if (o.isUsedUp) s.isUsedUp = true;
  return Object.keys(s).length > 0 ? s : undefined;
}

function boxOfRaw(o: RawObject): Box6 {
  const f = footprintOf(o);
  return [round3(f.minX), round3(f.minY), round3(f.minZ), round3(f.maxX), round3(f.maxY), round3(f.maxZ)];
}

/** Thickness of the top board left of furniture whose shelves are their own objects (m). */
const TOP_BOARD = 0.04;

/**
 * A shelving unit or TV stand is a box around its shelves, and the shelves are objects of their
 * own: keep only the furniture's top board as its shape, so the shelves can be seen and reached.
 */
function openShelvedFurniture(objects: SceneObject[]): void {
  const shelves = objects.filter((o) => o.type === 'Shelf');
  objects.forEach((p, k) => {
    if (p.type === 'Shelf' || p.shape || catalogEntry(p.type).shape !== 'box' || (p.flags?.pickupable ?? capabilityFlagsOf(p.type).pickupable)) return;
    const b = p.box;
    const holdsShelf = shelves.some((s) => {
      const cx = (s.box[0] + s.box[3]) / 2, cy = (s.box[1] + s.box[4]) / 2, cz = (s.box[2] + s.box[5]) / 2;
      return cx > b[0] && cx < b[3] && cy > b[1] && cy < b[4] && cz > b[2] && cz < b[5];
    });
    if (holdsShelf) objects[k] = { ...p, shape: [[b[0], round3(b[4] - TOP_BOARD), b[2], b[3], b[4], b[5]]] };
  });
}

export interface ImportOptions {
  /** Viewpoints per fixture (0 skips the search, for fast tests of the geometry). */
  readonly viewpoints?: number;
  /** Told which objects the repair step moved or dropped. */
  readonly onRepair?: (report: RepairReport) => void;
}

/** Whether box `outer` holds box `inner` whole (1 mm slack): a housing, such as a hutch around its shelves. */
function houses(outer: Box6, inner: Box6): boolean {
  const slack = 0.001;
  return [0, 1, 2].every((k) => outer[k]! <= inner[k]! + slack && outer[k + 3]! >= inner[k + 3]! - slack);
}

export function importFloorPlan(raw: RawFloorPlan, options: ImportOptions = {}): SceneFile {
  const roomType = roomTypeOfFloorPlan(raw.floorPlan);
  if (!roomType) throw new Error(`FloorPlan${raw.floorPlan}: not an AI2-THOR floor plan number`);
  for (const o of raw.objects) if (!isKnownType(o.objectType)) throw new Error(`FloorPlan${raw.floorPlan}: ${o.objectId} has a type the catalog lacks`);
  const floor = raw.objects.find((o) => o.objectType === 'Floor');
  if (!floor) throw new Error(`FloorPlan${raw.floorPlan}: no Floor object`);
  const floorY = round3(footprintOf(floor).maxY);
  const parents = directParents(raw.objects);

  const objects: SceneObject[] = raw.objects
    .filter((o) => o !== floor)
    .map((o) => {
      const shape = fixtureShape(o, floorY, raw.reachable);
      const controls = (o.controlledObjects ?? []).filter((id) => raw.objects.some((c) => c.objectId === id));
      const flags = flagDiff(o), state = stateDiff(o);
      return {
        id: o.objectId, type: o.objectType,
        position: [round3(o.position.x), round3(o.position.y), round3(o.position.z)],
        rotation: [round2(o.rotation.x), round2(o.rotation.y), round2(o.rotation.z)],
        box: boxOfRaw(o),
        parent: parents.get(o.objectId) ?? null,
        ...(shape ? { shape } : {}),
        ...(controls.length > 0 ? { controls } : {}),
        ...(flags ? { flags } : {}),
        ...(state ? { state } : {}),
      };
    });
  openShelvedFurniture(objects);
  const rectsOf = (o: SceneObject): Rect[] => (o.shape ?? [o.box]).map(rectOf);
  const pickupable = (o: SceneObject) => o.flags?.pickupable ?? capabilityFlagsOf(o.type).pickupable;

  const outline = roomOutline(raw.reachable, objects.flatMap(rectsOf));
  const onFloor = (o: SceneObject) => o.parent === null || o.parent === floor.objectId;
  const obstacles = objects
    .filter((o) => o.box[1] < floorY + AGENT_HEIGHT && o.box[4] > floorY + 0.05 && (!pickupable(o) || onFloor(o)))
    .flatMap(rectsOf);
  const nav = navGrid({ candidates: raw.reachable, region: outline.region, obstacles });

  // Drawers slide out toward the open floor in front of them (AI2-THOR gives them all rotation 0).
  objects.forEach((o, k) => {
    if (o.type === 'Drawer') objects[k] = { ...o, front: frontFromFloor(nav, boxOf(o.box)) };
  });

  // Placement surfaces of open receptacles, and the floor (minus what stands on it).
  const floorBox = boxOfRaw(floor);
  const standing = objects.filter((o) => !pickupable(o) && o.box[1] < floorY + 0.3);
  const floorObject: SceneObject = {
    id: floor.objectId, type: 'Floor', position: [round3(floor.position.x), round3(floor.position.y), round3(floor.position.z)],
    rotation: [0, 0, 0], box: floorBox, parent: null,
    shape: outline.floor.map((r): Box6 => [round3(r.minX), floorBox[1], round3(r.minZ), round3(r.maxX), floorBox[4], round3(r.maxZ)]),
    surfaces: openSurfaces({ tops: outline.floor, y: floorY, cutters: standing.flatMap(rectsOf) }),
  };
  const withSurfaces = objects.map((o): SceneObject => {
    const entry = catalogEntry(o.type);
    const receptacle = o.flags?.receptacle ?? entry.receptacle;
    if (!receptacle || entry.receptacleKind !== 'on' || entry.holderAccepts || pickupable(o)) return o;
    const childBottoms = objects.filter((c) => c.parent === o.id && pickupable(c)).map((c) => c.box[1]);
    const { y, maxHeight } = restHeight(o.type, o.box, childBottoms);
    const mine = rectsOf(o);
    // Parts of other fixtures in the way of things standing on the surface (each part at its own height).
    // A fixture that houses the receptacle whole (a desk's hutch around its shelves) is not in its way.
    const cutters = objects
      .filter((c) => c !== o && c.parent !== o.id && c.id !== o.parent && !pickupable(c) && !houses(c.box, o.box))
      .flatMap((c) => (c.shape ?? [c.box]).filter((b) => b[1] < y + 0.3 && b[4] > y + 0.005))
      .map(rectOf)
      .filter((c) => mine.some((m) => c.minX < m.maxX && m.minX < c.maxX && c.minZ < m.maxZ && m.minZ < c.maxZ));
    if (!o.shape && cutters.length === 0 && y === o.box[4] && maxHeight === null) return o;
    return { ...o, surfaces: openSurfaces({ tops: mine, y, cutters, ...(maxHeight === null ? {} : { maxHeight }) }) };
  });

  const ceilingY = Math.max(floorY + 2.5, Math.ceil((Math.max(...objects.map((o) => o.box[4])) + 0.1) * 10) / 10);
  const scene: SceneFile = {
    format: SCENE_FORMAT, version: SCENE_VERSION, floorPlan: raw.floorPlan, roomType, floorY, ceilingY: round3(ceilingY),
    floor: outline.floor, walls: outline.walls, nav, start: startPose(nav),
    objects: [floorObject, ...withSurfaces],
  };
  const perFixture = options.viewpoints ?? 3;
  if (perFixture === 0) return scene;
  const withViewpoints = addViewpoints(scene, perFixture);
  const { scene: repaired, report } = repairScene(withViewpoints, sceneWorld(withViewpoints));
  options.onRepair?.(report);
  // Dropping or moving objects changes what can be seen: look again from the repaired scene.
  return report.moved.length + report.dropped.length > 0 ? addViewpoints(repaired, perFixture) : repaired;
}

function addViewpoints(scene: SceneFile, perFixture: number): SceneFile {
  const world = sceneWorld(scene);
  return {
    ...scene,
    objects: scene.objects.map((o) => {
      const { viewpoints: _old, ...rest } = o;
      const entry = catalogEntry(o.type);
      const flags = { ...capabilityFlagsOf(o.type), ...o.flags };
      const interactive = flags.receptacle || flags.openable || flags.toggleable || flags.canFillWithLiquid || flags.dirtyable || entry.isBasin;
      if (flags.pickupable || !interactive || o.type === 'Floor') return rest;
      const viewpoints = findViewpoints(world, o.id, perFixture);
      return viewpoints.length > 0 ? { ...rest, viewpoints } : rest;
    }),
  };
}
