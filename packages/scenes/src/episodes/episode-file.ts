/** Episode files: `<episode id>.episode.json`, the initial world and what it was made from. */
import type { Episode } from './generate-episode.js';
import type { SplitName } from './splits.js';

export const EPISODE_FORMAT = 'chorehouse-episode';
export const EPISODE_VERSION = 1;

export function episodeFileName(episode: Episode): string {
  return `${episode.id}.episode.json`;
}

export function serializeEpisode(episode: Episode, split: SplitName): string {
  const { world, ...meta } = episode;
  return `${JSON.stringify({ format: EPISODE_FORMAT, version: EPISODE_VERSION, split, ...meta, world })}\n`;
}
