/** `chorehouse scenes render`: a top-down PNG of a floor plan, or of an episode in it. */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { FLOOR_PLANS, generateEpisode, loadScene, renderTopDown, sceneWorld } from '@chorehouse/scenes';
import { z } from 'zod';
import { EXIT, UsageError, type Command } from '../command.js';
import { option, parseOptions } from './cli-args.js';

const USAGE = [
  'Usage: chorehouse scenes render <floor plan> --out <file.png> [--task <name> [--seed <n>]]',
  '',
  'Draws the floor plan from above: floor, walls, fixtures (labelled), movable objects (faded when',
  'inside a closed container), the walkable 0.25 m grid (green dots) and the Follower (red).',
  'With --task, draws the episode generated for that task and seed instead of the imported scene.',
  '',
  'Example:',
  '  chorehouse scenes render 1 --out floorplan1.png',
  '  chorehouse scenes render 12 --task "Make Coffee" --seed 3 --out coffee.png',
].join('\n');

const floorPlanSchema = z.coerce.number().int().refine((n) => FLOOR_PLANS.includes(n), 'must be an AI2-THOR floor plan: 1-30, 201-230, 301-330 or 401-430');

export const scenesRenderCommand: Command = {
  group: 'scenes',
  verb: 'render',
  summary: 'draw a top-down PNG of a floor plan (walls, fixtures, objects, walkable grid)',
  usage: USAGE,
  async run(args, io) {
    const { values, positionals } = parseOptions(args, { out: { type: 'string' }, task: { type: 'string' }, seed: { type: 'string' } }, true);
    if (positionals.length !== 1) throw new UsageError('give one floor plan number');
    const floorPlan = option('floor plan', floorPlanSchema, positionals[0]!.replace(/^FloorPlan/i, ''));
    if (!values.out) throw new UsageError('--out is required');
    const seed = option('seed', z.coerce.number().int().nonnegative().default(0), values.seed);
    const scene = loadScene(floorPlan);
    let world = sceneWorld(scene);
    let title: string | undefined;
    if (values.task) {
      const result = generateEpisode({ floorPlan, task: values.task, seed });
      if (!result.ok) {
        io.stderr.write(`chorehouse scenes render: ${result.reason}\n`);
        return EXIT.checkFailed;
      }
      world = result.episode.world;
      title = `${result.episode.id}`;
    }
    const file = resolve(io.cwd, values.out);
    await writeFile(file, renderTopDown(scene, world, title ? { title } : {}));
    io.stdout.write(`wrote ${file}\n`);
    return EXIT.ok;
  },
};
