/**
 * The tutorial gate through the real UI: an MTurk worker (arriving from the HIT's link) is not
 * cleared for paired play, takes the tutorial (the rule-based solver says where to click; the page
 * carries it out), finishes it, and can then queue for a partner.
 */
import { expect, test } from '@playwright/test';
import { solveEpisode } from '@chorehouse/agents';
import { tutorialWorld } from '@chorehouse/protocol';
import { startGameServer, type GameServer } from './game-server.js';
import { KEY_OF } from './ui-player.js';

let server: GameServer;
test.beforeEach(async () => { server = await startGameServer({ requireVetting: true }); });
test.afterEach(async () => { await server.stop(); });

test('a crowd worker takes the tutorial, making coffee and cooking a potato slice, and is then cleared to find a partner', async ({ page }) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/?workerId=A1TUTORIALWORKER&assignmentId=3ASSIGN&hitId=3HIT`);
  await expect(page.getByTestId('instructions')).toBeVisible();
  await page.getByTestId('play-human').click();
  await expect(page.getByRole('alert')).toContainText('Take the tutorial first');

  await page.getByTestId('start-tutorial').click();
  await expect(page.getByTestId('tutorial')).toBeVisible();
  await expect(page.getByTestId('tutorial-submit')).toBeDisabled();
  const coffee = solveEpisode(tutorialWorld(), { taskName: 'Coffee', params: [] });
  const potato = solveEpisode(coffee.world, { taskName: 'Cooked Slice Of X', params: ['Potato'] });
  const view = page.getByTestId('follower-view');
  for (const { action, outcome } of [...coffee.trace, ...potato.trace]) {
    // A failed click changes nothing (and its button is rightly disabled): a person would not make it.
    if ('x' in action && !outcome.success) continue;
    if (!('x' in action)) {
      await page.keyboard.press(KEY_OF[action.name]!);
      continue;
    }
    const box = (await view.boundingBox())!;
    await view.click({ position: { x: action.x * box.width, y: action.y * box.height } });
    await page.locator(`[data-action="${action.name}"]`).click();
  }
  await page.screenshot({ path: 'apps/web/test-results/screenshots/tutorial-done.png' });
  await page.getByTestId('tutorial-submit').click();
  await expect(page.getByTestId('tutorial-passed')).toBeVisible();
  const { worker } = await server.admin<{ worker: { vetted: boolean } }>('/workers/mturk:A1TUTORIALWORKER');
  expect(worker.vetted).toBe(true);

  await page.getByRole('button', { name: 'Back to the start' }).click();
  await page.getByTestId('play-human').click();
  await expect(page.getByTestId('waiting-room')).toBeVisible();
  expect(errors).toEqual([]);
});
