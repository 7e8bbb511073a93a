/**
 * `chorehouse plan show|set|remove`: the collection plan (issue 47) in the store the game server
 * uses (DATABASE_URL or DATA_DIR, as `replay --all` finds it). A running server reads the plan at
 * every pairing, so a change here steers it at once.
 */
import { PLAN_STATES, planTaskChangeSchema, planTaskNameSchema, type PlanProgress, type PlanTaskChange } from '@chorehouse/protocol';
import { openStore, planProgress, type Store } from '@chorehouse/store';
import { BENCHMARK_NAMES, builtinLibrary } from '@chorehouse/tdl';
import { randomUUID } from 'node:crypto';
import { EXIT, UsageError, type Command } from '../command.js';
import { parseOptions } from './cli-args.js';
import { storeLocationFrom } from './store-location.js';

const STORE_NOTE = 'The store: DATABASE_URL (PostgreSQL) if set, else the SQLite file under DATA_DIR (default ./data).';

async function withStore<T>(cwd: string, run: (store: Store) => Promise<T>): Promise<T> {
  const store = await openStore(storeLocationFrom(process.env, cwd));
  try {
    return await run(store);
  } finally {
    await store.close();
  }
}

const cell = (v: number | null, fmt: (n: number) => string = String) => (v === null ? '-' : fmt(v));
const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

export function planTable(progress: PlanProgress): string {
  const head = ['task', 'state', 'target', 'done', 'in play', 'remaining', 'success', 'median', 'episodes'];
  const rows = progress.tasks.map((t) => [
    t.task + (t.planned ? '' : ' (not planned)'), t.state + (t.state === 'active' && !t.open ? ', closed' : ''), cell(t.target), String(t.done), String(t.inPlay),
    cell(t.remaining), cell(t.successRate, (r) => `${Math.round(r * 100)}%`), cell(t.medianDurationMs, minutes), String(t.episodes),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: readonly string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  const splits = progress.tasks.flatMap((t) => t.splits.filter((s) => s.target !== null).map((s) => `  ${t.task} / ${s.split}: ${s.done} done, ${s.inPlay} in play, ${s.remaining} of ${s.target} to go`));
  const { totals } = progress;
  return [line(head), ...rows.map(line), ...(splits.length ? ['', 'Split targets:', ...splits] : []), '',
    `${totals.done} done, ${totals.inPlay} in play, ${totals.remaining} of ${totals.target} targeted sessions to go.`, ''].join('\n');
}

export const planShowCommand: Command = {
  group: 'plan',
  verb: 'show',
  summary: 'progress against the collection plan, per task and split',
  usage: ['Usage: chorehouse plan show [--json]', '', 'Every task the plan names or the pool holds: state, target, done (two people, played to the end),',
    'in play, remaining, success rate, median duration, episodes. ' + STORE_NOTE, '', '  --json  the same as the console\'s GET /api/admin/collection/plan'].join('\n'),
  async run(args, io) {
    const { values } = parseOptions(args, { json: { type: 'boolean', default: false } });
    const progress = await withStore(io.cwd, planProgress);
    io.stdout.write(values.json ? `${JSON.stringify(progress, null, 2)}\n` : planTable(progress));
    return EXIT.ok;
  },
};

/** The server's rule (apps/server pool/plan-task-name.ts): a pool label, a benchmark name or a library task's name. */
function knownTask(name: string, poolLabels: ReadonlySet<string>, planned: ReadonlySet<string>): boolean {
  return poolLabels.has(name) || planned.has(name) || BENCHMARK_NAMES.includes(name) || builtinLibrary().byName(name) !== undefined;
}

function changeFrom(values: { target?: string | undefined; state?: string | undefined; split?: string[] | undefined; 'clear-splits'?: boolean | undefined }): PlanTaskChange {
  const raw: Record<string, unknown> = {};
  if (values.target !== undefined) raw['target'] = values.target === 'none' ? null : /^\d+$/.test(values.target) ? Number(values.target) : values.target;
  if (values.state !== undefined) raw['state'] = values.state;
  if (values['clear-splits']) raw['splits'] = {};
  if (values.split?.length) {
    raw['splits'] = Object.fromEntries(values.split.map((s) => {
      const m = /^([^=]+)=(\d+)$/.exec(s);
      if (!m) throw new UsageError(`--split ${s}: write split=count, e.g. train=20`);
      return [m[1]!, Number(m[2])];
    }));
  }
  if (!Object.keys(raw).length) throw new UsageError('say what to change: --target, --state, --split or --clear-splits');
  const parsed = planTaskChangeSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(`--${String(issue.path[0] ?? 'target')}${issue.path.length > 1 ? ` ${String(issue.path[1])}` : ''}: ${issue.message}`);
  }
  return parsed.data;
}

export const planSetCommand: Command = {
  group: 'plan',
  verb: 'set',
  summary: 'set a task\'s target, split targets or state in the collection plan',
  usage: ['Usage: chorehouse plan set <task> [--target <n>|none] [--split <split>=<n>]... [--clear-splits] [--state active|paused|retired]', '',
    'Changes what is given and keeps the rest; --split replaces every split target of the task. A task is the',
    'pool\'s name for it (as `plan show` lists it), a benchmark name or a library task\'s name. ' + STORE_NOTE].join('\n'),
  async run(args, io) {
    const { values, positionals } = parseOptions(args, {
      target: { type: 'string' }, state: { type: 'string' }, split: { type: 'string', multiple: true }, 'clear-splits': { type: 'boolean' },
    }, true);
    if (positionals.length !== 1) throw new UsageError('name one task (quote a name with spaces)');
    const name = planTaskNameSchema.safeParse(positionals[0]);
    if (!name.success) throw new UsageError(`task: ${name.error.issues[0]?.message ?? 'not a task name'}`);
    const task = name.data;
    if (values.state !== undefined && !PLAN_STATES.some((s) => s === values.state)) throw new UsageError(`--state: one of ${PLAN_STATES.join(', ')}`);
    const change = changeFrom(values);
    return withStore(io.cwd, async (store) => {
      const labels = new Set((await store.episodeSummaries()).map((e) => e.benchmarkName));
      const planned = new Set((await store.planTasks()).map((t) => t.task));
      if (!knownTask(task, labels, planned)) throw new UsageError(`no task "${task}": use a task of the pool (${[...labels].sort().join(', ') || 'none yet'}), a benchmark name or a library task's name`);
      const at = Date.now();
      const stored = await store.setPlanTask(task, change, at);
      await store.addAudit({ id: randomUUID(), at, action: 'plan/set', target: task, reason: `chorehouse plan set: ${JSON.stringify(change)}` });
      io.stdout.write(`${task}: ${stored.state}, target ${stored.target ?? 'none'}${Object.keys(stored.splits).length ? `, splits ${Object.entries(stored.splits).map(([s, n]) => `${s}=${n}`).join(' ')}` : ''}\n`);
      return EXIT.ok;
    });
  },
};

export const planRemoveCommand: Command = {
  group: 'plan',
  verb: 'remove',
  summary: 'take a task out of the collection plan (it is drawn again without a target)',
  usage: ['Usage: chorehouse plan remove <task>', '', STORE_NOTE].join('\n'),
  async run(args, io) {
    const { positionals } = parseOptions(args, {}, true);
    if (positionals.length !== 1) throw new UsageError('name one task');
    const task = positionals[0]!;
    return withStore(io.cwd, async (store) => {
      if (!(await store.removePlanTask(task))) {
        io.stderr.write(`The plan has no task "${task}".\n`);
        return EXIT.checkFailed;
      }
      await store.addAudit({ id: randomUUID(), at: Date.now(), action: 'plan/remove', target: task, reason: 'chorehouse plan remove' });
      io.stdout.write(`${task}: out of the plan.\n`);
      return EXIT.ok;
    });
  },
};
