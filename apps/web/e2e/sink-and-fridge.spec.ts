/**
 * Issue 48, findings 2 and 3, from the worker's side at 1280x720 in FloorPlan10 (Clean All Cup, as
 * the pool draws it), the Follower practising with the bot Commander:
 * - carrying a cup beside the island in front of the sink, a click on the sink's rim selects the
 *   sink with Place enabled, and the cup goes into the basin; the faucet's top answers as its base;
 * - next to the fridge, in the way of its door, Open is grey and says which step clears it; after
 *   that step Open is enabled and the fridge opens.
 * The episode's world is the simulator's, with the Follower put where the finding happened.
 */
import { expect, test, type Page } from '@playwright/test';
import { generateEpisode, heldWorld, splitSeed } from '@chorehouse/scenes';
import {
  cameraBasis, castRay, findClickPoint, followerCamera, getObject, idOf, pickSceneFor, projectPoint, rayDirection, worldHash,
  type Box3, type FollowerState, type World,
} from '@chorehouse/sim';
import type { PoolEpisode } from '@chorehouse/protocol';
import { startGameServer, type GameServer } from './game-server.js';
import { KEY_OF } from './ui-player.js';
import { arrive, DOCS } from './ux-pages.js';

/** Screenshots for a reader of the test run; into apps/web/docs only when asked (CHOREHOUSE_DOCS_SHOTS). */
const SHOTS = DOCS;

const drawn = generateEpisode({ floorPlan: 10, task: 'Clean All X', params: ['Cup'], seed: splitSeed('valid_unseen', 1) });
if (!drawn.ok) throw new Error(drawn.reason);
const episode = drawn.episode;

function poolEpisode(world: World): PoolEpisode {
  return {
    id: `${episode.id}-e2e`, taskName: episode.task.name, benchmarkName: 'Clean All X', params: [...episode.task.params], floorPlan: 10,
    split: 'valid_unseen', seed: episode.seed, world: JSON.stringify(world), worldHash: worldHash(world), solutionSteps: 0, createdAt: 0,
  };
}

const boxCenter = (b: Box3) => ({ x: (b.min.x + b.max.x) / 2, y: (b.min.y + b.max.y) / 2, z: (b.min.z + b.max.z) / 2 });
const standing = (w: World, pose: Partial<FollowerState>): World => ({ ...w, follower: { ...w.follower, ...pose } });

/** Frame points (on a 90x90 grid) that show the object, with their neighbours (so pixel rounding cannot slip off it), nearest `near` first. */
function pixelsOf(w: World, objectId: string, near: { u: number; v: number }): { x: number; y: number }[] {
  const cam = cameraBasis(followerCamera(w));
  const scene = pickSceneFor(w);
  const shows = (x: number, y: number) => castRay(scene, cam.position, rayDirection(cam, x, y)).objectId === objectId;
  const m = 0.004;
  const out: { x: number; y: number; d: number }[] = [];
  for (let i = 0; i < 90; i++) {
    for (let j = 0; j < 90; j++) {
      const x = (i + 0.5) / 90, y = (j + 0.5) / 90;
      if (shows(x, y) && shows(x - m, y) && shows(x + m, y) && shows(x, y - m) && shows(x, y + m)) out.push({ x, y, d: Math.hypot(x - near.u, y - near.v) });
    }
  }
  return out.sort((a, b) => a.d - b.d).map(({ x, y }) => ({ x, y }));
}

async function startAsFollower(page: Page): Promise<void> {
  await page.getByTestId('play-bot').click();
  await expect(page.getByTestId('follower-screen')).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function clickView(page: Page, at: { x: number; y: number }): Promise<void> {
  const view = page.getByTestId('follower-view');
  const box = (await view.boundingBox())!;
  await view.click({ position: { x: at.x * box.width, y: at.y * box.height } });
}

let server: GameServer | null = null;
test.afterEach(async () => { await server?.stop(); server = null; });

test('carrying a cup beside the island, a click on the sink puts it in the basin; the faucet answers alike top and base', async ({ browser }) => {
  const cup = idOf(episode.world, 'Cup');
  const world = standing(heldWorld(episode.world, getObject(episode.world, cup)!), { x: -1.5, z: 0.75, yaw: 180, horizon: 30 });
  server = await startGameServer({ episodes: [poolEpisode(world)] });
  const errors: string[] = [];
  const page = await arrive(browser, server, 'Fay', errors);
  await startAsFollower(page);

  // The sink's rim, as close to the middle of the sink as the rim shows.
  const sink = idOf(world, 'Sink');
  const centre = projectPoint(cameraBasis(followerCamera(world)), boxCenter(getObject(world, sink)!.bbox))!;
  const rim = pixelsOf(world, sink, centre);
  expect(rim.length, 'the rim is in view').toBeGreaterThan(0);
  await clickView(page, rim[0]!);
  await expect(page.getByTestId('selected-name')).toHaveText('sink');
  await expect(page.locator('[data-action="Place"]')).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/sink-place-from-the-island-1280x720.png` });
  await page.locator('[data-action="Place"]').click();
  await expect(page.getByTestId('sim-console').locator('li').last()).toContainText('Placed the cup in the sink.');

  // The faucet's top and its base: the same buttons either way.
  const faucet = idOf(world, 'Faucet');
  const fb = getObject(world, faucet)!.bbox;
  const cam = cameraBasis(followerCamera(world));
  const top = pixelsOf(world, faucet, projectPoint(cam, { x: (fb.min.x + fb.max.x) / 2, y: fb.max.y, z: (fb.min.z + fb.max.z) / 2 })!)[0];
  const base = pixelsOf(world, faucet, projectPoint(cam, { x: (fb.min.x + fb.max.x) / 2, y: fb.min.y, z: (fb.min.z + fb.max.z) / 2 })!)[0];
  expect(top && base && top.y < base.y, 'the faucet shows a top above its base').toBe(true);
  const toggles = async (at: { x: number; y: number }) => {
    await clickView(page, at);
    await expect(page.getByTestId('selected-name')).toHaveText('faucet');
    return Promise.all(['ToggleOn', 'ToggleOff'].map((a) => page.locator(`[data-action="${a}"]`).isEnabled()));
  };
  const fromTop = await toggles(top!);
  expect(fromTop).toContain(true);
  expect(await toggles(base!)).toEqual(fromTop);
  await expect(page.getByTestId('action-reasons')).not.toContainText('too far');
  expect(errors).toEqual([]);
});

test('next to the fridge, in its door\'s way: Open is grey and names the step that clears it, and after that step the fridge opens', async ({ browser }) => {
  const world = standing(episode.world, { x: 0.25, z: 1, yaw: 90, horizon: 30, heldObjectId: null });
  server = await startGameServer({ episodes: [poolEpisode(world)] });
  const errors: string[] = [];
  const page = await arrive(browser, server, 'Fay', errors);
  await startAsFollower(page);

  const fridge = idOf(world, 'Fridge');
  await clickView(page, findClickPoint(world, fridge)!);
  await expect(page.getByTestId('selected-name')).toHaveText('fridge');
  await expect(page.locator('[data-action="Open"]')).toBeDisabled();
  await expect(page.getByTestId('action-reasons')).toContainText("The fridge's door would hit you. Step left, then open it.");
  await page.screenshot({ path: `${SHOTS}/fridge-door-in-the-way-1280x720.png` });

  // Step left, as the reason says, and wait for the server's answer to the step.
  const replies = await page.evaluate(() => window.__chorehouseTap.replies.length);
  await page.keyboard.press(KEY_OF['Pan Left']!);
  await page.waitForFunction((n) => window.__chorehouseTap.replies.length > n, replies);
  const after = standing(world, { z: 1.25 });
  await clickView(page, findClickPoint(after, fridge)!);
  await expect(page.getByTestId('selected-name')).toHaveText('fridge');
  await expect(page.locator('[data-action="Open"]')).toBeEnabled();
  await page.locator('[data-action="Open"]').click();
  await expect(page.getByTestId('sim-console').locator('li').last()).toContainText('Opened the fridge.');
  expect(errors).toEqual([]);
});
