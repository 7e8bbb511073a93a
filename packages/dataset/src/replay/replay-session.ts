/**
 * Replay (STYLE.md 9: the log is the truth; replay proves it): re-run a session's action events
 * with `step` from the episode's initial world and compare every outcome with the logged one, the
 * initial world with the episode's hash, and the final world with the recorded final hash.
 */
import { applyEvent, PROVENANCE_NAMES, provenanceDiff, type EventRecord, type Provenance, type ProvenancePart } from '@chorehouse/protocol';
import { canonicalJson, type Outcome, type World } from '@chorehouse/sim';
import type { DatasetProblem } from '../problems.js';
import type { RecordedSession } from '../session/recorded-session.js';
import { codeVersions } from '../provenance/code-versions.js';
import { fastWorldHash } from './world-hash.js';

export interface ReplayedAction {
  readonly event: Extract<EventRecord, { kind: 'action' }>;
  readonly outcome: Outcome;
  /** The world after the action. */
  readonly world: World;
}

export interface ReplayReport {
  readonly sessionId: string;
  readonly ok: boolean;
  readonly events: number;
  readonly actions: number;
  readonly initialHash: string;
  readonly finalHash: string;
  /** The live world's hash recorded at the end, when the exporter knew it. */
  readonly recordedFinalHash: string | null;
  readonly mismatches: readonly DatasetProblem[];
  /**
   * The parts of the code whose version differs from the one that recorded the session (its
   * provenance; none known for older sessions), each naming both versions. A replay that still
   * matches is ok; one that does not says which versions changed since.
   */
  readonly versionDiffs: readonly DatasetProblem[];
}

export interface ReplayResult {
  readonly report: ReplayReport;
  readonly finalWorld: World;
}

const OUTCOME_FIELDS = ['success', 'code', 'objectId', 'changes'] as const;

/**
 * True only when both values' canonical JSON is surely the same text: equal finite numbers, strings,
 * booleans and nulls, in arrays of one length and plain objects with the same defined keys. Anything
 * else (a non-finite number, which canonicalJson refuses) is left to canonicalJson, so this only
 * spares the two texts a replayed outcome nearly always matches with.
 */
function surelyEqual(a: unknown, b: unknown): boolean {
  if (typeof a === 'number') return a === b && Number.isFinite(a);
  if (a === b) return a === null || typeof a === 'string' || typeof a === 'boolean';
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!surelyEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const x = a as Record<string, unknown>, y = b as Record<string, unknown>;
  let defined = 0;
  for (const key in x) {
    if (x[key] === undefined) continue;
    if (!Object.hasOwn(x, key) || !surelyEqual(x[key], y[key])) return false;
    defined++;
  }
  for (const key in y) if (y[key] !== undefined && (!Object.hasOwn(y, key) || --defined < 0)) return false;
  return defined === 0;
}

function compareOutcome(sessionId: string, index: number, event: Extract<EventRecord, { kind: 'action' }>, actual: Outcome): DatasetProblem[] {
  const problems: DatasetProblem[] = [];
  for (const field of OUTCOME_FIELDS) {
    const expected = event.outcome[field];
    const got = actual[field];
    if (!surelyEqual(expected, got) && canonicalJson(expected) !== canonicalJson(got)) {
      problems.push({
        code: 'replay/outcome_differs', sessionId, seq: event.seq, index, field: `outcome.${field}`,
        expected, actual: got, message: `${event.role} ${event.action.name} replays differently`,
      });
    }
  }
  return problems;
}

/** The parts whose version decides what a replay computes or draws; the commit changes with anything, so it is reported, not compared. */
const REPLAYED_PARTS: readonly ProvenancePart[] = ['protocol', 'rules', 'catalog', 'geometry', 'taskLibrary', 'renderer'];

export function versionDiffs(sessionId: string, recorded: Provenance | undefined, current: Provenance): DatasetProblem[] {
  if (!recorded) return [];
  return provenanceDiff(recorded, current, REPLAYED_PARTS).map((part) => ({
    code: 'replay/version_differs' as const, sessionId, field: `provenance.${part}`, expected: recorded[part], actual: current[part],
    message: `recorded under another version of ${PROVENANCE_NAMES[part]} (commit ${recorded.commit}; now ${current.commit})`,
  }));
}

/**
 * `onAction` sees every replayed action with the world after it (the exporter reads poses there);
 * `current`: the versions of the code replaying it (this process's by default).
 */
export function replaySession(s: RecordedSession, onAction?: (a: ReplayedAction) => void, current: Provenance = codeVersions()): ReplayResult {
  const sessionId = s.session.id;
  const mismatches: DatasetProblem[] = [];
  let world = s.episode.world;
  const initialHash = fastWorldHash(world);
  if (initialHash !== s.episode.worldHash) {
    mismatches.push({
      code: 'replay/initial_hash', sessionId, field: 'episode.worldHash', expected: s.episode.worldHash, actual: initialHash,
      message: `the episode's initial world does not hash to the episode's recorded hash`,
    });
  }
  let actions = 0;
  s.events.forEach((event, index) => {
    if (event.kind !== 'action') return;
    actions++;
    const result = applyEvent(world, event);
    world = result.world;
    const outcome = result.outcome;
    mismatches.push(...compareOutcome(sessionId, index, event, outcome));
    onAction?.({ event, outcome, world });
  });
  const finalHash = fastWorldHash(world);
  if (s.finalWorldHash && s.finalWorldHash !== finalHash) {
    mismatches.push({
      code: 'replay/final_hash', sessionId, field: 'finalWorldHash', expected: s.finalWorldHash, actual: finalHash,
      message: 'the replayed final world differs from the live one',
    });
  }
  return {
    report: {
      sessionId, ok: mismatches.length === 0, events: s.events.length, actions, initialHash, finalHash, recordedFinalHash: s.finalWorldHash, mismatches,
      versionDiffs: versionDiffs(sessionId, s.session.provenance, current),
    },
    finalWorld: world,
  };
}
