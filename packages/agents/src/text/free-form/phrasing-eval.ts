/**
 * Measuring the free-form mapping on a file of phrasings (held-out.txt, tuning.txt): mapping
 * accuracy (the expected command chosen) and executability as "Language Models as Zero-Shot
 * Planners" reports it (the mapped step is admissible and runs in the simulator).
 */
import { createDemoKitchen, type World } from '@chorehouse/sim';
import { TextEnvironment } from '../text-environment.js';
import { mappingCandidates } from '../text-view.js';
import { mapFreeFormWith, type MappingResult } from './map-free-form.js';
import type { CommandScorer } from './scorer.js';

export interface PhrasingBlock {
  /** Commands run from the kitchen's first state before the phrasings are mapped. */
  readonly setup: readonly string[];
  readonly cases: readonly { readonly phrase: string; readonly expected: string }[];
}

/** Blocks of `# setup: a; b` followed by `phrase => expected` lines; other `#` lines are comments. */
export function parsePhrasings(text: string): PhrasingBlock[] {
  const blocks: { setup: string[]; cases: { phrase: string; expected: string }[] }[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const setup = /^# setup:(.*)$/.exec(line);
    if (setup) { blocks.push({ setup: setup[1]!.split(';').map((s) => s.trim()).filter((s) => s.length > 0), cases: [] }); continue; }
    if (line === '' || line.startsWith('#')) continue;
    const [phrase, expected] = line.split('=>').map((s) => s.trim());
    if (!phrase || !expected || blocks.length === 0) throw new Error(`bad phrasing line: ${line}`);
    blocks[blocks.length - 1]!.cases.push({ phrase, expected });
  }
  return blocks;
}

/** "put x in y" and "put x on y" are one command; `*` stands for any number. */
export function commandMatches(expected: string, actual: string): boolean {
  const norm = (s: string) => s.replace(/^put (.*) (in|on) /, 'put $1 in/on ');
  const pattern = norm(expected).split('*').map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('\\d+');
  return new RegExp(`^${pattern}$`).test(norm(actual));
}

export interface PhrasingOutcome {
  readonly phrase: string;
  readonly expected: string;
  readonly mapped: MappingResult;
  readonly correct: boolean;
  /** null when not executed (execution not asked for). */
  readonly executed: boolean | null;
}

export interface PhrasingReport {
  readonly total: number;
  readonly correct: number;
  readonly executable: number | null;
  readonly outcomes: readonly PhrasingOutcome[];
}

export async function evaluatePhrasings(blocks: readonly PhrasingBlock[], scorer: CommandScorer, options: { execute?: boolean; start?: () => World } = {}): Promise<PhrasingReport> {
  const outcomes: PhrasingOutcome[] = [];
  const start = options.start ?? createDemoKitchen;
  for (const block of blocks) {
    const env = new TextEnvironment(start(), { observability: 'full' });
    for (const c of block.setup) {
      const r = env.step(c);
      if (r.command !== c || !r.ok) throw new Error(`setup "${c}" did not run: ${r.observation}`);
    }
    for (const { phrase, expected } of block.cases) {
      const candidates = mappingCandidates(env.view, env.world);
      const mapped = await mapFreeFormWith(scorer, phrase, candidates, { world: env.world, view: env.view, referent: null });
      const correct = mapped.kind === 'command' && commandMatches(expected, mapped.command.text);
      let executed: boolean | null = null;
      if (options.execute) {
        if (mapped.kind !== 'command') executed = false;
        else {
          const trial = new TextEnvironment(env.world, { observability: 'full' });
          executed = trial.step(mapped.command.text).ok;
        }
      }
      outcomes.push({ phrase, expected, mapped, correct, executed });
    }
  }
  const executable = options.execute ? outcomes.filter((o) => o.executed).length : null;
  return { total: outcomes.length, correct: outcomes.filter((o) => o.correct).length, executable, outcomes };
}
