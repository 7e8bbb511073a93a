/**
 * What a worker is told when something stands in the way (issue 48), at 1280x720, from the
 * worker's side: the practice bot did not understand (finding 5), an arrival refused for too many
 * tries says when to retry and gets in by itself (finding 6), the Commander may finish while the
 * partner is away once everything is done, and leaving the tutorial asks first.
 */
import { expect, test } from '@playwright/test';
import { startGameServer, type GameServer } from './game-server.js';
import { arrive, pair, say, shot, SIZES, watchErrors } from './ux-pages.js';

let server: GameServer | null = null;
test.afterEach(async () => { await server?.stop(); server = null; });

test('the practice bot does not understand a first message: the page says how to go on', async ({ browser }) => {
  server = await startGameServer();
  const errors: string[] = [];
  const page = await arrive(browser, server, 'Dana', errors);
  await page.getByTestId('play-bot').click();
  await expect(page.getByTestId('follower-screen')).toBeVisible();
  // The bot Commander speaks first; a chatty first message is not a request it reads.
  await expect(page.getByTestId('chat-lines').locator('li.theirs')).not.toHaveCount(0);
  await expect(page.getByTestId('bot-hint')).toHaveCount(0);
  await say(page, 'Hi there! How are you doing today, my friend?');
  const hint = page.getByTestId('bot-hint');
  await expect(hint).toBeVisible({ timeout: 20_000 });
  await expect(hint).toContainText('"what should I do?"');
  await shot(page, 'game-bot-hint');
  // A question it reads takes the hint away once the bot answers it.
  await say(page, 'where is the mug?');
  await expect(hint).toBeHidden({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

test('a worker refused for arriving too often is told when to retry, and the page gets in by itself', async ({ browser }) => {
  test.setTimeout(90_000);
  // Four arrivals a minute: a token back every 15 s, so the wait for the retry stays short.
  const perMinute = 4;
  server = await startGameServer({ arrivalsPerWorkerPerMinute: perMinute });
  const context = await browser.newContext({ viewport: SIZES.laptop });
  const errors: string[] = [];
  const link = `${server.url}/?workerId=A48LOOP&assignmentId=ASG48&hitId=HIT48`;
  // A stale tab reloading its link: each visit is an arrival, until the budget is spent.
  for (let i = 0; i < perMinute; i++) {
    const visit = await context.newPage();
    watchErrors(visit, errors);
    await visit.goto(link);
    await expect(visit.getByTestId('instructions')).toBeVisible();
    await visit.close();
  }
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(/arrived too many times in the last minute; try again in \d+ s\./);
  await shot(page, 'arrival-rate-limited');
  // Another worker behind the same address is not held up.
  const neighbour = await (await browser.newContext({ viewport: SIZES.laptop })).newPage();
  await neighbour.goto(`${server.url}/?workerId=A48NEIGHBOUR&assignmentId=ASG48N&hitId=HIT48`);
  await expect(neighbour.getByTestId('instructions')).toBeVisible();
  // The budget refills an arrival every 15 s; the page tries again when the server said it may.
  await expect(page.getByTestId('instructions')).toBeVisible({ timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('the Commander may check progress and finish while the Follower is away', async ({ browser }) => {
  server = await startGameServer({ disconnectGraceS: 60 });
  const errors: string[] = [];
  const [commander, follower] = await pair(browser, server, errors);
  await follower.close();
  await expect(commander.getByTestId('banner-partner-away')).toBeVisible();
  await expect(commander.getByTestId('progress-check')).toBeEnabled();
  await expect(commander.getByTestId('finish')).toBeEnabled();
  await commander.getByTestId('finish').click();
  await commander.getByTestId('finish-confirm').click();
  await expect(commander.getByTestId('survey')).toBeVisible();
  expect(errors).toEqual([]);
});

test('leaving the tutorial asks first, and staying keeps it', async ({ browser }) => {
  server = await startGameServer();
  const errors: string[] = [];
  const page = await arrive(browser, server, 'Tess', errors);
  await page.getByTestId('start-tutorial').click();
  await expect(page.getByTestId('tutorial')).toBeVisible();
  await page.getByTestId('tutorial-leave').click();
  await expect(page.getByTestId('tutorial-leave-confirm')).toContainText('What you have done here is lost');
  await page.getByRole('button', { name: 'Keep going' }).click();
  await expect(page.getByTestId('tutorial')).toBeVisible();
  await page.getByTestId('tutorial-leave').click();
  await page.getByTestId('tutorial-leave-yes').click();
  await expect(page.getByTestId('instructions')).toBeVisible();
  expect(errors).toEqual([]);
});
