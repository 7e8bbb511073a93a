/** A seeded random source for episode generation: sim's xoshiro128** behind a small mutable API. */
import { nextFloat, seedRng, type RngState } from '@chorehouse/sim';

export class Random {
  private state: RngState;

  constructor(seed: number) {
    this.state = seedRng(seed);
  }

  float(): number {
    const r = nextFloat(this.state);
    this.state = r.state;
    return r.value;
  }

  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.float() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick: no items');
    return items[Math.floor(this.float() * items.length)]!;
  }

  shuffled<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.float() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  /** The state, for the placement helpers that thread it through. */
  get rng(): RngState { return this.state; }
  set rng(next: RngState) { this.state = next; }
}
