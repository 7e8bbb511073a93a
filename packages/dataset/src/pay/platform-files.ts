/**
 * The pay sheet as the files the platforms' own tools take (issue 47; formats and where each is
 * documented: packages/dataset/README.md, "Pay files").
 *
 * - Prolific, Submissions > "Approve" in bulk: the participant ids, one a line.
 * - Prolific, Submissions > More > "Bulk bonus payment": `participant_id,amount` lines (no header),
 *   the amount in the study's currency with two decimals; one line per participant.
 * - MTurk, Manage > Results > "Upload CSV": the batch results CSV with `Approve` ("x") and `Reject`
 *   (the reason the worker reads) columns, one row per assignment.
 * - MTurk bonuses (SendBonus: `aws mturk send-bonus --worker-id --assignment-id --bonus-amount --reason`):
 *   `WorkerId,AssignmentId,BonusAmount,Reason`, one row per assignment with a bonus.
 */
import { stringify } from 'csv-stringify/sync';
import { majorUnits } from './pay-rule.js';
import type { PayLine, PaySheet } from './pay-sheet.js';

export interface PayFile {
  readonly path: string;
  readonly text: string;
}

export interface PayFiles {
  readonly files: readonly PayFile[];
  /** Lines no file could name: an MTurk seat whose arrival carried no assignment id. */
  readonly unmatched: readonly PayLine[];
}

/** One row per key (a participant, or an assignment): approved when any of its seats is paid; bonuses add up. */
function grouped(lines: readonly PayLine[], key: (l: PayLine) => string): { first: PayLine; paid: boolean; bonusCents: number; reasons: string[] }[] {
  const out = new Map<string, { first: PayLine; paid: boolean; bonusCents: number; reasons: string[] }>();
  for (const l of lines) {
    const g = out.get(key(l)) ?? { first: l, paid: false, bonusCents: 0, reasons: [] };
    g.paid ||= l.paid;
    g.bonusCents += l.bonusCents;
    if (!l.paid && !g.reasons.includes(l.unpaidReason)) g.reasons.push(l.unpaidReason);
    out.set(key(l), g);
  }
  return [...out.values()];
}

export function prolificFiles(sheet: PaySheet): PayFiles {
  const participants = grouped(sheet.lines.filter((l) => l.platform === 'prolific'), (l) => l.externalId);
  const approve = participants.filter((p) => p.paid).map((p) => p.first.externalId);
  const bonus = participants.filter((p) => p.bonusCents > 0).map((p) => [p.first.externalId, majorUnits(p.bonusCents)]);
  return {
    files: [
      { path: 'prolific-approve.txt', text: approve.map((id) => `${id}\n`).join('') },
      { path: 'prolific-bonus.csv', text: stringify(bonus) },
    ],
    unmatched: [],
  };
}

export const MTURK_RESULTS_COLUMNS = ['HITId', 'AssignmentId', 'WorkerId', 'Approve', 'Reject'] as const;
export const MTURK_BONUS_COLUMNS = ['WorkerId', 'AssignmentId', 'BonusAmount', 'Reason'] as const;

export function mturkFiles(sheet: PaySheet, bonusReason = 'Bonus for your game in our study: thank you.'): PayFiles {
  const mturk = sheet.lines.filter((l) => l.platform === 'mturk');
  const assignments = grouped(mturk.filter((l) => l.assignmentId !== null), (l) => l.assignmentId!);
  const results = assignments.map((a) => [a.first.hitId ?? '', a.first.assignmentId!, a.first.externalId, a.paid ? 'x' : '', a.paid ? '' : a.reasons.join(' ')]);
  const bonuses = assignments.filter((a) => a.bonusCents > 0).map((a) => [a.first.externalId, a.first.assignmentId!, majorUnits(a.bonusCents), bonusReason]);
  return {
    files: [
      { path: 'mturk-batch-results.csv', text: stringify([[...MTURK_RESULTS_COLUMNS], ...results]) },
      { path: 'mturk-bonus.csv', text: stringify([[...MTURK_BONUS_COLUMNS], ...bonuses]) },
    ],
    unmatched: mturk.filter((l) => l.assignmentId === null),
  };
}
