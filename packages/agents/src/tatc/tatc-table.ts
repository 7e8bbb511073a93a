/**
 * Many TATC sessions as one table, like the TEACh paper's Table 5 (rule-based agents per task):
 * sessions, success rate, goal-condition rate and mean actions per session, one row per benchmark
 * task plus the total. The goal-condition rate pools as the paper does: conditions met over
 * conditions, summed over the row's sessions.
 */
import { BENCHMARK_NAMES, BENCHMARK_TASKS } from '@chorehouse/tdl';

/** What the table needs from a session (a TatcResult has all of it). */
export interface TatcSessionSummary {
  readonly taskName: string;
  readonly params: readonly string[];
  readonly success: boolean;
  readonly commanderActions: number;
  readonly followerActions: number;
  /** The final Progress Check's goal conditions (sessions without them count toward no rate). */
  readonly goalConditions?: { readonly satisfied: number; readonly total: number };
}

export interface TatcTableRow {
  /** The benchmark task's name ("Boil Potato"), or the library task's name for others. */
  readonly task: string;
  readonly sessions: number;
  readonly successes: number;
  /** successes / sessions, or null without sessions. */
  readonly successRate: number | null;
  /** Goal conditions met over goal conditions, over the row's sessions; null without any. */
  readonly goalConditionRate: number | null;
  readonly meanCommanderActions: number | null;
  readonly meanFollowerActions: number | null;
  readonly meanActions: number | null;
}

export interface TatcTable {
  readonly rows: readonly TatcTableRow[];
  readonly overall: TatcTableRow;
}

/** The benchmark row a session belongs to ("Boil X" with Potato is "Boil Potato"). */
export function benchmarkNameOf(taskName: string, params: readonly string[]): string {
  const match = BENCHMARK_TASKS.find((b) => b.taskName === taskName && (b.fixedParams === null || b.fixedParams.join('\u0000') === params.join('\u0000')));
  return match?.benchmarkName ?? taskName;
}

function row(task: string, sessions: readonly TatcSessionSummary[]): TatcTableRow {
  const n = sessions.length;
  const mean = (f: (s: TatcSessionSummary) => number) => (n === 0 ? null : sessions.reduce((a, s) => a + f(s), 0) / n);
  const successes = sessions.filter((s) => s.success).length;
  const met = sessions.reduce((a, s) => a + (s.goalConditions?.satisfied ?? 0), 0);
  const all = sessions.reduce((a, s) => a + (s.goalConditions?.total ?? 0), 0);
  return {
    task, sessions: n, successes, successRate: n === 0 ? null : successes / n, goalConditionRate: all === 0 ? null : met / all,
    meanCommanderActions: mean((s) => s.commanderActions), meanFollowerActions: mean((s) => s.followerActions),
    meanActions: mean((s) => s.commanderActions + s.followerActions),
  };
}

/**
 * Rows for the benchmark tasks asked for (all 12 by default, in the paper's order; a task without a
 * session keeps its row, as the paper's table does), then any other task met, then the total.
 */
export function tatcTable(results: readonly TatcSessionSummary[], benchmarks: readonly string[] = BENCHMARK_NAMES): TatcTable {
  const byTask = new Map<string, TatcSessionSummary[]>();
  for (const r of results) {
    const name = benchmarkNameOf(r.taskName, r.params);
    byTask.set(name, [...(byTask.get(name) ?? []), r]);
  }
  const asked = BENCHMARK_NAMES.filter((n) => benchmarks.includes(n));
  const names = [...asked, ...[...byTask.keys()].filter((k) => !asked.includes(k)).sort()];
  return { rows: names.map((name) => row(name, byTask.get(name) ?? [])), overall: row('Overall', results) };
}

const pct = (v: number | null) => (v === null ? '-' : `${(v * 100).toFixed(1)}%`);
const fixed = (v: number | null) => (v === null ? '-' : v.toFixed(1));

/** The table as aligned text. */
export function formatTatcTable(table: TatcTable): string {
  const header = ['Task', 'Sessions', 'Success', 'Actions', 'Commander', 'Follower', 'GC'];
  const lines = [...table.rows, table.overall].map((r) => [
    r.task, String(r.sessions), pct(r.successRate), fixed(r.meanActions), fixed(r.meanCommanderActions), fixed(r.meanFollowerActions), pct(r.goalConditionRate),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [fmt(header), rule, ...lines.slice(0, -1).map(fmt), rule, fmt(lines.at(-1)!)].join('\n');
}
