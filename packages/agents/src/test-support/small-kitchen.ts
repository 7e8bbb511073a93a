/**
 * Small hand-built worlds for the agents' tests: a 4 m x 3 m kitchen whose fixtures are chosen
 * per test (sink, stove, toaster, coffee machine, microwave, fridge, cabinet, drawer, table,
 * plant), with the small objects each test needs placed on or in them.
 */
import { buildNavGrid, catalogEntry, createWorld, thorObjectId, type ObjectSpec, type Vec3, type World, type Yaw } from '@chorehouse/sim';

export type Fixture = 'sink' | 'stove' | 'toaster' | 'coffee' | 'microwave' | 'fridge' | 'cabinet' | 'drawer' | 'table' | 'plant' | 'shelf';

export interface SmallItem {
  readonly type: string;
  /** The fixture it rests in or on: a fixture's type, e.g. 'CounterTop', 'Fridge', 'StoveBurner', 'SinkBasin'. */
  readonly in: string;
  /** Offset along the receptacle's x axis from its centre (m), to keep items apart. */
  readonly dx?: number;
  readonly dz?: number;
  readonly state?: ObjectSpec['state'];
  /** Sits in the item of that type instead (a potato in the pot): resolved after the fixture. */
  readonly inItem?: string;
}

const TOP = 0.92;
const v = (x: number, y: number, z: number): Vec3 => ({ x, y, z });

interface Box { readonly type: string; readonly at: Vec3; readonly size: Vec3; readonly spec?: Partial<ObjectSpec> }

function fixtures(wanted: ReadonlySet<Fixture>): Box[] {
  const out: Box[] = [
    { type: 'Floor', at: v(0, -0.02, 0), size: v(4, 0.02, 3) },
    { type: 'CounterTop', at: v(-0.2, TOP - 0.04, 1.2), size: v(2.6, 0.04, 0.6) },
  ];
  if (wanted.has('sink')) {
    out.push({ type: 'Sink', at: v(-1.1, TOP - 0.18, 1.2), size: v(0.68, 0.18, 0.46), spec: { flags: { receptacle: false } } });
    out.push({ type: 'Faucet', at: v(-1.1, TOP, 1.45), size: v(0.24, 0.3, 0.1) });
  }
  if (wanted.has('stove')) out.push({ type: 'StoveBurner', at: v(-0.3, TOP, 1.15), size: v(0.22, 0.02, 0.22) });
  if (wanted.has('toaster')) out.push({ type: 'Toaster', at: v(0.1, TOP, 1.3), size: v(0.3, 0.2, 0.2) });
  if (wanted.has('coffee')) out.push({ type: 'CoffeeMachine', at: v(0.45, TOP, 1.3), size: v(0.28, 0.42, 0.3) });
  if (wanted.has('microwave')) out.push({ type: 'Microwave', at: v(0.87, TOP, 1.25), size: v(0.44, 0.3, 0.4) });
  if (wanted.has('fridge')) out.push({ type: 'Fridge', at: v(1.55, 0, 1.05), size: v(0.75, 1.85, 0.8) });
  if (wanted.has('cabinet')) out.push({ type: 'Cabinet', at: v(-0.2, 0.1, 1.25), size: v(0.6, 0.58, 0.5) });
  if (wanted.has('drawer')) out.push({ type: 'Drawer', at: v(0.5, 0.7, 1.25), size: v(0.55, 0.15, 0.5) });
  if (wanted.has('table')) out.push({ type: 'DiningTable', at: v(0, 0, -0.9), size: v(1.2, 0.78, 0.7) });
  // A high wall shelf: things on it are above the camera, so the Follower has to look up.
  if (wanted.has('shelf')) out.push({ type: 'Shelf', at: v(-1.8, 1.8, 0.2), size: v(0.36, 0.03, 0.7) });
  if (wanted.has('plant')) out.push({ type: 'HousePlant', at: v(-1.7, 0, -1.2), size: v(0.4, 0.65, 0.4) });
  return out;
}

export interface SmallKitchenOptions {
  readonly fixtures: readonly Fixture[];
  readonly items?: readonly SmallItem[];
  /** Fixture states, by fixture type (e.g. { Faucet: { isToggled: true } }). */
  readonly states?: Readonly<Record<string, ObjectSpec['state']>>;
  readonly follower?: { readonly x: number; readonly z: number; readonly yaw: Yaw };
}

export function smallKitchen(options: SmallKitchenOptions): World {
  const boxes = fixtures(new Set(options.fixtures));
  const specs: ObjectSpec[] = [];
  const byType = new Map<string, ObjectSpec>();
  for (const b of boxes) {
    const objectId = thorObjectId(b.type, b.at);
    const spec: ObjectSpec = {
      objectId, objectType: b.type, position: b.at, center: v(b.at.x, b.at.y + b.size.y / 2, b.at.z), size: b.size,
      ...b.spec, ...(options.states?.[b.type] ? { state: options.states[b.type] } : {}),
    };
    specs.push(spec);
    byType.set(b.type, spec);
  }
  const sink = byType.get('Sink');
  if (sink) {
    const basin: ObjectSpec = {
      objectId: `${sink.objectId}|SinkBasin`, objectType: 'SinkBasin', position: v(-1.1, TOP - 0.15, 1.2),
      center: v(-1.1, TOP - 0.085, 1.2), size: v(0.53, 0.13, 0.33),
    };
    specs.push(basin);
    byType.set('SinkBasin', basin);
  }
  const burner = byType.get('StoveBurner');
  if (burner) {
    const at = v(-0.3, TOP - 0.12, 0.88);
    const knob: ObjectSpec = {
      objectId: thorObjectId('StoveKnob', at), objectType: 'StoveKnob', position: at, center: v(at.x, at.y + 0.03, at.z),
      size: v(0.06, 0.06, 0.05), controlledObjects: [burner.objectId], ...(options.states?.StoveKnob ? { state: options.states.StoveKnob } : {}),
    };
    specs.push(knob);
  }
  // Small items: at the receptacle's centre (plus offsets), resting on its lowest surface.
  const placedByType = new Map<string, ObjectSpec>();
  for (const item of options.items ?? []) {
    const host = item.inItem ? placedByType.get(item.inItem) : byType.get(item.in);
    if (!host) throw new Error(`smallKitchen: no ${item.inItem ?? item.in} for ${item.type}`);
    const c = host.center ?? v(host.position.x, host.position.y + catalogEntry(host.objectType).size.height / 2, host.position.z);
    const top = host.center && host.size ? c.y + host.size.y / 2 : host.position.y + catalogEntry(host.objectType).size.height;
    const floorOf: Record<string, number> = { Fridge: 0.1, Cabinet: 0.13, Drawer: 0.73, Microwave: TOP + 0.03, SinkBasin: TOP - 0.14 };
    const y = item.inItem ? top : (floorOf[host.objectType] ?? top);
    const at = v(Math.round((c.x + (item.dx ?? 0)) * 100) / 100, y, Math.round((c.z + (item.dz ?? 0)) * 100) / 100);
    const spec: ObjectSpec = { objectId: thorObjectId(item.type, at), objectType: item.type, position: at, parentId: host.objectId, ...(item.state ? { state: item.state } : {}) };
    specs.push(spec);
    placedByType.set(item.type, spec);
  }
  const standing = specs.filter((s) => s.parentId == null && s.objectType !== 'Floor' && s.center && (s.position.y < 0.5 || s.objectType === 'CounterTop' || s.objectType === 'Shelf'));
  const clear = (x: number, z: number) => x > -1.8 && x < 1.8 && z > -1.3 && z < 1.3 && standing.every((o) => {
    const c = o.center!, s = o.size!;
    return x + 0.2 <= c.x - s.x / 2 || x - 0.2 >= c.x + s.x / 2 || z + 0.2 <= c.z - s.z / 2 || z - 0.2 >= c.z + s.z / 2;
  });
  const nav = buildNavGrid(-1.75, -1.25, 15, 11, clear);
  const walls = [
    { min: v(-2.1, 0, -1.6), max: v(-2, 2.7, 1.6) }, { min: v(2, 0, -1.6), max: v(2.1, 2.7, 1.6) },
    { min: v(-2.1, 0, -1.6), max: v(2.1, 2.7, -1.5) }, { min: v(-2.1, 0, 1.5), max: v(2.1, 2.7, 1.6) },
  ];
  return createWorld({ objects: specs, walls, nav, follower: options.follower ?? { x: 0, z: 0, yaw: 0 }, seed: 7 });
}
