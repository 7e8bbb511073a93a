/**
 * How far one run's p99 ratio can be trusted. `server.p99_vs_echo` divides two tails, each made of
 * the slowest 1 % of a few thousand round trips, and those come in spells (a collection, a burst
 * behind a stalled client, a slow second of the machine): the same build gave 0.4 to 3.7 from run to
 * run (apps/server/docs/latency-log.md). A single figure without its spread invites reading noise as
 * a change.
 *
 * The interval is a moving-block bootstrap: each side's round trips, in the order they completed,
 * are cut into blocks of `block` consecutive samples (the bench uses one second of load), blocks are
 * drawn with replacement until each side has as many samples as it had, and the ratio of the two
 * p99s is taken; the interval holds the middle `level` of `draws` such ratios. Blocks keep a spell
 * together, so a tail made by one slow second widens the interval instead of hiding in it. What it
 * cannot see is a spell longer than the run, or one that fell on every round of one side.
 */

export interface RatioInterval {
  readonly low: number;
  readonly high: number;
}

export interface IntervalOptions {
  /** Consecutive samples that stay together (one second of the bench's load). */
  readonly block: number;
  /** Uniform numbers in [0, 1): the bench's seeded generator, so a run's interval is reproducible from its samples. */
  readonly rnd: () => number;
  readonly draws?: number;
  /** The share of the drawn ratios the interval holds (0.95 by default). */
  readonly level?: number;
}

/**
 * The p-th percentile of `values` by the bench's rule (load-client.ts `percentile`: the sample at
 * rank floor(p% of n) once sorted), found by selection (Hoare's, median of three) rather than a
 * sort: a thousand draws of 8,000 samples each take milliseconds, not seconds. Reorders `values`.
 */
export function percentileOf(values: Float64Array, p: number): number {
  const k = Math.min(values.length - 1, Math.floor((p / 100) * values.length));
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const [a, b, c] = [values[lo]!, values[mid]!, values[hi]!];
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : (a < c ? a : b < c ? c : b);
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i++] = values[j]!;
        values[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return values[k]!;
}

/** One resampling of `samples` by blocks: as many samples as it has, blocks of `block` drawn with replacement. */
function resample(samples: readonly number[], block: number, rnd: () => number, into: Float64Array): Float64Array {
  const n = samples.length;
  const width = Math.min(block, n);
  for (let filled = 0; filled < n;) {
    const start = Math.floor(rnd() * (n - width + 1));
    for (let k = 0; k < width && filled < n; k++) into[filled++] = samples[start + k]!;
  }
  return into;
}

/** The interval of p99(numerator) / p99(denominator); null when either side has no samples. */
export function p99RatioInterval(numerator: readonly number[], denominator: readonly number[], options: IntervalOptions): RatioInterval | null {
  if (!numerator.length || !denominator.length) return null;
  const { block, rnd, draws = 1000, level = 0.95 } = options;
  if (!(block >= 1) || !(draws >= 1) || !(level > 0 && level < 1)) throw new RangeError(`p99RatioInterval: block ${block}, draws ${draws}, level ${level}`);
  const top = new Float64Array(numerator.length);
  const bottom = new Float64Array(denominator.length);
  const ratios = new Float64Array(draws);
  for (let i = 0; i < draws; i++) {
    ratios[i] = percentileOf(resample(numerator, block, rnd, top), 99) / percentileOf(resample(denominator, block, rnd, bottom), 99);
  }
  ratios.sort();
  const tail = (1 - level) / 2;
  return { low: ratios[Math.floor(tail * (draws - 1))]!, high: ratios[Math.ceil((1 - tail) * (draws - 1))]! };
}
