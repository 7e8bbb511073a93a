/** Reading the committed scene files (packages/scenes/data/floorplans/FloorPlanN.json). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sceneFileSchema, type SceneFile } from './scene-file.js';
import { FLOOR_PLANS } from './room-types.js';

/** The folder of scene files; src/scene and dist/scene are both two levels below the package. */
export const SCENE_DIR = fileURLToPath(new URL('../../data/floorplans/', import.meta.url));

export function sceneFileName(floorPlan: number): string {
  return `FloorPlan${floorPlan}.json`;
}

const cache = new Map<number, SceneFile>();

/** Parse a scene file's text; throws with the file name and the schema's complaint. */
export function parseSceneFile(text: string, source: string): SceneFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${source}: not JSON (${(e as Error).message})`);
  }
  const parsed = sceneFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${source}: not a scene file: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'}`);
  }
  return parsed.data;
}

/** The scene of an AI2-THOR floor plan (1-30, 201-230, 301-330, 401-430). Cached. */
export function loadScene(floorPlan: number): SceneFile {
  const hit = cache.get(floorPlan);
  if (hit) return hit;
  if (!FLOOR_PLANS.includes(floorPlan)) throw new Error(`FloorPlan${floorPlan} is not one of the 120 AI2-THOR floor plans`);
  const file = `${SCENE_DIR}${sceneFileName(floorPlan)}`;
  const scene = parseSceneFile(readFileSync(file, 'utf8'), file);
  if (scene.floorPlan !== floorPlan) throw new Error(`${file}: holds FloorPlan${scene.floorPlan}`);
  cache.set(floorPlan, scene);
  return scene;
}
