/** `chorehouse export images`: game files -> TEACh's images_and_states folders, drawn by the headless renderer. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkInstanceImages, describeProblem, exportImages } from '@chorehouse/dataset';
import { z } from 'zod';
import { EXIT, UsageError, type Command } from '../command.js';
import { option, parseOptions } from './cli-args.js';
import { IMAGES_OPTIONS, IMAGES_USAGE, imagesArgs, openRenderer } from './images-options.js';
import { ProgressBar } from './progress.js';

const USAGE = [
  'Usage: chorehouse export images --games <dir> --out <dir> [--views driver,commander,targetobject] [--size 900] [--jobs <n>] [--shard <i>/<n>] [--resume] [--check-clicks] [--json]',
  '',
  'Replays every game file and writes TEACh\'s images_and_states layout to <out>/images/<split>/<game_id>/:',
  'driver.frame.<t>.jpeg, commander.frame.<t>.jpeg and targetobject.frame.<t>.jpeg just before every',
  'interaction (the target view black until the first search), targetobject.mask.<t>.jpeg after each',
  'search, statediff.<t>.json, progresscheck.*.<t>.json, keyboard.<agent_id>.<t>.json, and the same with',
  '<t> = end for the final state. <t> is the interaction\'s time_start as Python prints floats (16.0).',
  'Frames are drawn by packages/render in the system Chromium (SwiftShader without a GPU).',
  'Afterwards every image named by EDH/TfD instances under <out> is checked to exist.',
  '',
  'Options:',
  '  --games <dir>            exported games: the folder holding games/, or games/ itself',
  '  --out <dir>              where images/ goes (usually the same export root)',
  ...IMAGES_USAGE,
  '  --check-clicks           also check, on the driver frames as they are drawn, that every successful Follower',
  '                           object interaction\'s object shows in its click window (as `check clicks`, in the same pass)',
  '  --json                   one JSON document: games written, resumed, flagged, frames, instance images',
  '',
  'Exit code: 0 every game written and every instance image present, 1 otherwise, 2 bad usage.',
].join('\n');

export const exportImagesCommand: Command = {
  group: 'export',
  verb: 'images',
  summary: 'draw TEACh\'s images_and_states frames for game files (images/<split>/<game_id>/)',
  usage: USAGE,
  async run(args, io) {
    const { values } = parseOptions(args, {
      games: { type: 'string' }, out: { type: 'string' }, ...IMAGES_OPTIONS, 'check-clicks': { type: 'boolean', default: false }, json: { type: 'boolean', default: false },
    });
    const games = resolve(io.cwd, option('games', z.string({ error: 'required' }).min(1), values.games));
    const out = resolve(io.cwd, option('out', z.string({ error: 'required' }).min(1), values.out));
    if (!existsSync(games)) throw new UsageError(`--games: ${values.games} does not exist`);
    const a = imagesArgs(values);
    if (values['check-clicks'] && (!a.views.includes('driver') || a.size !== 900)) throw new UsageError('--check-clicks: needs the driver view at --size 900 (TEACh\'s click window is in 900-pixel frames)');
    const renderer = await openRenderer(a.jobs, io.stderr);
    let bar: ProgressBar | null = null;
    const started = performance.now();
    let summary;
    try {
      summary = await exportImages(games, renderer, {
        outDir: out, views: a.views, size: a.size, resume: a.resume, checkClicks: values['check-clicks'], ...(a.shard ? { shard: a.shard } : {}),
        onProgress: (done, total, note) => { bar ??= new ProgressBar(io.stderr, total, 'images'); bar.update(done, note); },
      });
    } finally {
      await renderer.close();
    }
    const seconds = (performance.now() - started) / 1000;
    // Only a whole, unsharded driver export can promise every instance's frames.
    const instances = !a.shard && a.views.includes('driver') ? await checkInstanceImages(out, a.size) : null;
    const ok = summary.flagged.length === 0 && (!instances || (instances.missing.length === 0 && instances.wrong.length === 0));
    if (values.json) {
      io.stdout.write(`${JSON.stringify({ out, seconds, ...summary, instanceImages: instances }, null, 2)}\n`);
    } else {
      io.stdout.write(`Wrote frames of ${summary.written} game(s) to ${out}/images (${summary.resumed} already complete, ${summary.flagged.length} flagged): `
        + `${summary.frames} frames, ${summary.rendered} drawn, ${summary.files} files in ${seconds.toFixed(1)} s `
        + `(${(summary.rendered / Math.max(seconds, 1e-9)).toFixed(1)} frames/s drawn).\n`);
      if (instances) {
        io.stdout.write(instances.missing.length + instances.wrong.length === 0
          ? `Every image named by ${instances.instances} EDH/TfD instance(s) is present (${instances.images} names).\n`
          : `Instance images: ${instances.missing.length} missing, ${instances.wrong.length} not ${a.size}x${a.size} JPEGs, e.g. ${[...instances.missing, ...instances.wrong].slice(0, 3).join(', ')}\n`);
      }
      const c = summary.clickAgreement;
      if (c) {
        io.stdout.write(`Click agreement: ${c.agreeing}/${c.clicks} = ${(c.rate * 100).toFixed(2)}% (drawn exactly under the click: ${c.underClick}).\n`);
        for (const d of c.disagreements.slice(0, 20)) io.stdout.write(`  ${d.gameId} #${d.index} ${d.action} ${d.oid} at (${d.x.toFixed(4)}, ${d.y.toFixed(4)}): under the click ${d.underClick ?? 'nothing'}\n`);
      }
      for (const f of summary.flagged) {
        io.stdout.write(`  ${f.gameId}:\n`);
        for (const p of f.problems.slice(0, 5)) io.stdout.write(`    ${describeProblem(p)}\n`);
      }
    }
    return ok ? EXIT.ok : EXIT.checkFailed;
  },
};
