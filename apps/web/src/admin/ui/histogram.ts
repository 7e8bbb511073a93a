/** Equal-width bins over whole numbers for the data page's distributions. */

export interface Bin {
  readonly from: number;
  /** Exclusive, except for the last bin. */
  readonly to: number;
  readonly count: number;
}

export function histogram(values: readonly number[], maxBins = 10): Bin[] {
  if (values.length === 0) return [];
  const lo = Math.floor(Math.min(...values));
  const hi = Math.ceil(Math.max(...values));
  const width = Math.max(1, Math.ceil((hi - lo + 1) / maxBins));
  const n = Math.max(1, Math.ceil((hi - lo + 1) / width));
  const bins = Array.from({ length: n }, (_, i) => ({ from: lo + i * width, to: lo + (i + 1) * width, count: 0 }));
  for (const v of values) bins[Math.min(n - 1, Math.floor((v - lo) / width))]!.count++;
  return bins;
}
