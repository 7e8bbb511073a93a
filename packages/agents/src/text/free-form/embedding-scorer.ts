/**
 * A scorer that asks an OpenAI-compatible `/v1/embeddings` endpoint (what local model servers
 * speak) for vectors and rates each candidate by cosine similarity to the phrase, as "Language
 * Models as Zero-Shot Planners" maps a step to the closest admissible action. Pronouns are
 * replaced by the referent's name (or what is held) first, since the model cannot see the world.
 * Candidate vectors are cached per text: the admissible commands change little from step to step.
 */
import { EmbeddingsResponse } from '@chorehouse/protocol';
import type { AdmissibleCommand } from '../commands.js';
import type { CommandScorer, MappingContext } from './scorer.js';

export interface EmbeddingScorerOptions {
  /** The server's base URL, e.g. `http://127.0.0.1:8080/v1` (`/embeddings` is appended). */
  readonly url: string;
  readonly model: string;
  readonly apiKey?: string;
  /** Texts per request. */
  readonly batchSize?: number;
  readonly fetch?: typeof fetch;
}

export class EmbeddingError extends Error {
  constructor(readonly code: 'embedding/http' | 'embedding/bad_response', message: string) {
    super(message);
  }
}

export class EmbeddingScorer implements CommandScorer {
  readonly kind: string;
  private readonly cache = new Map<string, Float64Array>();

  constructor(private readonly options: EmbeddingScorerOptions) {
    this.kind = `embedding:${options.model}`;
  }

  async score(phrase: string, candidates: readonly AdmissibleCommand[], context: MappingContext): Promise<number[]> {
    const query = resolvePronouns(phrase, context);
    const missing = [...new Set(candidates.map((c) => c.text).filter((t) => !this.cache.has(t)))];
    const [q] = await this.embed([query]);
    const batch = this.options.batchSize ?? 256;
    for (let k = 0; k < missing.length; k += batch) {
      const part = missing.slice(k, k + batch);
      const vectors = await this.embed(part);
      part.forEach((t, n) => this.cache.set(t, vectors[n]!));
    }
    return candidates.map((c) => cosine(q!, this.cache.get(c.text)!));
  }

  private async embed(input: readonly string[]): Promise<Float64Array[]> {
    const url = `${this.options.url.replace(/\/+$/, '')}/embeddings`;
    const res = await (this.options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}) },
      body: JSON.stringify({ model: this.options.model, input }),
    });
    if (!res.ok) throw new EmbeddingError('embedding/http', `${url} answered ${res.status}`);
    const parsed = EmbeddingsResponse.safeParse(await res.json());
    if (!parsed.success || parsed.data.data.length !== input.length) {
      throw new EmbeddingError('embedding/bad_response', `${url} did not return one embedding per input`);
    }
    const out: Float64Array[] = new Array<Float64Array>(input.length);
    for (const d of parsed.data.data) out[d.index] = Float64Array.from(d.embedding);
    if (out.some((v) => v === undefined)) throw new EmbeddingError('embedding/bad_response', `${url} skipped an index`);
    return out;
  }
}

/** "put it in the sink" -> "put mug 2 in the sink", when the mug is the referent (or in hand). */
export function resolvePronouns(phrase: string, context: MappingContext): string {
  const id = context.referent ?? context.world.follower.heldObjectId;
  if (id === null) return phrase;
  const name = context.view.name(id);
  return phrase.replace(/\b(it|that|this)\b/gi, name);
}

export function cosine(a: Float64Array, b: Float64Array): number {
  let dot = 0, na = 0, nb = 0;
  for (let k = 0; k < Math.min(a.length, b.length); k++) { dot += a[k]! * b[k]!; na += a[k]! * a[k]!; nb += b[k]! * b[k]!; }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
