/** @chorehouse/agents: navigation, planning and the rule-based Commander and Follower. */

// Navigation: shortest paths on the grid, viewpoints with click points
export { findPath, DistanceField } from './nav/astar.js';
export { HORIZONS, YAWS, horizonActions, navStateOf, type NavState, type Pose } from './nav/nav-state.js';
export { findViewpoint, type Viewpoint, type ViewpointFailure, type ViewpointOptions, type ViewpointResult } from './nav/viewpoint.js';

// The rule-based Follower
export { GOAL_VERBS, goalMet, isGoalVerb, type Goal, type GoalVerb } from './follower/goal.js';
export { RuleBasedFollower, type FollowerMove, type FollowerOptions } from './follower/follower.js';

// The rule-based Commander and its language
export { RuleBasedCommander, goalKey, type CommanderTurn } from './commander/commander.js';
export type { TaskRef } from './commander/what-if.js';
export {
  extractInstruction, formatInstruction, instructionFor, parseInstruction, resolveInstruction,
  type Instruction, type InstructionTarget, type ParsedInstruction,
} from './commander/instruction.js';
export { describeGoal, whereIs } from './commander/language.js';

// Solving an episode (episode generation's --verify)
export {
  DEFAULT_SOLVE_OPTIONS, solveEpisode, type SolveFailure, type SolveOptions, type SolveResult, type TraceEntry,
} from './solver/solve-episode.js';

// Headless TATC and its table
export {
  DEFAULT_TATC_OPTIONS, runTatc, type TatcEvent, type TatcOptions, type TatcResult, type TatcSpeaker, type TatcUtterance,
} from './tatc/run-tatc.js';
export {
  benchmarkNameOf, formatTatcTable, tatcTable, type TatcSessionSummary, type TatcTable, type TatcTableRow,
} from './tatc/tatc-table.js';

// Episodes proven solvable (episode generation's --verify, the server's pool)
export { generateVerifiedEpisode, unsolvableReason, verifyEpisode, type VerifiedEpisodeResult } from './episodes/verified-episode.js';

// Wire clients of the game server (issue 6)
export * from './wire/index.js';

// Seats: the one shape of every Commander and Follower agent (issue 19)
export type {
  CommanderSeat, CommanderSeatMove, CommanderTools, CommanderSeatTurn, FollowerSeat, FollowerSeatMove, FollowerSeatTurn,
  ProgressCheckView, SearchHit, SeatSpeaker, SeatUtterance, TextPolicy, TextPolicyInput, TextPolicyMove,
} from './seats/seat.js';

// The rule-based Commander as a seat that speaks plainly, and the Commander's tools over a world (issue 19)
export { RuleBasedCommanderSeat, searchThing, type RuleBasedCommanderSeatOptions } from './commander/commander-seat.js';
export { PeopleLikeCommanderSeat, type PeopleLikeCommanderOptions } from './commander/people-like-seat.js';
export { DialogueState, answerAsHint, type HeardLine } from './language/dialogue-state.js';
export { readLine, type LineAct } from './language/read-line.js';
export { readEnglish, type Sentence, type Word } from './language/english.js';
export { SpellingIndex } from './language/spelling.js';
export { findJob, jobSteps, type JobName } from './language/household-jobs.js';
export { parseDevSet, DevLine, DevLabel, type DevSetProblem } from './language/dev-set.js';
export { evaluateDevSet, type DevOutcome, type DevReport, type DevResult } from './text/language-dev-eval.js';
export { worldCommanderTools, type CountedCommanderTools } from './commander/world-tools.js';
export { nameOf, placeOf, referTo } from './commander/refer.js';
export { greeting, plainStep } from './commander/plain-steps.js';
export { readFollowerLine, type FollowerLine } from './commander/follower-lines.js';

// Chat-model agents (issue 19)
export * from './llm/index.js';

// The text world (ALFWorld style), free-form steps, the text Follower (issue 19)
export { COMMAND_VERBS, formatCommand, type AdmissibleCommand, type CommandVerb, type TextCommand } from './text/commands.js';
export { TextNames } from './text/names.js';
export { TextView, mappingCandidates, type Observability } from './text/text-view.js';
export { TextWorld, type Advance } from './text/text-world.js';
export { TextEnvironment, type TakenAction, type TextEnvironmentOptions, type TextStepResult } from './text/text-environment.js';
export { LexicalScorer } from './text/free-form/lexical-scorer.js';
export { EmbeddingError, EmbeddingScorer, type EmbeddingScorerOptions } from './text/free-form/embedding-scorer.js';
export type { CommandScorer, MappingContext } from './text/free-form/scorer.js';
export { mapFreeForm, mapFreeFormWith, type MappingResult } from './text/free-form/map-free-form.js';
export { mapStep } from './text/free-form/map-step.js';
export { instructionSteps } from './language/instruction-steps.js';
export { commandMatches, evaluatePhrasings, parsePhrasings, type PhrasingBlock, type PhrasingReport } from './text/free-form/phrasing-eval.js';
export { InstructionPolicy } from './text/text-policy.js';
export { TextFollowerSeat, type TextFollowerOptions } from './text/text-follower-seat.js';

// Seats of every kind, and TATC with any pair of them (issue 19)
export { RuleBasedFollowerSeat } from './seats/rule-based-follower-seat.js';
export { HttpCommanderSeat, HttpTextPolicy, SeatHttpError } from './seats/http-seats.js';
export { SeatKindError, createCommanderSeat, createFollowerSeat, registerSeatKind, seatKinds, type SeatContext, type SeatFactory } from './seats/kinds.js';
export { runSeatedTatc, searchObjects, type SeatedTatcOptions } from './tatc/run-seated.js';
