/** @chorehouse/dataset: replay, TEACh-format export, EDH/TfD instances, metrics and statistics. */

export * from './problems.js';

// Sessions and where they come from
export * from './session/recorded-session.js';
export { parseSessionDocument, type SessionEntry } from './session/parse-session.js';
export { EVERY_SESSION, EXCLUSION_REASONS, exclusionOf, matchesQuery, type ExclusionReason, type SessionQuery, type SessionSource } from './session/session-source.js';
export { fileSessionSource } from './session/file-source.js';
export { storeSessionEntry, storeSessionSource } from './session/store-source.js';
export {
  sessionFromStore, type StoreSessionParts, type StoreSessionRecord,
} from './session/from-store.js';

// Pay files (issue 47)
export { cents, majorUnits, PAY_RULE_SETTING, payRuleSchema, seatPay, storedPayRule, storePayRule, type PayRule, type SeatPay, type SeatWork } from './pay/pay-rule.js';
export { paySheet, type PayLine, type PaySheet, type PayWindow, type WorkerPay } from './pay/pay-sheet.js';
export { MTURK_BONUS_COLUMNS, MTURK_RESULTS_COLUMNS, mturkFiles, prolificFiles, type PayFile, type PayFiles } from './pay/platform-files.js';

// Provenance (issue 47)
export { codeCommit, codeVersions, contentVersion, UNKNOWN_VERSION } from './provenance/code-versions.js';

// Replay
export { replaySession, type ReplayedAction, type ReplayReport, type ReplayResult } from './replay/replay-session.js';

// TEACh's vocabulary
export * from './teach/actions.js';
export { TEACH_DEFINITIONS, ACTION_ID_TO_IDX } from './teach/generated/default-definitions.js';
export { serializeTask, definitionTasks } from './teach/tasks.js';

// Game files
export { gameFileSchema, interactionSchema, chorehouseExtensionSchema, type ChorehouseExtension, type GameFile, type Interaction } from './game/game-file.js';
export { gameIdOf, gameIdFromFileName } from './game/game-id.js';
export { followerPose, gameState } from './game/game-state.js';
export { GAME_VERSION, sessionToGame, sessionSucceeded, type GameExport } from './game/session-to-game.js';
export { exportJob, type ExportJobResult, type InstanceKinds, type InstanceText, type ReplayedGame } from './game/export-job.js';
export { exportRunner, workerExportRunner, type ExportRunner } from './game/export-pool.js';
export { gameLines } from './game/game-lines.js';
export { exportGames, gamePath, type CardRequest, type ExportedGame, type FlaggedSession, type GamesExportOptions, type GamesExportSummary } from './game/export-games.js';
export { exportedFacts, exportFilePath, exportStream, type ExcludedSession, type ExportedFacts, type ExportItem, type ExportStreamOptions } from './game/export-stream.js';

// Dataset cards (issue 47)
export { CARD_FORMAT, CARD_JSON, CARD_MARKDOWN, DatasetCardCollector, type CardGroup, type DatasetCard } from './card/dataset-card.js';
export { cardFiles, cardMarkdown } from './card/card-markdown.js';

// EDH and TfD instances
export { loadGame, replayGame, type GameLoad, type GameReplay, type LoadedGame } from './instances/load-game.js';
export { listGameFiles, readGame, gamesRoot, type GameFileRef } from './instances/game-files.js';
export { cutGame, mainTaskOf, type CutResult, type InstanceFile } from './instances/cut-game.js';
export { exportInstances, INSTANCE_FOLDER, type InstanceKind, type InstancesExportSummary } from './instances/export-instances.js';
export { EVALUATED_PROPERTIES, baseObjectId, snapshotMap, stateChanges, stateDiff, type StateDiff } from './instances/state-diff.js';
export { evalTaskFromStateChanges, typeFromId } from './instances/eval-task.js';
export { mainTaskChanges } from './instances/main-task-filter.js';
export { cleanUtterance, correctUtterance, utteranceCorrection } from './instances/clean-dialog.js';
export { dialogHistory, driverActions, frameName, subgoalsOf, type DialogTurn, type DriverAction } from './instances/instance-fields.js';

// Frames: TEACh's images_and_states, drawn by packages/render
export * from './images/frame-names.js';
export { pythonJson, TEACH_FLOAT_FIELDS, TEACH_METRIC_FLOAT_FIELDS, type FloatRule } from './teach/python-json.js';
export type { FrameRenderer, FrameRequest, ObjectIdBuffer, RenderedFrame } from './images/frame-renderer.js';
export { clickToCheck, planGameImages, roundFloats, type ClickToCheck, type FramePlan, type GameImagesPlan } from './images/game-images-plan.js';
export { renderGameFiles, writeGameImages, type GameFileSink, type GameImagesResult } from './images/write-game-images.js';
export {
  DEFAULT_JPEG_QUALITY, exportGameImages, exportImages, shardOf, type GameImagesOutcome, type ImagesExportOptions, type ImagesExportSummary, type Shard,
} from './images/export-images.js';
export { checkInstanceImages, jpegDimensions, type InstanceImagesReport } from './images/verify-images.js';
export {
  checkClickAgreement, judgeClick, tallyClicks, windowObjects, type ClickAgreementReport, type ClickDisagreement, type ClickVerdict,
} from './images/click-agreement.js';
export { shownObjectId } from './images/search-target.js';

// Evaluation
export * from './eval/agent.js';
export { evalInstanceSchema, type EvalInstance } from './eval/instance-file.js';
export { observe } from './eval/observe.js';
export { aggregateMetrics, evaluateTrajectory, MAX_API_FAILS, MAX_TRAJ_STEPS, type AggregateMetrics, type TrajectoryInput, type TrajectoryMetrics } from './eval/metrics.js';
export { runInstance, type InstanceRun, type RunOptions } from './eval/run-instance.js';
export { evaluateInstances, findGamesDir, listInstanceFiles, type EvalReport, type EvaluateOptions, type InstanceRef } from './eval/evaluate-instances.js';
export { followerFrame, historyImages, stepImageName, type EvalFrameOptions } from './eval/frames.js';
export { writeInstanceOutputs, writeMetricsFiles } from './eval/output-files.js';
export { teachApiAgent, teachReplySchema, type TeachApiOptions } from './eval/teach-api-agent.js';
// A double of TEACh's model server (api.py's contract), for the CLI's tests of `eval --agent teach-api:`.
export { teachModelApi, type ReceivedRequest, type TeachModel, type TeachModelApiOptions } from './testing/teach-model-api.js';
export { pythonDumps, pythonDumpsOfText } from './teach/python-dumps.js';

// Statistics
export { datasetStats, type DatasetStats, type TaskRow } from './stats/dataset-stats.js';
export { meanStd, type MeanStd } from './stats/summary.js';
export { barChartSvg, statsFiles, table2Csv, table3Csv, table6Csv } from './stats/stats-files.js';
export {
  dialogueTables, SPLIT_ORDER, wordsOf, type DialogueTables, type SessionDialogue, type Speaker, type SpeakerRow, type SplitRow,
} from './stats/dialogue-tables.js';
