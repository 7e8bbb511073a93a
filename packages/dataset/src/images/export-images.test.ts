import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportGames } from '../game/export-games.js';
import { fileSessionSource } from '../session/file-source.js';
import { sessionDocument } from '../session/recorded-session.js';
import { coffeeKitchen, coffeeScript, searchingScript } from '../testing/coffee-session.js';
import { scriptedSession } from '../testing/scripted-session.js';
import { exportImages, shardOf } from './export-images.js';
import { GAME_DONE_MARKER } from './frame-names.js';
import type { FrameRenderer, FrameRequest } from './frame-renderer.js';
import { checkInstanceImages, jpegDimensions } from './verify-images.js';

/** The header of a 900x900 baseline JPEG: enough for the layout (the real renderer is tested end to end elsewhere). */
const FAKE_JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x03, 0x84, 0x03, 0x84, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9]);

function layoutRenderer(): FrameRenderer & { requests: FrameRequest[] } {
  const requests: FrameRequest[] = [];
  return { pages: 2, requests, async render(r) { requests.push(r); return { image: FAKE_JPEG, width: r.size, height: r.size }; }, async close() {} };
}

describe('export images writes TEACh\'s images_and_states layout', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dataset-images-'));
  const data = join(dir, 'data');
  let gameIds: string[] = [];

  beforeAll(async () => {
    const world = coffeeKitchen();
    const sessions = [
      scriptedSession(world, searchingScript(), { sessionId: 'images-a', taskName: 'Coffee', benchmarkName: 'Make Coffee', split: 'valid_seen', gapMs: 1500 }),
      scriptedSession(world, coffeeScript(world), { sessionId: 'images-b', taskName: 'Coffee', benchmarkName: 'Make Coffee', split: 'valid_seen', gapMs: 2000 }),
      scriptedSession(world, coffeeScript(world), { sessionId: 'images-c', taskName: 'Coffee', benchmarkName: 'Make Coffee', split: 'train', gapMs: 1000 }),
    ];
    writeFileSync(join(dir, 's.jsonl'), sessions.map((s) => JSON.stringify(sessionDocument(s.session))).join('\n') + '\n');
    const games = await exportGames(fileSessionSource(join(dir, 's.jsonl')), { outDir: data, instances: { edh: true, tfd: true } });
    expect(games.flagged).toEqual([]);
    const bySession = new Map(games.written.map((g) => [g.sessionId, g.gameId]));
    gameIds = ['images-a', 'images-b', 'images-c'].map((id) => bySession.get(id)!);
  });

  it('every image an EDH or TfD instance names exists, as a 900x900 JPEG', async () => {
    const before = await checkInstanceImages(data);
    expect(before.instances).toBeGreaterThan(3);
    expect(before.missing.length).toBeGreaterThan(10);
    const renderer = layoutRenderer();
    const summary = await exportImages(data, renderer, { outDir: data, views: ['driver', 'commander', 'targetobject'], size: 900 });
    expect(summary).toMatchObject({ games: 3, written: 3, resumed: 0, flagged: [] });
    expect(summary.rendered).toBeLessThan(summary.frames);
    const after = await checkInstanceImages(data);
    expect(after).toMatchObject({ missing: [], wrong: [] });
    expect(after.images).toBe(before.images);
  });

  it('names use Python\'s float format and every interaction has its frames and state files, plus the end files', () => {
    const a = gameIds[0]!;
    const files = readdirSync(join(data, 'images', 'valid_seen', a));
    // Events 1.5 s apart; the first interaction (after two connects) is at 4.5, and 6.0 is written with ".0".
    for (const f of ['driver.frame.6.0.jpeg', 'commander.frame.6.0.jpeg', 'targetobject.frame.6.0.jpeg', 'statediff.6.0.json', 'driver.frame.4.5.jpeg']) expect(files).toContain(f);
    for (const f of ['driver.frame.end.jpeg', 'commander.frame.end.jpeg', 'targetobject.frame.end.jpeg', 'statediff.end.json', 'progresscheck.status.end.json', GAME_DONE_MARKER]) expect(files).toContain(f);
    expect(files.some((f) => /\.\d+\.jpeg$/.test(f) && !/\.\d+\.\d+\.jpeg$/.test(f))).toBe(false);
    const game = JSON.parse(readFileSync(join(data, 'games', 'valid_seen', `${a}.game.json`), 'utf8')) as { tasks: { episodes: { interactions: { time_start: number; agent_id: number; action_id: number }[] }[] }[] };
    const interactions = game.tasks[0]!.episodes[0]!.interactions;
    for (const i of interactions) expect(files).toContain(`driver.frame.${Number.isInteger(i.time_start) ? `${i.time_start}.0` : i.time_start}.jpeg`);
    const texts = interactions.filter((i) => i.action_id === 100);
    expect(files.filter((f) => f.startsWith('keyboard.')).length).toBe(texts.length);
    const kb = JSON.parse(readFileSync(join(data, 'images', 'valid_seen', a, 'keyboard.1.4.5.json'), 'utf8'));
    expect(kb).toEqual({ agent_id: 1, utterance: 'Hi, what should I do?' });
    expect(files.filter((f) => f.startsWith('progresscheck.status.')).length).toBe(interactions.filter((i) => i.action_id === 500).length + 1);
  });

  it('the target view is black until the first search, then shows the found object; each search writes its result and a mask', () => {
    const a = gameIds[0]!;
    const folder = join(data, 'images', 'valid_seen', a);
    const files = readdirSync(folder);
    const searchFiles = files.filter((f) => f.startsWith('progresscheck.Search') || f.startsWith('progresscheck.SelectOid')).sort();
    expect(searchFiles.length).toBe(2);
    const byText = JSON.parse(readFileSync(join(folder, files.find((f) => f.startsWith('progresscheck.SearchObject.'))!), 'utf8'));
    expect(byText).toMatchObject({ success: true, query: 'coffee machine', shown_oid: expect.stringMatching(/^CoffeeMachine\|/) });
    const byId = JSON.parse(readFileSync(join(folder, files.find((f) => f.startsWith('progresscheck.SelectOid.'))!), 'utf8'));
    expect(byId).toMatchObject({ success: true, shown_oid: expect.stringMatching(/^Mug\|/) });
    expect(files.filter((f) => f.startsWith('targetobject.mask.')).length).toBe(2);
    // The other games had no search: their target view stays black and they have no mask.
    expect(readdirSync(join(data, 'images', 'valid_seen', gameIds[1]!)).some((f) => f.startsWith('targetobject.mask.'))).toBe(false);
  });

  it('state diffs against the initial state, with floats to 4 decimals', () => {
    const folder = join(data, 'images', 'valid_seen', gameIds[0]!);
    const first = JSON.parse(readFileSync(join(folder, 'statediff.4.5.json'), 'utf8'));
    expect(first).toEqual({ agents: {}, objects: {} });
    const end = JSON.parse(readFileSync(join(folder, 'statediff.end.json'), 'utf8')) as { objects: Record<string, Record<string, unknown>> };
    const mug = Object.entries(end.objects).find(([id]) => id.startsWith('Mug|'))!;
    expect(mug[1]).toMatchObject({ isFilledWithLiquid: true, fillLiquid: 'coffee', isDirty: false });
    const floats = JSON.stringify(end).match(/\d+\.\d+/g) ?? [];
    expect(floats.every((f) => f.split('.')[1]!.length <= 4)).toBe(true);
  });

  it('--resume skips games whose folder is complete and redoes one without its marker', async () => {
    rmSync(join(data, 'images', 'valid_seen', gameIds[1]!, GAME_DONE_MARKER));
    const renderer = layoutRenderer();
    const summary = await exportImages(data, renderer, { outDir: data, views: ['driver', 'commander', 'targetobject'], size: 900, resume: true });
    expect(summary).toMatchObject({ games: 3, written: 1, resumed: 2 });
    expect(new Set(renderer.requests.map((r) => r.world.objects.length)).size).toBeGreaterThan(0);
    // Another size is not the same export: nothing is skipped.
    const other = await exportImages(data, layoutRenderer(), { outDir: join(dir, 'small'), views: ['driver'], size: 300, resume: true });
    expect(other.resumed).toBe(0);
  });

  it('--shard i/n splits the games by id, disjoint and complete', async () => {
    const seen: string[] = [];
    for (const index of [0, 1, 2]) {
      const out = join(dir, `shard${index}`);
      const s = await exportImages(data, layoutRenderer(), { outDir: out, views: ['driver'], size: 900, shard: { index, count: 3 } });
      const here = ['valid_seen', 'train'].flatMap((split) => (existsSync(join(out, 'images', split)) ? readdirSync(join(out, 'images', split)) : []));
      expect(here.length).toBe(s.written);
      expect(here.every((g) => shardOf(g, 3) === index)).toBe(true);
      seen.push(...here);
    }
    expect(seen.sort()).toEqual([...gameIds].sort());
  });

  it('jpegDimensions reads the size from the start-of-frame header', () => {
    expect(jpegDimensions(FAKE_JPEG)).toEqual({ width: 900, height: 900 });
    expect(jpegDimensions(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });
});
