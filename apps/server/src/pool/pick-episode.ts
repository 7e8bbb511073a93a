/**
 * Which episode a new session gets: the benchmark task played least so far, then its least played
 * split, then its least played episode; ties broken at random. Keeps the collected data balanced.
 */
import type { EpisodeSummary } from '@chorehouse/store';

function leastUsed<T>(items: readonly T[], key: (t: T) => string, uses: (group: readonly T[]) => number, random: () => number): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const g = groups.get(k);
    if (g) g.push(item);
    else groups.set(k, [item]);
  }
  let best: T[][] = [];
  let min = Infinity;
  for (const g of [...groups.keys()].sort().map((k) => groups.get(k)!)) {
    const n = uses(g);
    if (n < min) { min = n; best = [g]; } else if (n === min) best.push(g);
  }
  return best[Math.floor(random() * best.length)] ?? [];
}

const sessions = (g: readonly EpisodeSummary[]) => g.reduce((n, e) => n + e.sessions, 0);

export function pickEpisode(pool: readonly EpisodeSummary[], random: () => number): EpisodeSummary | null {
  if (!pool.length) return null;
  const task = leastUsed(pool, (e) => e.benchmarkName, sessions, random);
  const split = leastUsed(task, (e) => e.split, sessions, random);
  const episode = leastUsed(split, (e) => e.id, sessions, random);
  return episode[0] ?? null;
}
