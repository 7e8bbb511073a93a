/**
 * The labelled development set of real Commander lines (built outside the repository by
 * `scripts/build-language-devset.ts` from public corpora; see the README): one JSON object a line,
 * parsed here, never cast.
 */
import { z } from 'zod/mini';

export const DEV_VERBS = ['go', 'take', 'put', 'open', 'close', 'turn on', 'turn off', 'slice', 'clean', 'cook', 'fill', 'pour'] as const;

export const DevLabel = z.object({
  verb: z.enum(DEV_VERBS),
  /** An object type of the catalog ("WineBottle"). */
  object: z.string(),
  receptacle: z.optional(z.string()),
});
export type DevLabel = z.infer<typeof DevLabel>;

export const DevLine = z.object({
  source: z.enum(['alfred', 'teach']),
  /** "dev" lines may be looked at while improving the reader; "held-out" ones only for figures. */
  split: z.enum(['dev', 'held-out']),
  id: z.string(),
  floorPlan: z.number(),
  /** The Commander's earlier lines in the same dialogue, oldest first. */
  context: z.array(z.string()),
  line: z.string(),
  /** What the line asks the Follower to do next; null when it asks for no object action yet (a greeting, a hint). */
  label: z.nullable(DevLabel),
});
export type DevLine = z.infer<typeof DevLine>;

export type DevSetProblem = { readonly code: 'devset/bad_line'; readonly line: number; readonly message: string };

export function parseDevSet(text: string): { lines: DevLine[]; problems: DevSetProblem[] } {
  const lines: DevLine[] = [];
  const problems: DevSetProblem[] = [];
  text.split('\n').forEach((raw, k) => {
    if (raw.trim() === '') return;
    let json: unknown;
    try { json = JSON.parse(raw); } catch (e) { problems.push({ code: 'devset/bad_line', line: k + 1, message: String(e) }); return; }
    const r = DevLine.safeParse(json);
    if (r.success) lines.push(r.data);
    else problems.push({ code: 'devset/bad_line', line: k + 1, message: r.error.message });
  });
  return { lines, problems };
}
