/**
 * The pluggable part of free-form mapping: a scorer rates every candidate command for a phrase.
 * The lexical scorer reads the phrase's words; the embedding scorer asks a model server.
 */
import type { World } from '@chorehouse/sim';
import type { AdmissibleCommand } from '../commands.js';
import type { TextView } from '../text-view.js';

export interface MappingContext {
  readonly world: World;
  readonly view: TextView;
  /** The object last spoken of ("the mug is on the counter. Wash it"), for "it" and "that". */
  readonly referent: string | null;
}

export interface CommandScorer {
  /** `lexical`, `embedding:<model>`. */
  readonly kind: string;
  /** One score per candidate, higher is closer; comparable only within one call. */
  score(phrase: string, candidates: readonly AdmissibleCommand[], context: MappingContext): Promise<number[]>;
}
