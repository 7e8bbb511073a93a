/**
 * The tutorial played exactly as its tips say, through the UI at 1280x720 (issue 17): walk to each
 * object the tip names (keys), click it in the view, press the tip's button. The simulator's
 * messages show in the page, both tasks end done, and the server accepts the result. A second run
 * skips the emptying tip and sees the page say why the mug gets no coffee.
 */
import { expect, test, type Page } from '@playwright/test';
import { findViewpoint } from '@chorehouse/agents';
import { tutorialWorld } from '@chorehouse/protocol';
import { step, type ObjectActionName, type World } from '@chorehouse/sim';
import { TUTORIAL_TIP_ACTIONS, resolveTipTarget, type TipTarget } from '../src/pages/game/tutorial/tutorial-tasks.js';
import { startGameServer, type GameServer } from './game-server.js';
import { KEY_OF } from './ui-player.js';
import { expectFits, shotsAtBothSizes, SIZES, watchErrors } from './ux-pages.js';

let server: GameServer;
test.beforeEach(async () => { server = await startGameServer({ requireVetting: true }); });
test.afterEach(async () => { await server.stop(); });

/** Walks to the object, clicks it and presses the button; returns the world after, as the page has it. */
async function doTip(page: Page, world: World, name: ObjectActionName, target: TipTarget): Promise<World> {
  const vp = findViewpoint(world, resolveTipTarget(world, target), name);
  if (!vp.ok) throw new Error(`${name} ${target}: ${vp.message}`);
  let w = world;
  for (const move of vp.viewpoint.moves) {
    await page.keyboard.press(KEY_OF[move]!);
    w = step(w, 'follower', { name: move }).world;
  }
  const view = page.getByTestId('follower-view');
  const box = (await view.boundingBox())!;
  await view.click({ position: { x: vp.viewpoint.click.x * box.width, y: vp.viewpoint.click.y * box.height } });
  await page.locator(`[data-action="${name}"]`).click();
  const r = step(w, 'follower', { name, x: vp.viewpoint.click.x, y: vp.viewpoint.click.y });
  expect(r.outcome.success, `${name} ${target}: ${r.outcome.message}`).toBe(true);
  await expect(page.getByTestId('sim-console').locator('li').last()).toHaveText(r.outcome.message);
  return r.world;
}

async function openTutorial(page: Page, worker: string): Promise<void> {
  await page.goto(`${server.url}/?workerId=${worker}&assignmentId=3ASSIGN&hitId=3HIT`);
  await page.getByTestId('start-tutorial').click();
  await expect(page.getByTestId('tutorial')).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test('the tutorial played exactly as its tips say finishes both tasks and clears the worker', async ({ browser }) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  const page = await (await browser.newContext({ viewport: SIZES.laptop })).newPage();
  watchErrors(page, errors);
  await openTutorial(page, 'A1TIPSWORKER');
  await expectFits(page, ['follower-view', 'action-reasons', 'sim-console', 'tutorial-submit']);
  await shotsAtBothSizes(page, 'tutorial-start');
  let world = tutorialWorld();
  for (const [task, tips] of TUTORIAL_TIP_ACTIONS.entries()) {
    for (const [i, tip] of tips.entries()) {
      for (const { name, target } of tip) world = await doTip(page, world, name, target);
      if (task === 0 && i === 1) {
        // Rinsed: the page says the mug is clean and full of water, which the next tip deals with.
        await expect(page.getByTestId('sim-console')).toContainText('The mug is clean now, and full of water.');
        await shotsAtBothSizes(page, 'tutorial-mug-rinsed');
      }
    }
  }
  await expect(page.getByTestId('tutorial-submit')).toBeEnabled();
  await shotsAtBothSizes(page, 'tutorial-done');
  await page.getByTestId('tutorial-submit').click();
  await expect(page.getByTestId('tutorial-passed')).toBeVisible();
  const { worker } = await server.admin<{ worker: { vetted: boolean } }>('/workers/mturk:A1TIPSWORKER');
  expect(worker.vetted).toBe(true);
  expect(errors).toEqual([]);
});

test('skipping the tip to empty the mug: the page says why no coffee comes', async ({ browser }) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  const page = await (await browser.newContext({ viewport: SIZES.laptop })).newPage();
  watchErrors(page, errors);
  await openTutorial(page, 'A1SKIPWORKER');
  const [, rinse, , brew] = TUTORIAL_TIP_ACTIONS[0]!;
  let world = tutorialWorld();
  for (const { name, target } of [...rinse!, ...brew!]) world = await doTip(page, world, name, target);
  await expect(page.getByTestId('sim-console')).toContainText('already holds water, so the coffee machine cannot fill it with coffee. Pour the water out first');
  await expect(page.getByTestId('tutorial-submit')).toBeDisabled();
  await shotsAtBothSizes(page, 'tutorial-no-coffee-why');
  expect(errors).toEqual([]);
});
