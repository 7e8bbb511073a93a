/** Scene files are written one object per line, so diffs of a re-import stay readable. */
import type { SceneFile } from './scene-file.js';

export function serializeScene(scene: SceneFile): string {
  const { objects, ...head } = scene;
  const headJson = JSON.stringify(head);
  return `${headJson.slice(0, -1)},\n"objects":[\n${objects.map((o) => JSON.stringify(o)).join(',\n')}\n]}\n`;
}
