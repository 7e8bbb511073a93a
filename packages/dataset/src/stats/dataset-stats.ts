/**
 * `chorehouse stats`: the paper's Table 2 for our games (per task: parameter variants, unique
 * scenes, sessions, and per session utterances, Follower actions and all actions, each with its
 * standard deviation), the human success rate per task over every exported session, utterance
 * lengths by speaker, EDH instances per split, and the dialogue tables (`dialogue-tables.ts`: Table 3,
 * Table 6, vocabulary size, utterances per speaker).
 */
import { cutGame } from '../instances/cut-game.js';
import { listGameFiles, readGame } from '../instances/game-files.js';
import type { DatasetProblem } from '../problems.js';
import { TEXT_ACTION_ID } from '../teach/actions.js';
import { dialogueTables, type DialogueTables, type SessionDialogue } from './dialogue-tables.js';
import { meanStd, type MeanStd } from './summary.js';

export interface TaskRow {
  readonly task: string;
  readonly parameterVariants: number;
  readonly uniqueScenes: number;
  readonly sessions: number;
  readonly utterancesPerSession: MeanStd;
  /** Follower interactions (its utterances included), failed ones too. */
  readonly followerActionsPerSession: MeanStd;
  /** Every interaction of both players. */
  readonly allActionsPerSession: MeanStd;
  readonly successes: number;
  readonly successRate: number;
}

export interface DatasetStats {
  readonly games: number;
  readonly table2: readonly TaskRow[];
  readonly overall: TaskRow;
  /** Words per utterance -> count, per speaker; the last bin (`30+`) holds everything longer. */
  readonly utteranceLengths: { readonly Commander: Record<string, number>; readonly Driver: Record<string, number> };
  readonly utteranceLengthSummary: { readonly Commander: MeanStd; readonly Driver: MeanStd };
  readonly edhInstancesPerSplit: Record<string, number>;
  /** Table 3 (sessions and EDH instances per split), Table 6 (dialogue per speaker), vocabulary, utterances per speaker. */
  readonly dialogue: DialogueTables;
  readonly problems: readonly DatasetProblem[];
}

interface GameFacts {
  readonly task: string;
  readonly params: string;
  readonly floorPlan: number;
  readonly utterances: number;
  readonly followerActions: number;
  readonly allActions: number;
  readonly success: boolean;
}

const MAX_BIN = 30;
const words = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;

function row(task: string, facts: readonly GameFacts[]): TaskRow {
  const successes = facts.filter((f) => f.success).length;
  return {
    task,
    // Per task; the overall row adds them up (the same parameters of two tasks are two variants).
    parameterVariants: new Set(facts.map((f) => `${f.task}|${f.params}`)).size,
    uniqueScenes: new Set(facts.map((f) => f.floorPlan)).size,
    sessions: facts.length,
    utterancesPerSession: meanStd(facts.map((f) => f.utterances)),
    followerActionsPerSession: meanStd(facts.map((f) => f.followerActions)),
    allActionsPerSession: meanStd(facts.map((f) => f.allActions)),
    successes,
    successRate: facts.length === 0 ? 0 : successes / facts.length,
  };
}

export async function datasetStats(gamesDir: string, onProgress?: (done: number, total: number) => void): Promise<DatasetStats> {
  const refs = await listGameFiles(gamesDir);
  const facts: GameFacts[] = [];
  const problems: DatasetProblem[] = [];
  const lengths = { Commander: [] as number[], Driver: [] as number[] };
  const edhPerSplit: Record<string, number> = {};
  const dialogues: SessionDialogue[] = [];
  for (const [n, ref] of refs.entries()) {
    const loaded = await readGame(ref);
    onProgress?.(n + 1, refs.length);
    if (!loaded.ok) { problems.push(...loaded.problems); continue; }
    const game = loaded.game;
    const inter = game.interactions;
    const texts = inter.filter((i) => i.action_id === TEXT_ACTION_ID);
    for (const t of texts) lengths[t.agent_id === 0 ? 'Commander' : 'Driver'].push(words(t.utterance ?? ''));
    facts.push({
      task: game.benchmarkName || game.taskName,
      params: JSON.stringify(game.taskParams),
      floorPlan: game.floorPlan,
      utterances: texts.length,
      followerActions: inter.filter((i) => i.agent_id === 1).length,
      allActions: inter.length,
      success: game.success,
    });
    const cut = cutGame(game, { edh: true, tfd: false });
    problems.push(...cut.problems);
    edhPerSplit[ref.split] = (edhPerSplit[ref.split] ?? 0) + cut.edh.length;
    dialogues.push({
      split: ref.split, edhInstances: cut.edh.length,
      utterances: texts.map((t) => ({ speaker: t.agent_id === 0 ? 'Commander' : 'Driver', text: t.utterance ?? '' })),
    });
  }
  const tasks = [...new Set(facts.map((f) => f.task))].sort();
  const histogram = (xs: readonly number[]) => {
    const bins: Record<string, number> = {};
    for (let b = 1; b < MAX_BIN; b++) bins[String(b)] = 0;
    bins[`${MAX_BIN}+`] = 0;
    for (const x of xs) { const key = x >= MAX_BIN ? `${MAX_BIN}+` : String(Math.max(1, x)); bins[key] = (bins[key] ?? 0) + 1; }
    return bins;
  };
  return {
    games: refs.length,
    table2: tasks.map((t) => row(t, facts.filter((f) => f.task === t))),
    overall: row('All', facts),
    utteranceLengths: { Commander: histogram(lengths.Commander), Driver: histogram(lengths.Driver) },
    utteranceLengthSummary: { Commander: meanStd(lengths.Commander), Driver: meanStd(lengths.Driver) },
    edhInstancesPerSplit: edhPerSplit,
    dialogue: dialogueTables(dialogues),
    problems,
  };
}
