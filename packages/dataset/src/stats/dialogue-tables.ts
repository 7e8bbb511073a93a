/**
 * The paper's split and dialogue tables, from facts about sessions however they were read (game
 * files for `chorehouse stats`, the store for the console): Table 3, sessions and EDH instances per
 * split; Table 6 (as we read it), the dialogue per speaker; the vocabulary size and utterances per
 * speaker. One function, so the CLI and the console cannot disagree.
 */
import { meanStd, type MeanStd } from './summary.js';

export type Speaker = 'Commander' | 'Driver';

export interface SessionDialogue {
  readonly split: string;
  readonly utterances: readonly { readonly speaker: Speaker; readonly text: string }[];
  /** EDH instances cut from the session (0 when it was not cut). */
  readonly edhInstances: number;
}

/** TEACh's split order; other split names follow, sorted. */
export const SPLIT_ORDER = ['train', 'valid_seen', 'valid_unseen', 'test_seen', 'test_unseen'] as const;

export interface SplitRow {
  readonly split: string;
  readonly sessions: number;
  readonly edhInstances: number;
  /** One TfD instance per session. */
  readonly tfdInstances: number;
}

export interface SpeakerRow {
  readonly speaker: Speaker | 'All';
  readonly utterances: number;
  readonly utterancesPerSession: MeanStd;
  readonly wordsPerUtterance: MeanStd;
  readonly tokens: number;
  /** Distinct word types, lower-cased. */
  readonly vocabulary: number;
}

export interface DialogueTables {
  readonly table3: { readonly rows: readonly SplitRow[]; readonly total: SplitRow };
  readonly table6: readonly SpeakerRow[];
  readonly vocabularySize: number;
  readonly utterancesPerSpeaker: Readonly<Record<Speaker, number>>;
}

/** Words as a vocabulary counts them: lower-cased runs of letters, digits and apostrophes ("can't", "2"). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}']+/gu)?.filter((w) => /[\p{L}\p{N}]/u.test(w)) ?? [];
}

function splitOrder(a: string, b: string): number {
  const ia = (SPLIT_ORDER as readonly string[]).indexOf(a), ib = (SPLIT_ORDER as readonly string[]).indexOf(b);
  if (ia !== -1 || ib !== -1) return (ia === -1 ? SPLIT_ORDER.length : ia) - (ib === -1 ? SPLIT_ORDER.length : ib);
  return a < b ? -1 : a > b ? 1 : 0;
}

function speakerRow(speaker: Speaker | 'All', sessions: readonly SessionDialogue[]): SpeakerRow {
  const mine = (s: SessionDialogue) => s.utterances.filter((u) => speaker === 'All' || u.speaker === speaker);
  const lengths: number[] = [];
  const vocabulary = new Set<string>();
  for (const s of sessions) {
    for (const u of mine(s)) {
      const w = wordsOf(u.text);
      lengths.push(w.length);
      for (const word of w) vocabulary.add(word);
    }
  }
  return {
    speaker,
    utterances: lengths.length,
    utterancesPerSession: meanStd(sessions.map((s) => mine(s).length)),
    wordsPerUtterance: meanStd(lengths),
    tokens: lengths.reduce((a, b) => a + b, 0),
    vocabulary: vocabulary.size,
  };
}

export function dialogueTables(sessions: readonly SessionDialogue[]): DialogueTables {
  const bySplit = new Map<string, { sessions: number; edh: number }>();
  for (const s of sessions) {
    const row = bySplit.get(s.split) ?? { sessions: 0, edh: 0 };
    row.sessions++;
    row.edh += s.edhInstances;
    bySplit.set(s.split, row);
  }
  const rows = [...bySplit].sort(([a], [b]) => splitOrder(a, b))
    .map(([split, r]) => ({ split, sessions: r.sessions, edhInstances: r.edh, tfdInstances: r.sessions }));
  const sum = (f: (r: SplitRow) => number) => rows.reduce((n, r) => n + f(r), 0);
  const table6 = (['Commander', 'Driver', 'All'] as const).map((speaker) => speakerRow(speaker, sessions));
  return {
    table3: { rows, total: { split: 'total', sessions: sum((r) => r.sessions), edhInstances: sum((r) => r.edhInstances), tfdInstances: sum((r) => r.tfdInstances) } },
    table6,
    vocabularySize: table6[2]!.vocabulary,
    utterancesPerSpeaker: { Commander: table6[0]!.utterances, Driver: table6[1]!.utterances },
  };
}
