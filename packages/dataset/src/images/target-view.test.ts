import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchFrameRenderer, type FrameRenderer } from '@chorehouse/render/headless';
import { idOf, searchObjectsByName, TARGET_CAMERA_START, targetObjectCamera, type World } from '@chorehouse/sim';
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

interface ExportedSearches {
  readonly folder: string;
  readonly plan: readonly FramePlan[];
  readonly file: (name: string) => Buffer;
  /** The search result files, in time order. */
  readonly results: () => unknown[];
}

/** A scripted game 1.5 s a step exported with its target views and masks drawn at 300 px, and the plan they were drawn from. */
async function exportSearches(world: World, script: ScriptStep[], sessionId: string, renderer: FrameRenderer): Promise<ExportedSearches> {
  const dir = mkdtempSync(join(tmpdir(), 'dataset-target-view-'));
  const data = join(dir, 'data');
  const s = scriptedSession(world, script, { sessionId, taskName: 'Coffee', benchmarkName: 'Make Coffee', split: 'valid_seen', gapMs: 1500 });
  writeFileSync(join(dir, 's.jsonl'), `${JSON.stringify(sessionDocument(s.session))}\n`);
  const games = await exportGames(fileSessionSource(join(dir, 's.jsonl')), { outDir: data, query: { includeUnsuccessful: true } });
  expect(games.flagged).toEqual([]);
  const gameId = games.written[0]!.gameId;
  const folder = join(data, 'images', 'valid_seen', gameId);
  await exportImages(data, renderer, { outDir: data, views: ['targetobject'], size: 300 });
  const loaded = await readGame({ path: join(data, 'games', 'valid_seen', `${gameId}.game.json`), split: 'valid_seen', gameId });
  if (!loaded.ok) throw new Error('game does not load');
  const replay = replayGame(loaded.game);
  const plan = planGameImages(loaded.game, replay.worlds, replay.final, { views: ['targetobject'] }).frames;
  const file = (name: string) => readFileSync(join(folder, name));
  const time = (f: string) => parseFloat(f.split('.').slice(2).join('.'));
  const results = () => readdirSync(folder).filter((f) => f.startsWith('progresscheck.S')).sort((a, b) => time(a) - time(b)).map((f) => JSON.parse(file(f).toString()) as unknown);
  return { folder, plan, file, results };
}

let renderer: FrameRenderer;
beforeAll(async () => { renderer = await launchFrameRenderer({ pages: 1 }); }, 120_000);
afterAll(async () => { await renderer?.close(); });

describe('the target view and masks: TEACh\'s rule, drawn by the real renderer', () => {
  const world = coffeeKitchen();
  const lettuce = idOf(world, 'Lettuce');
  const fridge = idOf(world, 'Fridge');
  let plan: readonly FramePlan[] = [];
  let file: (name: string) => Buffer = () => Buffer.alloc(0);
  let results: () => unknown[] = () => [];

  beforeAll(async () => {
    ({ plan, file, results } = await exportSearches(world, searchScript(world), 'target-view', renderer));
  }, 180_000);

  it('a search shows the object, or the closed container it is shut in, as the live game\'s search does', () => {
    // The live rule: the server's search (searchObjectsByName / framedObject) frames the fridge for the lettuce.
    expect(searchObjectsByName(world, 'lettuce')[0]).toMatchObject({ object: { objectId: lettuce }, shownId: fridge });
    // As TEACh's replay writes them: no shown_oid when nothing was found.
    expect(results()).toEqual([
      { success: true, query: lettuce, shown_oid: fridge },
      { success: true, query: 'coffee machine', shown_oid: idOf(world, 'CoffeeMachine') },
      { success: false, query: 'unicorn' },
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

/** A first search that finds nothing, a turn, then one that finds the coffee machine. */
function nothingFirstScript(): ScriptStep[] {
  return [
    { kind: 'chat', role: 'commander', text: 'Let me look.' },
    { kind: 'search', by: 'text', value: 'unicorn' },
    { kind: 'act', role: 'follower', action: { name: 'Turn Left' } },
    { kind: 'search', by: 'text', value: 'coffee machine' },
    { kind: 'chat', role: 'commander', text: 'Found it.' },
  ];
}

describe('a first search that finds nothing turns the target camera on where it stands, as TEACh\'s replay does', () => {
  const world = coffeeKitchen();
  const machine = idOf(world, 'CoffeeMachine');
  let exported: ExportedSearches;
  const camera = (name: string) => exported.plan.find((f) => f.file === name)!.camera;

  beforeAll(async () => {
    exported = await exportSearches(world, nothingFirstScript(), 'nothing-first', renderer);
  }, 180_000);

  it('the view is black before it, then TEACh\'s target camera where its simulator put it, until a search finds something', () => {
    // Times, 1.5 s apart: chat 4.5, the search for nothing 6.0, turn 7.5, the coffee machine search 9.0, chat 10.5.
    expect(camera('targetobject.frame.4.5.jpeg')).toBeNull();
    expect(TARGET_CAMERA_START).toEqual({ position: { x: -1, y: 1, z: -2 }, yaw: 0, pitch: 0, roll: 90 });
    for (const t of ['6.0', '7.5', '9.0']) expect(camera(`targetobject.frame.${t}.jpeg`)).toEqual(TARGET_CAMERA_START);
    const afterFound = exported.plan.find((f) => f.file === 'targetobject.frame.10.5.jpeg')!;
    expect(afterFound.camera).toEqual(targetObjectCamera(afterFound.world, machine));
    expect(exported.results()).toEqual([{ success: false, query: 'unicorn' }, { success: true, query: 'coffee machine', shown_oid: machine }]);
  });

  it('the frames drawn from it are not black: the kitchen, turned a quarter as TEACh\'s camera is, up to the right', async () => {
    const black = exported.file('targetobject.frame.4.5.jpeg');
    expect(exported.file('targetobject.frame.6.0.jpeg')).not.toEqual(black);
    expect(exported.file('targetobject.frame.7.5.jpeg')).not.toEqual(black);
    const first = exported.plan.find((f) => f.file === 'targetobject.frame.6.0.jpeg')!;
    const drawn = await renderer.render({ world: first.world, camera: TARGET_CAMERA_START, size: 300, ids: true, format: 'png' });
    const ids = drawn.ids!;
    const floor = idOf(world, 'Floor');
    // The floor is down, so the frame's left: its pixels lie left of the middle.
    let left = 0;
    let right = 0;
    for (let k = 0; k < ids.pixels.length; k++) {
      if (ids.objectIds[ids.pixels[k]! - 1] !== floor) continue;
      if (k % ids.width < ids.width / 2) left++;
      else right++;
    }
    expect(left).toBeGreaterThan(300 * 300 * 0.05);
    expect(right).toBeLessThan(left / 10);
  });

  it('its mask is black; the search that finds something writes the found object\'s', () => {
    const black = exported.file('targetobject.frame.4.5.jpeg');
    expect(exported.plan.filter((f) => f.view === 'mask').map((m) => [m.file, m.mask ?? null])).toEqual([
      ['targetobject.mask.6.0.jpeg', null], ['targetobject.mask.9.0.jpeg', machine],
    ]);
    expect(exported.file('targetobject.mask.6.0.jpeg')).toEqual(black);
    expect(exported.file('targetobject.mask.9.0.jpeg')).not.toEqual(black);
  });
});
