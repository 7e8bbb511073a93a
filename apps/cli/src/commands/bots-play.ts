/** `chorehouse bots play`: rule-based Commander and Follower bots play games on a running server, as real socket clients. */
import { z } from 'zod';
import { EXIT, type Command } from '../command.js';
import { playOneBot, type BotGameResult } from './bots-wire-client.js';
import { option, parseOptions } from './cli-args.js';
import { ProgressBar } from './progress.js';

const USAGE = [
  'Usage: chorehouse bots play [--url <server>] [--games <n>] [--concurrency <k>] [--pace-ms <ms>] [--json]',
  '',
  'Plays games on a running Chorehouse server: for each game, two rule-based bots arrive as declared',
  'bots (their sessions are marked as bot sessions and left out of exports unless --include-bots), queue in the lobby, are paired (roles at random), play through the socket protocol',
  '(Progress Checks, searches and chat for the Commander; real actions for the Follower), answer the',
  'survey and collect their completion codes. For demos, load tests, and sessions for exports.',
  '',
  'Options:',
  '  --url <server>       the server (default http://localhost:3000)',
  '  --games <n>          games to play (default 1)',
  '  --concurrency <k>    games at once (default 1)',
  '  --pace-ms <ms>       pause before each bot action or instruction (default 0)',
  '  --timeout-s <s>      give up on a game after this long (default 300)',
  '  --json               one JSON document with every bot\'s result',
  '',
  'Exit code: 0 every game succeeded, 1 some did not, 2 bad usage.',
].join('\n');

export const botsPlayCommand: Command = {
  group: 'bots',
  verb: 'play',
  summary: 'rule-based bots play games on a running server over socket.io',
  usage: USAGE,
  async run(args, io) {
    const { values } = parseOptions(args, {
      url: { type: 'string' }, games: { type: 'string' }, concurrency: { type: 'string' }, 'pace-ms': { type: 'string' },
      'timeout-s': { type: 'string' }, json: { type: 'boolean', default: false },
    });
    const url = option('url', z.string().url().default('http://localhost:3000'), values.url);
    const games = option('games', z.coerce.number().int().min(1).max(100_000).default(1), values.games);
    const concurrency = option('concurrency', z.coerce.number().int().min(1).max(1000).default(1), values.concurrency);
    const paceMs = option('pace-ms', z.coerce.number().int().min(0).max(60_000).default(0), values['pace-ms']);
    const timeoutMs = option('timeout-s', z.coerce.number().positive().default(300), values['timeout-s']) * 1000;
    const bar = new ProgressBar(io.stderr, games, 'games');
    const results: BotGameResult[][] = [];
    let started = 0;
    // Each game's two bots queue back to back; the lobby pairs whoever waits, so roles and partners are the server's choice.
    const worker = async () => {
      while (started < games) {
        const g = started++;
        results.push(await Promise.all([
          playOneBot({ url, name: `bot-${g}-a`, paceMs, timeoutMs }),
          playOneBot({ url, name: `bot-${g}-b`, paceMs, timeoutMs }),
        ]));
        bar.update(results.length);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, games) }, worker));
    const bots = results.flat();
    const sessions = new Map<string, BotGameResult[]>();
    for (const b of bots) if (b.sessionId) sessions.set(b.sessionId, [...(sessions.get(b.sessionId) ?? []), b]);
    const commanders = bots.filter((b) => b.role === 'commander');
    const successes = commanders.filter((b) => b.outcome === 'success').length;
    const failures = bots.filter((b) => b.error !== null);
    const ok = successes === games && failures.length === 0;
    if (values.json) {
      io.stdout.write(`${JSON.stringify({ url, games, concurrency, sessions: sessions.size, successes, bots }, null, 2)}\n`);
    } else {
      io.stdout.write(`${games} game(s) on ${url}: ${sessions.size} session(s), ${successes} succeeded`);
      io.stdout.write(`${failures.length ? `, ${failures.length} bot(s) failed` : ''}\n`);
      for (const f of failures.slice(0, 10)) io.stdout.write(`  ${f.name}: ${f.error}\n`);
      const mean = bots.length ? Math.round(bots.reduce((a, b) => a + b.ms, 0) / bots.length) : 0;
      io.stdout.write(`mean time per bot: ${mean} ms\n`);
    }
    return ok ? EXIT.ok : EXIT.checkFailed;
  },
};
