/**
 * Determiners: how many objects or subtask instances a component, relation head or relation tail
 * asks for (teach-formats.md 2.3). Files may hold `#n`; after substitution only quantities remain.
 */
import type { RawDeterminer } from './task-definition.js';

/** A determiner after parameter substitution. */
export type Quantity =
  | { readonly kind: 'skip' }
  | { readonly kind: 'a' }
  | { readonly kind: 'all' }
  | { readonly kind: 'count'; readonly n: number };

/** Where a determiner stands; each place accepts a different set of words. */
export type DeterminerSlot = 'atomic' | 'task' | 'head' | 'tail';

const DIGITS = /^[0-9]+$/;
const PARAM_REF = /^#[0-9]+$/;

/**
 * Reads a substituted determiner, or null if it is not one. TEACh skips only the exact string
 * "0"; an int 0 or "00" is a count of zero, which behaves differently (kept on purpose).
 */
export function readQuantity(determiner: RawDeterminer): Quantity | null {
  if (typeof determiner === 'number') return Number.isInteger(determiner) && determiner >= 0 ? { kind: 'count', n: determiner } : null;
  if (determiner === 'a') return { kind: 'a' };
  if (determiner === 'all') return { kind: 'all' };
  if (determiner === '0') return { kind: 'skip' };
  if (DIGITS.test(determiner)) return { kind: 'count', n: Number(determiner) };
  return null;
}

/** The instance factor a non-"all" quantity multiplies down the hierarchy. */
export function instanceFactor(quantity: Exclude<Quantity, { kind: 'all' }>): number {
  switch (quantity.kind) {
    case 'skip': return 0;
    case 'a': return 1;
    case 'count': return quantity.n;
  }
}

export type TailDeterminer = 'a' | 'the';

export function readTailDeterminer(determiner: string): TailDeterminer | null {
  return determiner === 'a' || determiner === 'the' ? determiner : null;
}

/** Why a determiner written in a definition file cannot stand in its slot, or null if it can. */
export function templateDeterminerProblem(determiner: RawDeterminer, slot: DeterminerSlot): string | null {
  if (typeof determiner === 'string' && PARAM_REF.test(determiner)) return null;
  switch (slot) {
    case 'tail':
      return determiner === 'a' || determiner === 'the' ? null : `tail determiner must be "a", "the" or "#n", not ${JSON.stringify(determiner)}`;
    case 'task':
      if (determiner === 'all') return '"all" is not allowed on a component that is a task';
      return readQuantity(determiner) ? null : `determiner must be "a", a digit string or "#n", not ${JSON.stringify(determiner)}`;
    case 'atomic':
    case 'head':
      return readQuantity(determiner) ? null : `determiner must be "a", "all", a digit string or "#n", not ${JSON.stringify(determiner)}`;
  }
}
