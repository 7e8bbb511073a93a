/**
 * `chorehouse pay files`: the platforms' bulk approve and bonus files (issue 47) from the server's
 * store under a pay rule, after a table of each worker's total and effective hourly rate. The rule
 * comes from --base/--success-bonus/--per-minute/--currency, else the server's PAY_* variables.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { majorUnits, mturkFiles, paySheet, payRuleSchema, prolificFiles, storedPayRule, type PayRule, type PaySheet } from '@chorehouse/dataset';
import { openStore } from '@chorehouse/store';
import { z } from 'zod';
import { EXIT, type Command } from '../command.js';
import { option, parseOptions } from './cli-args.js';
import { storeLocationFrom } from './store-location.js';

const money = z.coerce.number().min(0).max(1000);
const day = z.iso.date().transform((d) => Date.parse(`${d}T00:00:00Z`));

export function payTable(sheet: PaySheet): string {
  const head = ['worker', 'platform', 'sessions', 'paid', 'minutes', `total ${sheet.rule.currency}`, 'per hour'];
  const rows = sheet.workers.map((w) => [w.externalId, w.platform, String(w.sessions), String(w.paidSessions), w.minutes.toFixed(1), majorUnits(w.totalCents), w.hourlyCents === null ? '-' : majorUnits(w.hourlyCents)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  return [head, ...rows].map((r) => r.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')).join('\n');
}

export const payFilesCommand: Command = {
  group: 'pay',
  verb: 'files',
  summary: 'bulk approve and bonus files for Prolific and MTurk from the store, with each worker\'s effective hourly rate',
  usage: [
    'Usage: chorehouse pay files --out <dir> [--platform prolific|mturk|both] [--base <amount>] [--success-bonus <amount>] [--per-minute <amount>] [--currency USD] [--since <date>] [--until <date>] [--json]',
    '',
    'Prints each crowd worker\'s sessions, minutes played, total and effective hourly rate under the pay rule,',
    'then writes (formats and where the platforms document them: packages/dataset/README.md, "Pay files"):',
    '  prolific-approve.txt       participant ids to approve (Submissions, bulk approve)',
    '  prolific-bonus.csv         participant_id,amount lines (Submissions > More > Bulk bonus payment)',
    '  mturk-batch-results.csv    HITId,AssignmentId,WorkerId,Approve,Reject (Manage > Results > Upload CSV)',
    '  mturk-bonus.csv            WorkerId,AssignmentId,BonusAmount,Reason (one `aws mturk send-bonus` each)',
    '',
    'A seat the server\'s pay verdict calls paid earns --base (the platform\'s reward, paid by approving), plus',
    '--success-bonus when the session succeeded and --per-minute for its duration (bonuses withheld when a reviewer',
    'rejected the session). Defaults: the study\'s rule in the store (saved from the console\'s Review page),',
    'else PAY_BASE, PAY_SUCCESS_BONUS, PAY_PER_MINUTE, PAY_CURRENCY, else 0 and USD.',
    '--since/--until: sessions started on or after / on or before these days (UTC).',
    'The store: DATABASE_URL (PostgreSQL) if set, else the SQLite file under DATA_DIR (default ./data).',
  ].join('\n'),
  async run(args, io) {
    const { values } = parseOptions(args, {
      out: { type: 'string' }, platform: { type: 'string', default: 'both' }, base: { type: 'string' }, 'success-bonus': { type: 'string' },
      'per-minute': { type: 'string' }, currency: { type: 'string' }, since: { type: 'string' }, until: { type: 'string' }, json: { type: 'boolean', default: false },
    });
    const out = option('out', z.string().min(1, 'where to write the files'), values.out);
    const platform = option('platform', z.enum(['prolific', 'mturk', 'both']), values.platform);
    const env = process.env;
    const since = values.since === undefined ? undefined : option('since', day, values.since);
    const until = values.until === undefined ? undefined : option('until', day, values.until) + 86_400_000;
    const store = await openStore(storeLocationFrom(env, io.cwd));
    let sheet: PaySheet;
    let rule: PayRule;
    try {
      // The options over the study's rule in the store (the console's "Save as the study's rule") over PAY_*.
      const stored = await storedPayRule(store);
      rule = payRuleSchema.parse({
        base: option('base', money, values.base ?? stored?.base ?? env['PAY_BASE'] ?? 0),
        successBonus: option('success-bonus', money, values['success-bonus'] ?? stored?.successBonus ?? env['PAY_SUCCESS_BONUS'] ?? 0),
        perMinute: option('per-minute', money, values['per-minute'] ?? stored?.perMinute ?? env['PAY_PER_MINUTE'] ?? 0),
        currency: option('currency', z.string().regex(/^[A-Z]{3}$/, 'a currency code such as USD'), values.currency ?? stored?.currency ?? env['PAY_CURRENCY'] ?? 'USD'),
      });
      sheet = await paySheet(store, rule, { ...(since !== undefined ? { since } : {}), ...(until !== undefined ? { until } : {}) });
    } finally {
      await store.close();
    }
    const made = [...(platform !== 'mturk' ? [prolificFiles(sheet)] : []), ...(platform !== 'prolific' ? [mturkFiles(sheet)] : [])];
    const dir = resolve(io.cwd, out);
    mkdirSync(dir, { recursive: true });
    for (const f of made.flatMap((m) => m.files)) writeFileSync(join(dir, f.path), f.text);
    const unmatched = made.flatMap((m) => m.unmatched);
    if (values.json) {
      io.stdout.write(`${JSON.stringify({ rule, workers: sheet.workers, files: made.flatMap((m) => m.files.map((f) => join(out, f.path))), unmatched: unmatched.map((l) => ({ sessionId: l.sessionId, workerId: l.workerId })) }, null, 2)}\n`);
      return EXIT.ok;
    }
    io.stdout.write(`${payTable(sheet)}\n`);
    io.stdout.write(`Wrote ${made.flatMap((m) => m.files).map((f) => f.path).join(', ')} to ${out}.\n`);
    for (const l of unmatched) io.stdout.write(`  not in any file: ${l.workerId} in session ${l.sessionId} (its arrival carried no assignmentId)\n`);
    return EXIT.ok;
  },
};
