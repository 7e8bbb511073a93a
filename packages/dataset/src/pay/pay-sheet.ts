/**
 * The pay sheet: every human seat of every ended session in a time window, with the platform's ids
 * (the worker's, and the assignment or submission the session was played under), what the pay rule
 * gives it, and per worker the total and the effective hourly rate, for the researcher to read
 * before downloading the platforms' files (`platform-files.ts`).
 */
import { ENDING_WORDS, type Ending } from '@chorehouse/protocol';
import type { CrowdAssignment, Platform, SessionRecord, Store } from '@chorehouse/store';
import { seatPay, type PayRule } from './pay-rule.js';

export interface PayLine {
  readonly sessionId: string;
  readonly role: 'commander' | 'follower';
  readonly workerId: string;
  readonly platform: Platform;
  /** The platform's worker id (MTurk WorkerId, Prolific participant id). */
  readonly externalId: string;
  /** MTurk assignment or Prolific submission the session was played under; null when the arrival carried none. */
  readonly assignmentId: string | null;
  readonly hitId: string | null;
  readonly startedAt: number;
  readonly durationMs: number;
  readonly paid: boolean;
  readonly success: boolean;
  readonly rejected: boolean;
  /** Why the seat is unpaid, in the words its worker read (empty when paid). */
  readonly unpaidReason: string;
  readonly baseCents: number;
  readonly bonusCents: number;
}

export interface WorkerPay {
  readonly workerId: string;
  readonly platform: Platform;
  readonly externalId: string;
  readonly sessions: number;
  readonly paidSessions: number;
  readonly minutes: number;
  readonly totalCents: number;
  /** Total over the hours played; null with no time played. */
  readonly hourlyCents: number | null;
}

export interface PaySheet {
  readonly rule: PayRule;
  readonly lines: readonly PayLine[];
  readonly workers: readonly WorkerPay[];
}

export interface PayWindow {
  /** Sessions started at or after (epoch ms). */
  readonly since?: number;
  /** Sessions started before (epoch ms). */
  readonly until?: number;
}

const CROWD: ReadonlySet<Platform> = new Set(['mturk', 'prolific']);

/** The assignment a session was played under: the worker's latest arrival with one at or before its start. */
function assignmentAt(assignments: readonly CrowdAssignment[], workerId: string, at: number): CrowdAssignment | null {
  let found: CrowdAssignment | null = null;
  for (const a of assignments) if (a.workerId === workerId && a.arrivedAt <= at) found = a;
  return found;
}

export async function paySheet(store: Store, rule: PayRule, window: PayWindow = {}): Promise<PaySheet> {
  const sessions = (await store.listSessions({ status: 'ended' }))
    .filter((s) => (window.since === undefined || s.startedAt >= window.since) && (window.until === undefined || s.startedAt < window.until))
    .sort((a, b) => a.startedAt - b.startedAt || a.id.localeCompare(b.id));
  const workerIds = [...new Set(sessions.flatMap((s) => [s.commanderId, s.followerId]))];
  const [workers, assignments, reviews, completions] = await Promise.all([
    store.getWorkers(workerIds), store.assignmentsOf(workerIds), store.reviewsOf(sessions.map((s) => s.id)), store.completionsOfSessions(sessions.map((s) => s.id)),
  ]);
  const byId = new Map(workers.map((w) => [w.id, w]));
  const endingOf = new Map(completions.map((c) => [`${c.sessionId}/${c.workerId}`, c.ending] as const));
  const lines: PayLine[] = [];
  const seat = (s: SessionRecord, role: 'commander' | 'follower') => {
    const workerId = role === 'commander' ? s.commanderId : s.followerId;
    const worker = byId.get(workerId);
    // Only people of a crowd platform are paid through one; bot seats and staff are not paid.
    if (!worker || !CROWD.has(worker.platform) || worker.staff || s.seats[role] === 'bot' || s.pay[role] === null) return;
    const paid = s.pay[role] === 'paid';
    const durationMs = Math.max(0, (s.endedAt ?? s.startedAt) - s.startedAt);
    const rejected = reviews.get(s.id)?.decision === 'rejected';
    const pay = seatPay(rule, { paid, success: s.outcome === 'success', durationMs, rejected });
    const assignment = assignmentAt(assignments, workerId, s.startedAt);
    const ending: Ending | null | undefined = endingOf.get(`${s.id}/${workerId}`);
    lines.push({
      sessionId: s.id, role, workerId, platform: worker.platform, externalId: worker.externalId,
      assignmentId: assignment?.assignmentId ?? null, hitId: assignment?.hitId ?? null,
      startedAt: s.startedAt, durationMs, paid, success: s.outcome === 'success', rejected,
      unpaidReason: paid ? '' : ending ? ENDING_WORDS[ending].detail : (s.endReason ?? 'The game ended without you.'),
      baseCents: pay.baseCents, bonusCents: pay.successCents + pay.timeCents,
    });
  };
  for (const s of sessions) { seat(s, 'commander'); seat(s, 'follower'); }
  return { rule, lines, workers: workerTotals(lines) };
}

function workerTotals(lines: readonly PayLine[]): WorkerPay[] {
  const out = new Map<string, { w: WorkerPay; ms: number }>();
  for (const l of lines) {
    const prev = out.get(l.workerId)?.w ?? { workerId: l.workerId, platform: l.platform, externalId: l.externalId, sessions: 0, paidSessions: 0, minutes: 0, totalCents: 0, hourlyCents: null };
    const ms = (out.get(l.workerId)?.ms ?? 0) + l.durationMs;
    const totalCents = prev.totalCents + l.baseCents + l.bonusCents;
    out.set(l.workerId, {
      ms,
      w: { ...prev, sessions: prev.sessions + 1, paidSessions: prev.paidSessions + (l.paid ? 1 : 0), minutes: ms / 60_000, totalCents, hourlyCents: ms > 0 ? Math.round((totalCents * 3_600_000) / ms) : null },
    });
  }
  return [...out.values()].map((x) => x.w).sort((a, b) => a.workerId.localeCompare(b.workerId));
}
