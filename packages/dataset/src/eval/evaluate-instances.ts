/** `chorehouse eval`: every instance file under a folder, run with one agent, aggregated as TEACh does. */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { EXPORT_FORMATS, INSTANCE_KINDS, type InstanceKind } from '@chorehouse/protocol';
import { gamesRoot, readGame } from '../instances/game-files.js';
import type { LoadedGame } from '../instances/load-game.js';
import type { DatasetProblem } from '../problems.js';
import type { EvalAgent } from './agent.js';
import { evalInstanceSchema } from './instance-file.js';
import { aggregateMetrics, type AggregateMetrics } from './metrics.js';
import { writeInstanceOutputs, writeMetricsFiles } from './output-files.js';
import { runInstance, type RunOptions } from './run-instance.js';

export interface InstanceRef {
  readonly path: string;
  readonly split: string;
  readonly kind: InstanceKind;
}

export async function listInstanceFiles(dir: string): Promise<InstanceRef[]> {
  const out: InstanceRef[] = [];
  async function walk(d: string): Promise<void> {
    for (const e of (await readdir(d, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else {
        const kind = INSTANCE_KINDS.find((k) => EXPORT_FORMATS[k].file.test(e.name));
        if (kind) out.push({ path: p, split: basename(dirname(p)), kind });
      }
    }
  }
  await walk(dir);
  return out;
}

/** The export root above an instances folder: the nearest ancestor holding `games/`. */
export function findGamesDir(instancesDir: string): string | null {
  let d = instancesDir;
  for (let i = 0; i < 4; i++) {
    if (existsSync(join(d, 'games'))) return join(d, 'games');
    const up = dirname(d);
    if (up === d) break;
    d = up;
  }
  return null;
}

export interface EvalReport {
  readonly agent: string;
  readonly instances: number;
  readonly metrics: AggregateMetrics;
  readonly ended: Record<string, string>;
  readonly problems: readonly DatasetProblem[];
}

export interface EvaluateOptions extends Omit<RunOptions, 'instanceName'> {
  readonly onProgress?: (done: number, total: number, note: string) => void;
  /** Write TEACh's runner outputs there: inference__*.json, pred_actions__*.json, metrics.json(.0). */
  readonly outputDir?: string;
}

export async function evaluateInstances(instancesDir: string, gamesDir: string, agent: EvalAgent, options: EvaluateOptions = {}): Promise<EvalReport> {
  const refs = await listInstanceFiles(instancesDir);
  const games = gamesRoot(gamesDir);
  const problems: DatasetProblem[] = [];
  const runs = [];
  const ended: Record<string, string> = {};
  let cached = null as { id: string; game: LoadedGame | null } | null;
  for (const [n, ref] of refs.entries()) {
    const where = relative(instancesDir, ref.path) || basename(ref.path);
    let parsed, text;
    try {
      text = await readFile(ref.path, 'utf8');
      parsed = evalInstanceSchema.safeParse(JSON.parse(text));
    } catch (err) {
      problems.push({ code: 'instance/bad_file', where, message: `not JSON (truncated?): ${(err as Error).message}` });
      continue;
    }
    if (!parsed.success) {
      problems.push({ code: 'instance/bad_file', where, message: `not an instance file: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}` });
      continue;
    }
    const instance = parsed.data;
    if (cached?.id !== instance.game_id) {
      const path = join(games, ref.split, `${instance.game_id}.game.json`);
      const loaded: Awaited<ReturnType<typeof readGame>> | null = existsSync(path) ? await readGame({ path, split: ref.split, gameId: instance.game_id }) : null;
      if (!loaded) problems.push({ code: 'instance/no_game', where, sessionId: instance.game_id, message: `no game file ${path}` });
      else if (!loaded.ok) problems.push(...loaded.problems);
      cached = { id: instance.game_id, game: loaded?.ok ? loaded.game : null };
    }
    if (!cached.game) continue;
    const instanceName = basename(ref.path).replace(/\.json$/, '');
    // The images export sits beside games/ (images/<split>/<game_id>/).
    const exportRoot = options.exportRoot ?? dirname(gamesRoot(gamesDir));
    const run = await runInstance(ref.kind, instance, cached.game, agent, { ...options, exportRoot, instanceName, instanceText: text });
    if (options.outputDir) await writeInstanceOutputs(options.outputDir, cached.game, instanceName, run);
    runs.push(run.metrics);
    ended[run.metrics.instance_id] = run.ended;
    options.onProgress?.(n + 1, refs.length, run.metrics.instance_id);
  }
  const metrics = aggregateMetrics(runs);
  if (options.outputDir) await writeMetricsFiles(options.outputDir, runs, metrics);
  return { agent: agent.name, instances: refs.length, metrics, ended, problems };
}
