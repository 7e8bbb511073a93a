import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchFrameRenderer, type FrameRenderer } from '@chorehouse/render/headless';
import { idOf, searchObjectsByName, targetObjectCamera, type World } from '@chorehouse/sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportGames } from '../game/export-games.js';
import { readGame } from '../instances/game-files.js';
import { replayGame } from '../instances/load-game.js';
import { fileSessionSource } from '../session/file-source.js';
import { sessionDocument } from '../session/recorded-session.js';
import { coffeeKitchen } from '../testing/coffee-session.js';
import { scriptedSession, type ScriptStep } from '../testing/scripted-session.js';
import { exportImages } from './export-images.js';
import { planGameImages, type FramePlan } from './game-images-plan.js';

/** Searches 1.5 s apart: the lettuce shut in the fridge (by id), the coffee machine (by text), then nothing. */
function searchScript(world: World): ScriptStep[] {
  return [
    { kind: 'chat', role: 'commander', text: 'Let me look.' },
    { kind: 'search', by: 'id', value: idOf(world, 'Lettuce') },
    { kind: 'act', role: 'follower', action: { name: 'Turn Left' } },
    { kind: 'search', by: 'text', value: 'coffee machine' },
    { kind: 'search', by: 'text', value: 'unicorn' },
    { kind: 'chat', role: 'commander', text: 'Found it.' },
  ];
}

describe('the target view and masks: TEACh\'s rule, drawn by the real renderer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dataset-target-view-'));
  const data = join(dir, 'data');
  const world = coffeeKitchen();
  const lettuce = idOf(world, 'Lettuce');
  const fridge = idOf(world, 'Fridge');
  let renderer: FrameRenderer;
  let folder = '';
  let plan: readonly FramePlan[] = [];
  const file = (name: string) => readFileSync(join(folder, name));

  beforeAll(async () => {
    const s = scriptedSession(world, searchScript(world), { sessionId: 'target-view', taskName: 'Coffee', benchmarkName: 'Make Coffee', split: 'valid_seen', gapMs: 1500 });
    writeFileSync(join(dir, 's.jsonl'), `${JSON.stringify(sessionDocument(s.session))}\n`);
    const games = await exportGames(fileSessionSource(join(dir, 's.jsonl')), { outDir: data, query: { includeUnsuccessful: true } });
    expect(games.flagged).toEqual([]);
    const gameId = games.written[0]!.gameId;
    folder = join(data, 'images', 'valid_seen', gameId);
    renderer = await launchFrameRenderer({ pages: 1 });
    await exportImages(data, renderer, { outDir: data, views: ['targetobject'], size: 300 });
    const loaded = await readGame({ path: join(data, 'games', 'valid_seen', `${gameId}.game.json`), split: 'valid_seen', gameId });
    if (!loaded.ok) throw new Error('game does not load');
    const replay = replayGame(loaded.game);
    plan = planGameImages(loaded.game, replay.worlds, replay.final, { views: ['targetobject'] }).frames;
  }, 180_000);
  afterAll(async () => { await renderer?.close(); });

  it('a search shows the object, or the closed container it is shut in, as the live game\'s search does', () => {
    // The live rule: the server's search (searchObjectsByName / framedObject) frames the fridge for the lettuce.
    expect(searchObjectsByName(world, 'lettuce')[0]).toMatchObject({ object: { objectId: lettuce }, shownId: fridge });
    const results = readdirSync(folder).filter((f) => f.startsWith('progresscheck.S')).sort((a, b) => parseFloat(a.split('.').slice(2).join('.')) - parseFloat(b.split('.').slice(2).join('.')));
    expect(results.map((f) => JSON.parse(file(f).toString()) as object)).toEqual([
      { success: true, query: lettuce, shown_oid: fridge },
      { success: true, query: 'coffee machine', shown_oid: idOf(world, 'CoffeeMachine') },
      { success: false, query: 'unicorn', shown_oid: '' },
    ]);
  });

  it('the first search\'s own target frame is the view after it (not black), and shows the shown object', async () => {
    // Times, 1.5 s apart: chat 4.5, the lettuce search 6.0, turn 7.5, searches 9.0 and 10.5.
    expect(file('targetobject.frame.4.5.jpeg')).not.toEqual(file('targetobject.frame.6.0.jpeg'));
    const first = plan.find((f) => f.file === 'targetobject.frame.6.0.jpeg')!;
    expect(first.camera).toEqual(targetObjectCamera(world, lettuce));
    const drawn = await renderer.render({ world: first.world, camera: first.camera!, size: 300, ids: true, format: 'png' });
    const fridgePixels = drawn.ids!.pixels.filter((k) => drawn.ids!.objectIds[k - 1] === fridge).length;
    expect(fridgePixels).toBeGreaterThan(300 * 300 * 0.05);
    // Before the first search the view is black; after it, it follows what was shown.
    expect(plan.find((f) => f.file === 'targetobject.frame.4.5.jpeg')!.camera).toBeNull();
    expect(plan.find((f) => f.file === 'targetobject.frame.7.5.jpeg')!.camera).toEqual(targetObjectCamera(first.world, lettuce));
  });

  it('every search writes a mask of what it shows: the container for a shut-in object, black when nothing was found', () => {
    const masks = plan.filter((f) => f.view === 'mask');
    expect(masks.map((m) => [m.file, m.mask ?? null])).toEqual([
      ['targetobject.mask.6.0.jpeg', fridge], ['targetobject.mask.9.0.jpeg', idOf(world, 'CoffeeMachine')], ['targetobject.mask.10.5.jpeg', null],
    ]);
    const black = file('targetobject.frame.4.5.jpeg');
    expect(file('targetobject.mask.6.0.jpeg')).not.toEqual(black);
    expect(file('targetobject.mask.9.0.jpeg')).not.toEqual(black);
    expect(file('targetobject.mask.10.5.jpeg')).toEqual(black);
  });
});
