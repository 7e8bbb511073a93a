/**
 * The completion page after a reload and in a new tab (issue 16): a crowd worker whose game ended
 * (here: it went idle beside the bot, so its code is a no-pay code with the reason; issue 48's first
 * finding) sees the same
 * code again after reloading and in a second tab of the same browser; another browser arriving with
 * the same MTurk id does not see it.
 */
import { expect, test } from '@playwright/test';
import { startGameServer, type GameServer } from './game-server.js';

let server: GameServer;
test.beforeEach(async () => { server = await startGameServer({ idle: { warningS: 1, timeoutS: 3 } }); });
test.afterEach(async () => { await server.stop(); });

test('the code comes back after a reload and in a new tab of the same browser, and never in another browser', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const link = `${server.url}/?workerId=A1RELOAD&assignmentId=ASG1&hitId=HIT1`;
  await page.goto(link);
  await expect(page.getByTestId('instructions')).toBeVisible();
  await page.getByTestId('play-bot').click();
  await expect(page.getByTestId('follower-screen')).toBeVisible();
  // The worker does nothing: the game ends for idleness and the page shows a no-pay code with the reason.
  await expect(page.getByTestId('completion')).toBeVisible({ timeout: 20_000 });
  const code = (await page.getByTestId('completion-code').textContent())!.trim();
  expect(code).toMatch(/^NX[A-Z2-9]{8}$/);
  // One source for the words and the pay: the page says the game is not paid, and nowhere that it is.
  await expect(page.getByTestId('ending-title')).toHaveAttribute('data-ending', 'you_idle');
  await expect(page.getByTestId('ending-reason')).toContainText('This game is not paid.');
  await expect(page.locator('main')).not.toContainText(/you are paid|still get your code/i);

  await page.reload();
  await expect(page.getByTestId('completion-code')).toHaveText(code);

  const tab = await context.newPage();
  await tab.goto(link);
  await expect(tab.getByTestId('completion-code')).toHaveText(code);

  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto(link);
  await expect(elsewhere.getByTestId('instructions')).toBeVisible();
  await elsewhere.waitForTimeout(1000);
  await expect(elsewhere.getByTestId('completion-code')).toHaveCount(0);
  expect(await elsewhere.content()).not.toContain(code);
});

test('a "no partner found" code survives a reload and a new tab; "Play another game" lets it go', async ({ browser }) => {
  await server.stop();
  server = await startGameServer({ waitingRoomTimeoutS: 2 });
  const context = await browser.newContext();
  const page = await context.newPage();
  const link = `${server.url}/?PROLIFIC_PID=P1RELOAD&STUDY_ID=ST1&SESSION_ID=SE1`;
  await page.goto(link);
  await page.getByTestId('play-human').click();
  await expect(page.getByTestId('completion')).toContainText('No partner was found in time', { timeout: 15_000 });
  const code = (await page.getByTestId('completion-code').textContent())!.trim();
  expect(code).toMatch(/^NP/);
  await page.reload();
  await expect(page.getByTestId('completion-code')).toHaveText(code);
  const tab = await context.newPage();
  await tab.goto(link);
  await expect(tab.getByTestId('completion-code')).toHaveText(code);
  await tab.getByRole('button', { name: 'Play another game' }).click();
  await expect(tab.getByTestId('instructions')).toBeVisible();
  await tab.reload();
  await expect(tab.getByTestId('instructions')).toBeVisible();
  await tab.waitForTimeout(2000);
  await expect(tab.getByTestId('completion')).toHaveCount(0);
});
