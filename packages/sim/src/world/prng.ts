/**
 * The world's random source: xoshiro128** with its state kept inside the world (never a global),
 * seeded through splitmix32. Pure: every call returns the value and the next state.
 */
import type { RngState } from './types.js';

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function seedRng(seed: number): RngState {
  const next = splitmix32(Math.trunc(seed));
  const state: [number, number, number, number] = [next(), next(), next(), next()];
  if (state.every((v) => v === 0)) state[0] = 1;
  return state;
}

const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;

/** A uniformly distributed 32-bit unsigned integer and the next state. */
export function nextUint32(state: RngState): { value: number; state: RngState } {
  const [a, b, c, d] = state;
  const value = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0;
  const t = (b << 9) >>> 0;
  let c2 = (c ^ a) >>> 0;
  let d2 = (d ^ b) >>> 0;
  const b2 = (b ^ c2) >>> 0;
  const a2 = (a ^ d2) >>> 0;
  c2 = (c2 ^ t) >>> 0;
  d2 = rotl(d2, 11);
  return { value, state: [a2, b2, c2, d2] };
}

/** A float in [0, 1) and the next state. */
export function nextFloat(state: RngState): { value: number; state: RngState } {
  const r = nextUint32(state);
  return { value: r.value / 4294967296, state: r.state };
}

/** An integer in [0, n) and the next state (n >= 1). */
export function nextInt(state: RngState, n: number): { value: number; state: RngState } {
  const r = nextFloat(state);
  return { value: Math.floor(r.value * n), state: r.state };
}
