/**
 * Practising as Commander with the bot (issue 19): a person's plain-English instructions, typed in
 * the Commander's chat without coordinates, lead the practice Follower to finish Make Coffee. The
 * bot answers a greeting, says "Done." after each step, and the checked task ends in success. And
 * an opening as people write it (issue 44): a greeting, a need, a hint with a remark, and a polite
 * request of two parts in one sentence, which the bot carries out whole.
 */
import { expect, test, type Page } from '@playwright/test';
import { startGameServer, type GameServer } from './game-server.js';
import { arrive, DOCS, say } from './ux-pages.js';

let server: GameServer | null = null;
test.afterEach(async () => { await server?.stop(); server = null; });

/** The Follower's lines in the Commander's chat. */
const followerLines = (page: Page) => page.locator('[data-testid="chat-lines"] li.theirs .said');

async function instruct(page: Page, text: string, reply: string | RegExp): Promise<void> {
  const before = await followerLines(page).count();
  await say(page, text);
  await expect(followerLines(page)).toHaveCount(before + 1, { timeout: 120_000 });
  await expect(followerLines(page).nth(before)).toHaveText(reply);
}

test('a person\'s plain English leads the practice bot to finish Make Coffee', async ({ browser }) => {
  test.setTimeout(300_000);
  server = await startGameServer();
  const errors: string[] = [];
  const page = await arrive(browser, server, 'Rosa', errors);
  await page.getByTestId('play-bot-commander').click();
  await expect(page.getByTestId('commander-screen')).toBeVisible();

  await instruct(page, 'Hello!', 'Hi! What should I do?');
  await instruct(page, 'Please wash the dirty mug in the sink.', 'Done.');
  await instruct(page, 'Pour the water out of the mug.', 'Done.');
  await instruct(page, 'Now make coffee in it.', 'Done.');
  await expect(followerLines(page).filter({ hasText: /Sorry, I only follow/ })).toHaveCount(0);

  await page.getByTestId('progress-check').click();
  await page.getByTestId('finish').click();
  await page.getByTestId('finish-confirm').click();
  await expect(page.getByTestId('ending-title')).toHaveAttribute('data-ending', 'success');
  expect(errors).toEqual([]);
});

test('the practice bot finishes Make Coffee from an opening as people write it: a greeting, then a need, a hint and a polite request', async ({ browser }) => {
  test.setTimeout(300_000);
  server = await startGameServer();
  const errors: string[] = [];
  const page = await arrive(browser, server, 'Iris', errors);
  await page.getByTestId('play-bot-commander').click();
  await expect(page.getByTestId('commander-screen')).toBeVisible();

  // No imperative in the first two sentences; the job is named, not spelled out step by step.
  await say(page, 'Hi there! We need a coffee today. The mug is by the coffee maker and it is dirty, could you wash it and then make the coffee?');
  await expect(followerLines(page).filter({ hasText: 'Done.' })).toHaveCount(1, { timeout: 120_000 });
  await expect(followerLines(page).filter({ hasText: /I can't|Sorry, I only follow/ })).toHaveCount(0);

  await page.getByTestId('progress-check').click();
  await page.getByTestId('finish').click();
  await page.getByTestId('finish-confirm').click();
  await expect(page.getByTestId('ending-title')).toHaveAttribute('data-ending', 'success');
  expect(errors).toEqual([]);
});

test('at 1280x720 the practice bot asks what "it" is when nothing was named, in the person\'s own verb, and rinses what the answer names', async ({ browser }) => {
  test.setTimeout(300_000);
  server = await startGameServer();
  const errors: string[] = [];
  const page = await arrive(browser, server, 'Jun', errors);
  await page.getByTestId('play-bot-commander').click();
  await expect(page.getByTestId('commander-screen')).toBeVisible();

  await instruct(page, 'could you rinse it', /^What should I rinse: the [a-z ]+(?:, the [a-z ]+)* or the [a-z ]+\?$/);
  await page.screenshot({ path: `${DOCS}/practice-bot-asks-1280x720.png` });
  await instruct(page, 'the mug', 'Done.');
  expect(errors).toEqual([]);
});
