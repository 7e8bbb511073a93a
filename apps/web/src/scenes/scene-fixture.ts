/**
 * The pre-built scene worlds the QA routes load (scripts/write-scene-fixtures.ts writes them under
 * public/scenes/). Checked on arrival: the envelope strictly, the world's main fields loosely.
 */
import type { World } from '@chorehouse/sim';
import { z } from 'zod';

const box = z.object({ min: z.object({ x: z.number(), y: z.number(), z: z.number() }), max: z.object({ x: z.number(), y: z.number(), z: z.number() }) });

const worldShape = z.object({
  formatVersion: z.literal(1),
  floorY: z.number(),
  objects: z.array(z.object({ objectId: z.string(), objectType: z.string(), bbox: box }).passthrough()).min(1),
  walls: z.array(box),
  nav: z.object({ originX: z.number(), originZ: z.number(), cellSize: z.number(), cols: z.number().int(), rows: z.number().int(), walkable: z.string() }),
  follower: z.object({ x: z.number(), z: z.number(), yaw: z.number(), horizon: z.number() }).passthrough(),
}).passthrough();

const sceneFixture = z.object({ floorPlan: z.number().int(), roomType: z.string(), world: worldShape });
const sceneIndex = z.array(z.object({ floorPlan: z.number().int(), roomType: z.string(), objects: z.number().int() }));

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
  const parsed = sceneFixture.parse(await res.json());
  // The loose check above covers what the renderer relies on; the file is the simulator's own output.
  return parsed as unknown as SceneFixture;
}

export async function loadSceneIndex(): Promise<z.infer<typeof sceneIndex>> {
  const res = await fetch(`${base()}scenes/index.json`);
  if (!res.ok) throw new Error(`scene index: HTTP ${res.status}`);
  return sceneIndex.parse(await res.json());
}
