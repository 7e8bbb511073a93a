/** `chorehouse replay`: re-run every session's log on its episode and check each outcome and the final world. */
import { describeProblem, EVERY_SESSION, replaySession, type DatasetProblem, type ReplayReport } from '@chorehouse/dataset';
import { EXIT, type Command } from '../command.js';
import { parseOptions } from './cli-args.js';
import { NO_SESSIONS_HINT, SESSIONS_OPTIONS, SESSIONS_USAGE, sessionSourceFrom } from './dataset-sessions-option.js';
import { ProgressBar } from './progress.js';

const USAGE = [
  'Usage: chorehouse replay (--sessions <path> | --all) [--json]',
  '',
  'Replays every session: applies its logged actions with the simulator to the episode\'s initial',
  'world and compares every outcome (success, code, object, state changes) with the log, the initial',
  'world with the episode\'s hash, and the final world with the recorded final hash. Logs that are',
  'malformed or cut short are reported too. Each problem names the session, the event and what differed.',
  '',
  'Options:',
  ...SESSIONS_USAGE,
  '  --json               one JSON document: every session\'s report',
  '',
  'Exit code: 0 every session replays, 1 some do not, 2 bad usage.',
].join('\n');

interface SessionResult {
  readonly sessionId: string | null;
  readonly where: string;
  readonly ok: boolean;
  readonly replay: Omit<ReplayReport, 'mismatches'> | null;
  readonly problems: readonly DatasetProblem[];
}

export const replayCommand: Command = {
  group: 'replay',
  verb: '',
  summary: 'replay sessions and verify every outcome and the final world hash',
  usage: USAGE,
  async run(args, io) {
    const { values } = parseOptions(args, { ...SESSIONS_OPTIONS, json: { type: 'boolean', default: false } });
    const source = sessionSourceFrom(values, io.cwd);
    // Counted with the query it reads (a bare count leaves out bot, live and unsuccessful sessions: "1/0" for a bot game).
    const bar = new ProgressBar(io.stderr, (await source.count(EVERY_SESSION)) ?? 0, 'replay');
    const results: SessionResult[] = [];
    for await (const entry of source.sessions(EVERY_SESSION)) {
      const s = entry.session;
      if (!s) {
        results.push({ sessionId: entry.problems[0]?.sessionId ?? null, where: entry.where, ok: false, replay: null, problems: entry.problems });
      } else {
        const { report } = replaySession(s);
        const { mismatches, ...replay } = report;
        // A mismatch under another version of the code says which: the versions that differ come first, as the likely cause.
        const problems = [...entry.problems, ...(mismatches.length ? report.versionDiffs : []), ...mismatches];
        results.push({ sessionId: s.session.id, where: entry.where, ok: problems.length === 0, replay, problems });
      }
      bar.update(results.length, results.at(-1)!.ok ? '' : 'mismatch');
    }
    const failed = results.filter((r) => !r.ok);
    if (values.json) {
      io.stdout.write(`${JSON.stringify({ source: source.description, sessions: results.length, ok: results.length - failed.length, failed: failed.length, results }, null, 2)}\n`);
    } else {
      io.stdout.write(`Replayed ${results.length} session(s) from ${source.description}: ${results.length - failed.length} replay exactly, ${failed.length} do not.\n`);
      if (results.length === 0) io.stdout.write(`${NO_SESSIONS_HINT}\n`);
      // Sessions that replay exactly although recorded under other versions: said, not failed.
      const older = results.filter((r) => r.ok && r.replay?.versionDiffs.length);
      if (older.length) {
        io.stdout.write(`${older.length} session(s) replay exactly under versions other than the ones they were recorded with:\n`);
        for (const r of older.slice(0, 20)) io.stdout.write(`  ${r.sessionId}: ${r.replay!.versionDiffs.map((p) => `${p.field} ${String(p.expected)} -> ${String(p.actual)}`).join(', ')}\n`);
      }
      for (const r of failed) {
        io.stdout.write(`\n${r.sessionId ?? '(unreadable)'} (${r.where}):\n`);
        for (const p of r.problems.slice(0, 20)) io.stdout.write(`  ${describeProblem(p)}\n`);
        if (r.problems.length > 20) io.stdout.write(`  ... and ${r.problems.length - 20} more\n`);
      }
    }
    return failed.length === 0 ? EXIT.ok : EXIT.checkFailed;
  },
};
