/**
 * A top-down picture of a scene or episode: floor, walls, fixtures, objects, the walkable grid
 * and the Follower. North (+z, yaw 0) is up, +x is right.
 */
import { catalogEntry, cellPosition, isHidden, isWalkableCell, type Box3, type SimObject, type World } from '@chorehouse/sim';
import type { SceneFile } from '../scene/scene-file.js';
import { drawText, textWidth } from './font.js';
import { Canvas, type Rgba } from './png.js';

const PX_PER_M = 80;
const MARGIN_PX = 24;
const TITLE_PX = 22;

const COLORS = {
  outside: [36, 40, 48, 255],
  floor: [238, 230, 214, 255],
  wall: [24, 24, 28, 255],
  cell: [90, 160, 100, 255],
  furniture: [176, 150, 196, 235],
  counter: [196, 164, 122, 235],
  appliance: [140, 166, 196, 240],
  wallMounted: [90, 140, 200, 220],
  object: [232, 118, 40, 255],
  hiddenObject: [232, 118, 40, 110],
  objectEdge: [110, 50, 10, 255],
  follower: [210, 40, 40, 255],
  label: [30, 30, 40, 255],
  title: [240, 240, 240, 255],
} satisfies Record<string, Rgba>;

const COUNTERS = new Set(['CounterTop', 'Cabinet', 'Drawer', 'Shelf', 'ShelvingUnit', 'Dresser', 'SideTable', 'TVStand', 'Desk']);
const APPLIANCES = new Set(['Fridge', 'Microwave', 'StoveBurner', 'StoveKnob', 'Toaster', 'CoffeeMachine', 'Sink', 'SinkBasin', 'Faucet', 'Bathtub', 'BathtubBasin', 'Toilet', 'GarbageCan', 'Television', 'FloorLamp', 'DeskLamp', 'ShowerHead']);
const WALL_MOUNTED = new Set(['Window', 'Painting', 'Mirror', 'LightSwitch', 'Blinds', 'Curtains', 'ShowerCurtain', 'ShowerGlass', 'ShowerDoor', 'TowelHolder', 'HandTowelHolder', 'ToiletPaperHanger', 'Poster']);

function colorOf(o: SimObject): Rgba {
  if (o.pickupable) return COLORS.object;
  if (WALL_MOUNTED.has(o.objectType)) return COLORS.wallMounted;
  if (APPLIANCES.has(o.objectType)) return COLORS.appliance;
  if (COUNTERS.has(o.objectType)) return COLORS.counter;
  return COLORS.furniture;
}

/** Label text for a fixture: its type in capitals, shortened until it fits. */
function labelFor(type: string, widthPx: number, scale: number): string | null {
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').toUpperCase();
  for (const candidate of [words, words.replace(/ /g, ''), words.split(' ').map((w) => w.slice(0, 3)).join('')]) {
    if (textWidth(candidate, scale) <= widthPx - 4) return candidate;
  }
  return null;
}

export interface TopDownOptions {
  /** A title line; defaults to the floor plan and room type. */
  readonly title?: string;
}

export function renderTopDown(scene: SceneFile, world: World, options: TopDownOptions = {}): Buffer {
  const minX = Math.min(...scene.floor.map((r) => r.minX)) - 0.2, maxX = Math.max(...scene.floor.map((r) => r.maxX)) + 0.2;
  const minZ = Math.min(...scene.floor.map((r) => r.minZ)) - 0.2, maxZ = Math.max(...scene.floor.map((r) => r.maxZ)) + 0.2;
  const width = Math.ceil((maxX - minX) * PX_PER_M) + 2 * MARGIN_PX;
  const height = Math.ceil((maxZ - minZ) * PX_PER_M) + 2 * MARGIN_PX + TITLE_PX;
  const canvas = new Canvas(width, height, COLORS.outside);
  const px = (x: number) => MARGIN_PX + (x - minX) * PX_PER_M;
  const py = (z: number) => TITLE_PX + MARGIN_PX + (maxZ - z) * PX_PER_M;
  const fill = (b: { minX: number; maxX: number; minZ: number; maxZ: number }, c: Rgba) => canvas.fillRect(px(b.minX), py(b.maxZ), px(b.maxX), py(b.minZ), c);

  for (const r of scene.floor) fill(r, COLORS.floor);
  const nav = world.nav;
  for (let j = 0; j < nav.rows; j++) {
    for (let i = 0; i < nav.cols; i++) {
      if (!isWalkableCell(nav, i, j)) continue;
      const p = cellPosition(nav, i, j);
      canvas.fillCircle(px(p.x), py(p.z), 2.2, COLORS.cell);
    }
  }

  // Lower things first, so what sits on a counter is drawn over it.
  const visible = world.objects.filter((o) => !o.disabled && o.objectType !== 'Floor').sort((a, b) => a.bbox.max.y - b.bbox.max.y || (a.objectId < b.objectId ? -1 : 1));
  const labels: { text: string; x: number; y: number }[] = [];
  // Fixtures first, then movable objects on top (dimmed when hidden in a closed container).
  const ordered = [...visible.filter((o) => !o.pickupable), ...visible.filter((o) => o.pickupable)];
  for (const o of ordered) {
    const parts: readonly Box3[] = o.shape ?? [o.bbox];
    const color = o.pickupable && o.parentId !== null && isHidden(world, o) ? COLORS.hiddenObject : colorOf(o);
    for (const b of parts) {
      const r = { minX: b.min.x, maxX: b.max.x, minZ: b.min.z, maxZ: b.max.z };
      fill(r, color);
      canvas.strokeRect(px(r.minX), py(r.maxZ), px(r.maxX), py(r.minZ), o.pickupable ? COLORS.objectEdge : [60, 60, 70, 200]);
    }
    if (!o.pickupable && catalogEntry(o.objectType).type !== 'StoveKnob') {
      const big = parts.reduce((a, b) => ((b.max.x - b.min.x) * (b.max.z - b.min.z) > (a.max.x - a.min.x) * (a.max.z - a.min.z) ? b : a));
      const w = (big.max.x - big.min.x) * PX_PER_M;
      const h = (big.max.z - big.min.z) * PX_PER_M;
      const text = h >= 9 ? labelFor(o.objectType, w, 1) : null;
      if (text) labels.push({ text, x: px((big.min.x + big.max.x) / 2) - textWidth(text, 1) / 2, y: py((big.min.z + big.max.z) / 2) - 2 });
    }
  }
  for (const l of labels) drawText(canvas, l.text, l.x, l.y, 1, COLORS.label);

  for (const s of scene.walls) {
    const t = 3;
    canvas.fillRect(px(Math.min(s.x0, s.x1)) - t, py(Math.max(s.z0, s.z1)) - t, px(Math.max(s.x0, s.x1)) + t, py(Math.min(s.z0, s.z1)) + t, COLORS.wall);
  }

  const f = world.follower;
  const fx = px(f.x), fy = py(f.z);
  const rad = (f.yaw * Math.PI) / 180;
  const dx = Math.sin(rad), dy = -Math.cos(rad);
  canvas.fillCircle(fx, fy, 7, COLORS.follower);
  canvas.fillTriangle([[fx + dx * 16, fy + dy * 16], [fx - dy * 7, fy + dx * 7], [fx + dy * 7, fy - dx * 7]], COLORS.follower);

  const walkable = [...nav.walkable].filter((c) => c === '1').length;
  const title = options.title ?? `FloorPlan${scene.floorPlan} ${scene.roomType}  ${world.objects.length} objects  ${walkable} walkable cells`;
  drawText(canvas, title, MARGIN_PX, 6, 2, COLORS.title);
  return canvas.toPng();
}
