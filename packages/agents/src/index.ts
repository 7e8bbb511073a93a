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
export { worldCommanderTools, type CountedCommanderTools } from './commander/world-tools.js';
export { nameOf, placeOf, referTo } from './commander/refer.js';
export { greeting, plainStep } from './commander/plain-steps.js';
export { readFollowerLine, type FollowerLine } from './commander/follower-lines.js';

// Chat-model agents (issue 19)
export * from './llm/index.js';
