/**
 * One three.js scene for a World, updated incrementally: each object's model is built once and
 * reused for as long as the simulator keeps that object identical (it does for everything a step
 * did not touch). The same class draws the browser's views and the headless frames.
 */
import { catalogEntry, isHidden, type CameraPose, type SimObject, type World } from '@chorehouse/sim';
import type { OrthographicCamera} from 'three';
import { Color, Group, PerspectiveCamera, Scene, type Object3D } from 'three';
import { basinFootprints, isDrawnAsObject, objectModel, type ModelContext } from '../models/object-model.js';
import { toBakedObject3D } from '../models/baked-model.js';
import { applyCameraPose, CAMERA_FAR, CAMERA_NEAR, toThree } from './camera-pose.js';
import { carriedOffset, ZERO } from './carried.js';
import { highlightObject, type HighlightKind } from './highlight.js';
import { idCopy, idMaterial, NO_OBJECT } from './id-colors.js';
import { roomLight, type RoomLight } from './lights.js';
import { stepTweens, tweensBetween, type PartTween } from './part-tween.js';
import { ceilingY, roomBounds, roomNodes } from './room-model.js';

export interface Highlight {
  readonly objectId: string;
  readonly kind: HighlightKind;
}

export const EGOCENTRIC_BACKGROUND = 0xdfe6ec;
export const TOP_DOWN_BACKGROUND = 0x2b2f36;

/** Objects whose panes the simulator's rays pass through: they are drawn but own no id pixels. */
const SEE_THROUGH = new Set(['Window']);

/** Containers whose glass or water shows what they hold (a cup's glass is the cup itself). */
const seesThroughGlass = (obj: SimObject): boolean => {
  const kind = catalogEntry(obj.objectType).receptacleKind;
  return kind === 'in' || obj.objectType === 'Sink' || obj.objectType === 'SinkBasin' || obj.objectType === 'BathtubBasin';
};

/** Whether an object is drawn at all: not the floor, not gone, not shut inside a closed container. */
export function isDrawn(world: World, obj: SimObject): boolean {
  return isDrawnAsObject(obj) && !isHidden(world, obj);
}

interface RoomParts {
  readonly floor: Group;
  /** Things under counters and the stove's body: drawn, but no object of the simulator's. */
  readonly fixtures: Group;
  readonly walls: Group;
  readonly ceiling: Group;
}

export class WorldScene {
  /** The picture: room, objects (their light baked in, scene/lights.ts), highlights. */
  readonly scene = new Scene();
  /** The id pass: the same geometry in flat id colours, no lights. */
  readonly idScene = new Scene();
  /** The egocentric camera (the simulator's square 90 degree frame). */
  readonly camera = new PerspectiveCamera(90, 1, CAMERA_NEAR, CAMERA_FAR);
  /** Object ids by index: id pixel k > 0 is objectIds[k - 1]. */
  objectIds: readonly string[] = [];

  private readonly root = new Group();
  private readonly idRoot = new Group();
  private readonly roomRoot = new Group();
  private readonly idRoomRoot = new Group();
  private readonly objectsRoot = new Group();
  private readonly idObjectsRoot = new Group();
  private readonly highlightRoot = new Group();
  private light: RoomLight = roomLight([0, 2.5, 0]);
  private world: World | null = null;
  private ctx: ModelContext | null = null;
  private room: RoomParts | null = null;
  private models = new WeakMap<SimObject, Group>();
  private idModels = new WeakMap<SimObject, Object3D>();
  private readonly shown = new Map<string, Group>();
  private readonly tweens: PartTween[] = [];
  private highlightKey = '';
  private walls = true;

  constructor(options: { walls?: boolean } = {}) {
    // AI2-THOR is left-handed, three.js right-handed: the world is drawn mirrored in z (camera-pose.ts).
    for (const r of [this.root, this.idRoot]) r.scale.set(1, 1, -1);
    this.root.add(this.roomRoot, this.objectsRoot, this.highlightRoot);
    this.idRoot.add(this.idRoomRoot, this.idObjectsRoot);
    this.scene.add(this.root);
    this.idScene.add(this.idRoot);
    this.idScene.background = new Color(0, 0, 0);
    this.setWalls(options.walls ?? true);
  }

  /** Walls and ceiling hide the room from above: off in the top-down view. */
  setWalls(show: boolean): void {
    this.walls = show;
    this.scene.background = new Color(show ? EGOCENTRIC_BACKGROUND : TOP_DOWN_BACKGROUND);
    if (this.room) {
      this.room.walls.visible = show;
      this.room.ceiling.visible = show;
    }
  }

  /**
   * Shows `world`. `now` (ms) lets doors and drawers glide to their new place from where they
   * were; without it (headless frames) they are drawn where the world has them.
   */
  setWorld(world: World, now?: number): void {
    const prev = this.world;
    this.world = world;
    if (!prev || prev.nav !== world.nav || prev.floorY !== world.floorY || prev.walls !== world.walls) this.rebuildRoom(world);
    if (!prev || prev.objects !== world.objects || prev.follower.heldObjectId !== world.follower.heldObjectId) this.placeObjects(world, now);
  }

  setHighlights(highlights: readonly Highlight[]): void {
    const key = highlights.map((h) => `${h.kind}:${h.objectId}`).join(',');
    if (key === this.highlightKey && this.highlightRoot.userData.world === this.world) return;
    this.highlightKey = key;
    this.highlightRoot.userData.world = this.world;
    this.highlightRoot.clear();
    const world = this.world;
    if (!world || !this.ctx) return;
    const carried = carriedOffset(world);
    for (const h of highlights) {
      const obj = world.objects.find((o) => o.objectId === h.objectId);
      if (!obj || !isDrawn(world, obj)) continue;
      const g = highlightObject(obj, h.kind, this.ctx);
      if (carried?.ids.has(obj.objectId)) g.position.set(carried.offset.x, carried.offset.y, carried.offset.z);
      this.highlightRoot.add(g);
    }
  }

  /** Puts the egocentric camera at a simulator pose. */
  setPose(pose: CameraPose): void {
    applyCameraPose(this.camera, pose);
  }

  /** Advances door and drawer tweens to `now` (ms); true while some still move. */
  stepTweens(now: number): boolean {
    return this.tweens.length > 0 && stepTweens(this.tweens, now);
  }

  /** Straight down over the whole room, north (+z) up and +x right, fitted to a `aspect` frame. */
  fitTopDown(camera: OrthographicCamera, widthPx: number, heightPx: number): void {
    if (!this.world) return;
    const bounds = roomBounds(this.world);
    const top = ceilingY(this.world) + 5;
    const cx = (bounds.minX + bounds.maxX) / 2;
    const cz = (bounds.minZ + bounds.maxZ) / 2;
    const span = Math.max(bounds.maxX - bounds.minX, bounds.maxZ - bounds.minZ) * 1.04;
    camera.left = -widthPx / 2;
    camera.right = widthPx / 2;
    camera.top = heightPx / 2;
    camera.bottom = -heightPx / 2;
    camera.position.set(...toThree(cx, top, cz));
    camera.up.set(0, 0, -1);
    camera.lookAt(...toThree(cx, 0, cz));
    camera.near = 0.1;
    camera.far = top + 10;
    camera.zoom = Math.min(widthPx, heightPx) / span;
    camera.updateProjectionMatrix();
    camera.updateMatrixWorld();
  }

  /** The index (id pixel value) of an object, 0 when it has none. */
  idOf(objectId: string): number {
    return this.objectIds.indexOf(objectId) + 1;
  }

  private rebuildRoom(world: World): void {
    this.ctx = { nav: world.nav, floorY: world.floorY, basins: basinFootprints(world.objects) };
    // Models are fitted to the room's grid and basins: a new room builds them anew.
    this.models = new WeakMap();
    this.idModels = new WeakMap();
    this.shown.clear();
    const b = roomBounds(world);
    this.light = roomLight([(b.minX + b.maxX) / 2, ceilingY(world) - 0.3, -(b.minZ + b.maxZ) / 2]);
    const nodes = roomNodes(world);
    const room = {
      floor: toBakedObject3D(nodes.floor, this.light), fixtures: toBakedObject3D(nodes.fixtures, this.light),
      walls: toBakedObject3D(nodes.walls, this.light), ceiling: toBakedObject3D(nodes.ceiling, this.light),
    };
    // The room's big faces are drawn after the objects in front of them, so hidden pixels are never shaded.
    for (const part of Object.values(room)) part.traverse((o) => { o.renderOrder = 1; });
    this.room = room;
    this.roomRoot.clear();
    this.roomRoot.add(room.floor, room.fixtures, room.walls, room.ceiling);
    this.idRoomRoot.clear();
    // The floor is the Floor object's shape (the simulator's rays hit it as that object).
    const floorIndex = world.objects.findIndex((o) => o.objectType === 'Floor');
    this.idRoomRoot.add(idCopy(room.floor, floorIndex + 1));
    for (const part of [room.fixtures, room.walls, room.ceiling]) this.idRoomRoot.add(idCopy(part, NO_OBJECT));
    this.setWalls(this.walls);
  }

  private placeObjects(world: World, now: number | undefined): void {
    const ctx = this.ctx!;
    this.objectsRoot.clear();
    this.idObjectsRoot.clear();
    this.objectIds = world.objects.map((o) => o.objectId);
    const carried = carriedOffset(world);
    world.objects.forEach((obj, index) => {
      if (!isDrawn(world, obj)) return;
      let g = this.models.get(obj);
      if (!g) {
        g = toBakedObject3D(objectModel(obj, ctx), this.light);
        g.name = obj.objectId;
        this.models.set(obj, g);
        const before = this.shown.get(obj.objectId);
        if (before && now !== undefined) this.tweens.push(...tweensBetween(before, g, now));
      }
      this.shown.set(obj.objectId, g);
      // The world keeps a held object where it last rested; the hand shows it (and what it holds).
      const offset = carried?.ids.has(obj.objectId) ? carried.offset : ZERO;
      g.position.set(offset.x, offset.y, offset.z);
      this.objectsRoot.add(g);
      // Clicks pass through panes and through what the Follower holds (the simulator's pick scene leaves them out).
      if (SEE_THROUGH.has(obj.objectType) || carried?.ids.has(obj.objectId)) return;
      let id = this.idModels.get(obj);
      if (!id || id.userData.k !== index + 1) {
        id = idCopy(g, index + 1, seesThroughGlass(obj));
        id.userData.k = index + 1;
        this.idModels.set(obj, id);
      }
      id.position.copy(g.position);
      this.idObjectsRoot.add(id);
    });
  }
}

/** The id material of index k (exported for tests and the mask pass). */
export { idMaterial };
