/** `chorehouse export games`: sessions -> TEACh game files, streaming, one session at a time. */
import os from 'node:os';
import { resolve } from 'node:path';
import { describeProblem, EVERY_SESSION, exportGameImages, exportGames, type DatasetProblem, type ExportedGame, type ReplayedGame } from '@chorehouse/dataset';
import { INSTANCE_KINDS } from '@chorehouse/protocol';
import { SPLIT_NAMES } from '@chorehouse/scenes';
import { openStore, type ConsentRecord } from '@chorehouse/store';
import { z } from 'zod';
import { EXIT, UsageError, type Command } from '../command.js';
import { option, parseOptions } from './cli-args.js';
import { NO_SESSIONS_HINT, SESSIONS_OPTIONS, SESSIONS_USAGE, sessionSourceFrom } from './dataset-sessions-option.js';
import { imagesArgs, openRenderer } from './images-options.js';
import { ProgressBar } from './progress.js';
import { storeLocationFrom } from './store-location.js';

/** Every consent decision in the server's store, for the dataset card. */
async function withStoreConsents(cwd: string): Promise<ConsentRecord[]> {
  const store = await openStore(storeLocationFrom(process.env, cwd));
  try {
    return await store.listConsents();
  } finally {
    await store.close();
  }
}

const USAGE = [
  'Usage: chorehouse export games (--sessions <path> | --all) --out <dir> [--split <split>] [--task <name>] [--since <date>] [--include-unsuccessful] [--include-bots] [--include-pilot] [--include-rejected] [--licence <id>] [--edh] [--tfd] [--jobs <n>] [--images [--views ...] [--size 900] [--pages <n>] [--resume]] [--json]',
  '',
  'Writes every session that replays exactly as <dir>/games/<split>/<game_id>.game.json in TEACh\'s',
  'game layout (definitions, the task with its episode, initial and final states, interactions with',
  'agent ids, action ids, times in seconds, utterances, clicks and object ids). A session whose log is',
  'malformed, cut short or does not replay is listed as flagged and not written.',
  '',
  'Options:',
  ...SESSIONS_USAGE,
  '  --out <dir>              where games/ goes',
  `  --split <split>          only this split (${SPLIT_NAMES.join(', ')}); repeatable`,
  '  --task <name>            only this task, by benchmark or library name ("Make Coffee"); repeatable',
  '  --since <date>           only sessions started at or after this ISO date or time',
  '  --include-unsuccessful   also sessions that did not end in success (for statistics)',
  '  --include-bots           also sessions with a bot seat (practice games, bots play); left out by default,',
  '                           since they are not human-human dialogue (game files say who held each seat)',
  '  --include-pilot          also pilot sessions (played while the pilot switch was on, or by staff); left out by default',
  '  --include-rejected       also sessions a reviewer rejected (the console\'s Review page); left out by default',
  '  --licence <id>           the licence the data is released under, written into the dataset card (e.g. CC-BY-NC-4.0)',
  '  --edh, --tfd             also cut EDH / TfD instances in the same pass (as export edh|tfd would from the files)',
  `  --jobs <n>               worker threads to replay on (default 1; this machine has ${os.availableParallelism()} cores)`,
  '  --images                 also draw each game\'s images_and_states frames in the same pass (as `export images`),',
  '                           from the replay that wrote the game (with --jobs above 1 the game is replayed again for them);',
  '                           with --views, --size, --resume, and --pages <n> (renderer pages, default 2)',
  '  --json                   one JSON document: what was written and what was flagged',
  '',
  'Exit code: 0 nothing flagged, 1 some sessions flagged, 2 bad usage.',
].join('\n');

export const exportGamesCommand: Command = {
  group: 'export',
  verb: 'games',
  summary: 'export sessions as TEACh game files (games/<split>/<game_id>.game.json)',
  usage: USAGE,
  async run(args, io) {
    const { values } = parseOptions(args, {
      ...SESSIONS_OPTIONS, out: { type: 'string' }, split: { type: 'string', multiple: true }, task: { type: 'string', multiple: true },
      since: { type: 'string' }, 'include-unsuccessful': { type: 'boolean', default: false }, 'include-bots': { type: 'boolean', default: false }, 'include-pilot': { type: 'boolean', default: false }, 'include-rejected': { type: 'boolean', default: false }, licence: { type: 'string' }, edh: { type: 'boolean', default: false },
      tfd: { type: 'boolean', default: false }, jobs: { type: 'string' }, json: { type: 'boolean', default: false },
      images: { type: 'boolean', default: false }, views: { type: 'string' }, size: { type: 'string' }, pages: { type: 'string' }, resume: { type: 'boolean', default: false },
    });
    const out = resolve(io.cwd, option('out', z.string({ error: 'required' }).min(1), values.out));
    const splits = option('split', z.array(z.enum(SPLIT_NAMES)).default([]), values.split);
    const since = values.since === undefined ? undefined : option('since', z.iso.datetime({ offset: true }).or(z.iso.date()).transform((s) => Date.parse(s)), values.since);
    const jobs = option('jobs', z.coerce.number().int().min(1).max(64).default(1), values.jobs);
    const source = sessionSourceFrom(values, io.cwd);
    const query = { splits, tasks: values.task ?? [], ...(since === undefined ? {} : { since }), includeUnsuccessful: values['include-unsuccessful'], includeBots: values['include-bots'], includePilot: values['include-pilot'], includeRejected: values['include-rejected'] };
    // A file source cannot count what matches without reading it: the bar then runs over every record.
    const total = (await source.count(query)) ?? (await source.count(EVERY_SESSION)) ?? 0;
    const bar = new ProgressBar(io.stderr, total, 'export');
    const images = values.images ? imagesArgs({ ...values, jobs: values.pages }) : null;
    if (!values.images && (values.views !== undefined || values.size !== undefined || values.pages !== undefined || values.resume)) {
      throw new UsageError('--views, --size, --pages and --resume go with --images');
    }
    const renderer = images ? await openRenderer(images.jobs, io.stderr) : null;
    const imageProblems: { gameId: string; problems: readonly DatasetProblem[] }[] = [];
    const licence = values.licence === undefined ? null : option('licence', z.string().trim().min(1).max(100).regex(/^[\w.+-]+$/, 'a licence identifier such as CC-BY-NC-4.0'), values.licence);
    // The card counts the consent versions the exported workers agreed to: the store has them, session files do not.
    const consents = values.all ? await withStoreConsents(io.cwd) : null;
    let summary;
    try {
      summary = await exportGames(source, {
        outDir: out, query, jobs, card: { licence, consents, createdAt: Date.now() }, onProgress: (done, note) => { if (total) bar.update(Math.min(done, total), note); },
        ...(values.edh || values.tfd ? { instances: { edh: values.edh, tfd: values.tfd } } : {}),
        ...(renderer && images ? {
          // One pass: the frames are drawn from the replay that just wrote the game (with --jobs above 1 the
          // replay ran on a worker thread, and the game is read back and replayed here instead).
          onGameWritten: async (g: ExportedGame, replay: ReplayedGame | null) => {
            const r = await exportGameImages({ path: g.path, split: g.split, gameId: g.gameId }, renderer, { outDir: out, views: images.views, size: images.size, resume: images.resume }, replay ?? undefined);
            if (!r.ok) imageProblems.push({ gameId: g.gameId, problems: r.problems });
          },
        } : {}),
      });
    } finally {
      await renderer?.close();
    }
    if (total) bar.update(total, 'done');
    if (values.json) {
      io.stdout.write(`${JSON.stringify({ out, written: summary.written.length, flagged: summary.flagged.length, games: summary.written, instances: summary.instances, flaggedSessions: summary.flagged, card: summary.card, ...(images ? { imageProblems } : {}) }, null, 2)}\n`);
    } else {
      const bySplit: Record<string, number> = {};
      for (const g of summary.written) bySplit[g.split] = (bySplit[g.split] ?? 0) + 1;
      io.stdout.write(`Wrote ${summary.written.length} game file(s) to ${out}/games${Object.keys(bySplit).length ? ` (${Object.entries(bySplit).map(([s, n]) => `${s} ${n}`).join(', ')})` : ''}.\n`);
      for (const kind of INSTANCE_KINDS) {
        const per = Object.entries(summary.instances[kind]);
        if (per.length > 0) io.stdout.write(`Cut ${per.reduce((n, [, k]) => n + k, 0)} ${kind.toUpperCase()} instance(s) (${per.map(([sp, k]) => `${sp} ${k}`).join(', ')}).\n`);
      }
      if (summary.written.length === 0 && summary.flagged.length === 0) {
        const read = (await source.count(EVERY_SESSION)) ?? 0;
        io.stdout.write(read === 0 ? `${NO_SESSIONS_HINT}\n` : `None of its ${read} session(s) was asked for: only successful sessions between two people are exported unless --include-unsuccessful, --include-bots, --include-pilot or --include-rejected (and --split, --task and --since narrow it).\n`);
      }
      if (summary.card) {
        const x = summary.card.excluded;
        io.stdout.write(`Wrote ${out}/DATASET_CARD.md and dataset-card.json (left out: ${x.bots} with a bot, ${x.pilot} pilot, ${x.rejected} rejected, ${x.unsuccessful} unsuccessful, ${x.live} live, ${x.replayFailures} that did not replay; licence ${summary.card.licence ?? 'not given: --licence'}).\n`);
      }
      if (images) io.stdout.write(`Drew the frames of ${summary.written.length - imageProblems.length} game(s) to ${out}/images.\n`);
      for (const f of imageProblems) io.stdout.write(`  images of ${f.gameId}: ${f.problems.map(describeProblem).join('; ')}\n`);
      if (summary.flagged.length > 0) {
        io.stdout.write(`\nFlagged, not exported (${summary.flagged.length}):\n`);
        for (const f of summary.flagged) {
          io.stdout.write(`  ${f.sessionId ?? '(unreadable)'} (${f.where}):\n`);
          for (const p of f.problems.slice(0, 5)) io.stdout.write(`    ${describeProblem(p)}\n`);
        }
      }
    }
    return summary.flagged.length === 0 && imageProblems.length === 0 ? EXIT.ok : EXIT.checkFailed;
  },
};
