/** Every command of the `chorehouse` CLI. Add a command by adding its module here. */
import type { Command } from '../command.js';
import { botsPlayCommand } from './bots-play.js';
import { demoCommand } from './demo.js';
import { episodesGenerateCommand } from './episodes-generate.js';
import { checkClicksCommand } from './check-clicks.js';
import { evalCommand } from './eval.js';
import { exportConsentsCommand } from './export-consents.js';
import { payFilesCommand } from './pay-files.js';
import { exportGamesCommand } from './export-games.js';
import { exportImagesCommand } from './export-images.js';
import { exportEdhCommand, exportTfdCommand } from './export-instances.js';
import { planRemoveCommand, planSetCommand, planShowCommand } from './plan.js';
import { replayCommand } from './replay.js';
import { scenesListCommand } from './scenes-list.js';
import { scenesRenderCommand } from './scenes-render.js';
import { scenesTasksCommand } from './scenes-tasks.js';
import { statsCommand } from './stats.js';
import { tatcRecordCommand } from './tatc-record.js';
import { tatcRunCommand } from './tatc-run.js';
import { tdlCheckCommand } from './tdl-check.js';
import { tdlValidateCommand } from './tdl-validate.js';
import { textPlayCommand } from './text-play.js';

export const COMMANDS: readonly Command[] = [
  demoCommand, tdlCheckCommand, tdlValidateCommand, scenesListCommand, scenesTasksCommand, scenesRenderCommand, episodesGenerateCommand, tatcRunCommand, botsPlayCommand,
  tatcRecordCommand, replayCommand, exportGamesCommand, exportEdhCommand, exportTfdCommand, exportImagesCommand, checkClicksCommand, evalCommand, statsCommand,
  textPlayCommand, planShowCommand, planSetCommand, planRemoveCommand, exportConsentsCommand, payFilesCommand,
];
