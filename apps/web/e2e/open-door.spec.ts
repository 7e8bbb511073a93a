/**
 * A click on an open fridge door selects the fridge (issue 17), at 1280x720 in the tutorial's
 * demo kitchen: open the fridge, click the middle of its swung door where the page draws it, and
 * the page selects the fridge and offers Close.
 */
import { expect, test } from '@playwright/test';
import { findViewpoint } from '@chorehouse/agents';
import { cameraBasis, createDemoKitchen, followerCamera, getObject, idOf, openDoorBoxes, projectPoint, step, type World } from '@chorehouse/sim';
import { startGameServer, type GameServer } from './game-server.js';
import { KEY_OF } from './ui-player.js';
import { DOCS, SIZES, watchErrors } from './ux-pages.js';

let server: GameServer;
test.beforeEach(async () => { server = await startGameServer(); });
test.afterEach(async () => { await server.stop(); });

/** The middle of the door's outer half, in frame coordinates. */
function doorPoint(w: World, fridgeId: string): { x: number; y: number } | null {
  const door = openDoorBoxes(getObject(w, fridgeId)!, w.nav)[0]!;
  const uv = projectPoint(cameraBasis(followerCamera(w)), { x: (door.min.x + door.max.x) / 2, y: door.min.y + (door.max.y - door.min.y) * 0.45, z: (door.min.z + door.max.z) / 2 });
  return uv && uv.u > 0.05 && uv.u < 0.95 && uv.v > 0.05 && uv.v < 0.95 ? { x: uv.u, y: uv.v } : null;
}

test('a click on the open fridge door selects the fridge', async ({ browser }) => {
  const errors: string[] = [];
  const page = await (await browser.newContext({ viewport: SIZES.laptop })).newPage();
  watchErrors(page, errors);
  await page.goto(server.url);
  await page.getByTestId('name-input').fill('Fay');
  await page.getByTestId('enter').click();
  await page.getByTestId('start-tutorial').click();
  await expect(page.getByTestId('tutorial')).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  let world = createDemoKitchen();
  const fridgeId = idOf(world, 'Fridge');
  const vp = findViewpoint(world, fridgeId, 'Open');
  if (!vp.ok) throw new Error(vp.message);
  for (const move of vp.viewpoint.moves) { await page.keyboard.press(KEY_OF[move]!); world = step(world, 'follower', { name: move }).world; }
  const view = page.getByTestId('follower-view');
  const box = (await view.boundingBox())!;
  await view.click({ position: { x: vp.viewpoint.click.x * box.width, y: vp.viewpoint.click.y * box.height } });
  await page.locator('[data-action="Open"]').click();
  world = step(world, 'follower', { name: 'Open', x: vp.viewpoint.click.x, y: vp.viewpoint.click.y }).world;
  await expect(page.getByTestId('sim-console').locator('li').last()).toHaveText('Opened the fridge.');

  // Step back until the door is in view (each step as the page does it).
  let at = doorPoint(world, fridgeId);
  for (let i = 0; i < 4 && !at; i++) {
    await page.keyboard.press(KEY_OF.Backward!);
    world = step(world, 'follower', { name: 'Backward' }).world;
    at = doorPoint(world, fridgeId);
  }
  expect(at, 'the open door is in view').not.toBeNull();
  // Select something else first, so the selection below is the door's doing.
  await view.click({ position: { x: 2, y: box.height - 2 } });
  await view.click({ position: { x: at!.x * box.width, y: at!.y * box.height } });
  await expect(page.getByTestId('selected-name')).toHaveText('fridge');
  await expect(page.locator('[data-action="Close"]')).toBeEnabled();
  await page.screenshot({ path: `${DOCS}/open-fridge-door-selected-1280x720.png` });
  await page.locator('[data-action="Close"]').click();
  await expect(page.getByTestId('sim-console').locator('li').last()).toHaveText('Closed the fridge.');
  expect(errors).toEqual([]);
});
