/** A new session's episode: the pool and the collection plan as the store has them now (three reads at once). */
import type { EpisodeSummary, Store } from '@chorehouse/store';
import { pickPlannedEpisode } from './plan-draw.js';

export async function drawEpisode(store: Store, random: () => number): Promise<EpisodeSummary | null> {
  const [pool, tasks, counts] = await Promise.all([store.episodeSummaries(), store.planTasks(), store.planCounts()]);
  return pickPlannedEpisode(pool, { tasks, counts }, random);
}
