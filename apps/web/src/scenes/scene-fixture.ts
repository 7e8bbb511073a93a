/**
 * The pre-built scene worlds the QA routes load (scripts/write-scene-fixtures.ts writes them under
 * public/scenes/). Checked on arrival: the envelope strictly, the world's main fields loosely.
 */
import type { World } from '@chorehouse/sim';
import { z } from 'zod/mini';

// zod/mini, like the protocol: every page of this build shares one zod core, so no page pays for classic zod's methods.
const num = z.number();
const int = z.int();
const xyz = z.object({ x: num, y: num, z: num });
const box = z.object({ min: xyz, max: xyz });

const worldShape = z.looseObject({
  formatVersion: z.literal(1),
  floorY: num,
  objects: z.array(z.looseObject({ objectId: z.string(), objectType: z.string(), bbox: box })).check(z.minLength(1)),
  walls: z.array(box),
  nav: z.object({ originX: num, originZ: num, cellSize: num, cols: int, rows: int, walkable: z.string() }),
  follower: z.looseObject({ x: num, z: num, yaw: num, horizon: num }),
});

/** A World once its main fields check out: the rest is the simulator's own output, written by the script above. */
const world = z.custom<World>((v) => worldShape.safeParse(v).success, { error: 'not a simulator world: a field the renderer reads is missing or malformed' });
const sceneFixture = z.object({ floorPlan: int, roomType: z.string(), world });
const sceneIndex = z.array(z.object({ floorPlan: int, roomType: z.string(), objects: int }));

export interface SceneFixture {
  readonly floorPlan: number;
  readonly roomType: string;
  readonly world: World;
}

const base = (): string => import.meta.env.BASE_URL;

/** `name` is FloorPlanN or an episode fixture's name (FloorPlan12-MakeCoffee-3). */
export async function loadSceneFixture(name: string): Promise<SceneFixture> {
  if (!/^FloorPlan\d+(-[A-Za-z]+-\d+)?$/.test(name)) throw new Error(`not a scene name: ${name}`);
  const res = await fetch(`${base()}scenes/${name}.json`);
  if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
  return sceneFixture.parse(await res.json());
}

export async function loadSceneIndex(): Promise<z.infer<typeof sceneIndex>> {
  const res = await fetch(`${base()}scenes/index.json`);
  if (!res.ok) throw new Error(`scene index: HTTP ${res.status}`);
  return sceneIndex.parse(await res.json());
}
