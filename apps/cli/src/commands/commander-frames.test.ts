import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.js';
import { playedCoffeeSession } from '../testing/played-coffee.js';
import { sessionLine } from './tatc-sessions.js';

describe('a bot game\'s Commander frames, drawn by the real renderer', () => {
  it('change over the game: the bot Commander moves its camera, and the moves replay into the frames', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chorehouse-commander-frames-'));
    writeFileSync(join(dir, 's.jsonl'), `${sessionLine(playedCoffeeSession('commander-frames'))}\n`);
    const { code } = await runCli(['export', 'games', '--sessions', 's.jsonl', '--out', 'data', '--include-bots', '--images', '--views', 'commander', '--size', '160'], dir);
    expect(code).toBe(0);
    const split = join(dir, 'data', 'images', 'valid_unseen');
    const folder = join(split, readdirSync(split)[0]!);
    const frames = readdirSync(folder).filter((f) => f.startsWith('commander.frame.'));
    const pictures = new Set(frames.map((f) => createHash('sha256').update(readFileSync(join(folder, f))).digest('hex')));
    expect(frames.length).toBeGreaterThan(20);
    // One picture for the whole game before the Commander moved its camera; now a view per place it watched from.
    expect(pictures.size).toBeGreaterThanOrEqual(4);
  }, 180_000);
});
