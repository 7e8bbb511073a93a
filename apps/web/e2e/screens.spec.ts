/**
 * The play screens at the crowd's usual window sizes (issue 17): at 1280x720, 1366x768 and
 * 1920x1080 nothing scrolls, the chat input and every control are in the window, and the
 * Follower's view is as large as the height allows; in a shorter window (1024x520) the page scrolls
 * and no control is cut off. Saves each screen's screenshot at 1280x720
 * and 1920x1080 into apps/web/docs. Also: the found object inside the closed fridge, the chat
 * limit, and the Commander's reload keeping its Progress Check and found object.
 */
import { expect, test } from '@playwright/test';
import { startGameServer, type GameServer } from './game-server.js';
import { expectFits, expectReachable, pair, say, settled, shot, SIZES, shotsAtBothSizes, watchErrors, ZOOMED_LAPTOP } from './ux-pages.js';

let server: GameServer;
test.beforeEach(async () => { server = await startGameServer(); });
test.afterEach(async () => { await server.stop(); });

const FOLLOWER_PARTS = ['follower-view', 'chat-input', 'chat-left', 'map-panel', 'action-reasons', 'sim-console'];
const COMMANDER_PARTS = ['commander-follower-view', 'commander-own-view', 'progress-check', 'finish', 'search-input', 'chat-input', 'map-panel'];

test('both play screens fit each common window size, with the largest Follower view that fits', async ({ browser }) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  const [commander, follower] = await pair(browser, server, errors);
  // Mid-game: a chat, a Progress Check, a search for the egg in the closed fridge, a selection.
  await say(commander, 'Hello! First find the mug on the counter, left of the sink. '.repeat(3));
  await say(follower, 'Hi, I see the counter. Going there now.');
  await commander.getByTestId('progress-check').click();
  await expect(commander.getByTestId('progress-result')).toBeVisible();
  await commander.getByTestId('search-input').fill('egg');
  await commander.getByTestId('search-input').press('Enter');
  await expect(commander.getByTestId('target-where')).toHaveText('inside the fridge (closed)');
  await expect(commander.getByTestId('target-hidden')).toContainText('open the fridge');
  const view = follower.getByTestId('follower-view');
  const box = (await view.boundingBox())!;
  await view.click({ position: { x: box.width * 0.5, y: box.height * 0.62 } });

  for (const size of Object.values(SIZES)) {
    await commander.setViewportSize(size);
    await follower.setViewportSize(size);
    await expectFits(follower, FOLLOWER_PARTS);
    await expectFits(commander, COMMANDER_PARTS);
    const side = (await follower.getByTestId('follower-view').boundingBox())!.width;
    // The view takes the window's height less the header (and at most about half the width).
    expect(side, `Follower view at ${size.width}x${size.height}`).toBeGreaterThanOrEqual(Math.min(size.height - 80, size.width * 0.5) - 2);
  }
  // Shorter than the screens are laid out for: the page scrolls rather than cutting controls off.
  for (const [page, name] of [[commander, 'game-commander'], [follower, 'game-follower']] as const) {
    await page.setViewportSize(ZOOMED_LAPTOP);
    await settled(page);
    await expectReachable(page);
    await shot(page, name);
  }
  await shotsAtBothSizes(follower, 'game-follower');
  await shotsAtBothSizes(commander, 'game-commander');
  expect(errors).toEqual([]);
});

test('the chat shows how many characters are left and never cuts a long paste', async ({ browser }) => {
  const errors: string[] = [];
  const [commander] = await pair(browser, server, errors);
  await expect(commander.getByTestId('chat-left')).toHaveText('500 of 500 characters left');
  await commander.getByTestId('chat-input').fill('Go to the sink.');
  await expect(commander.getByTestId('chat-left')).toHaveText('485 of 500 characters left');
  const paste = 'x'.repeat(2000);
  await commander.getByTestId('chat-input').fill(paste);
  expect(await commander.getByTestId('chat-input').inputValue()).toHaveLength(2000);
  await expect(commander.getByTestId('chat-left')).toHaveText('1500 characters too long (the limit is 500): shorten it or send it in parts.');
  await expect(commander.getByRole('button', { name: 'Send' })).toBeDisabled();
  await commander.getByTestId('chat-input').press('Enter');
  await expect(commander.getByTestId('chat-lines')).not.toContainText('xxxx');
  await commander.getByTestId('chat-input').fill('x'.repeat(500));
  await commander.getByTestId('chat-input').press('Enter');
  await expect(commander.getByTestId('chat-lines')).toContainText('x'.repeat(500));
  // Pasted along with text, a character that would reverse the rest of the line is dropped as it arrives: what is sent reads as written.
  await commander.getByTestId('chat-input').fill('Take the \u202eknife\u0000 to the sink');
  await expect(commander.getByTestId('chat-input')).toHaveValue('Take the knife to the sink');
  await commander.getByTestId('chat-input').press('Enter');
  await expect(commander.getByTestId('chat-lines')).toContainText('Take the knife to the sink');
  await expect(commander.getByRole('alert')).toHaveCount(0);
  // People's words take their own direction (an Arabic line reads right to left), and a partner's name cannot turn the words around it.
  await expect(commander.locator('.chat-lines .said').last()).toHaveAttribute('dir', 'auto');
  await expect(commander.locator('p bdi').first()).toHaveText(/^(Ann|Bob)$/);
  expect(errors).toEqual([]);
});

test("the Commander's reload keeps its Progress Check and the found object", async ({ browser }) => {
  const errors: string[] = [];
  const [commander] = await pair(browser, server, errors);
  await commander.getByTestId('progress-check').click();
  await expect(commander.getByTestId('progress-result')).toContainText('The mug is clean');
  const summary = await commander.getByTestId('progress-summary').textContent();
  await commander.getByTestId('search-input').fill('egg');
  await commander.getByTestId('search-input').press('Enter');
  await expect(commander.getByTestId('target-name')).toHaveText('egg');

  await commander.reload();
  await expect(commander.getByTestId('commander-screen')).toBeVisible();
  await expect(commander.getByTestId('progress-result')).toContainText('The mug is clean');
  await expect(commander.getByTestId('progress-summary')).toHaveText(summary!);
  await expect(commander.getByTestId('target-name')).toHaveText('egg');
  await expect(commander.getByTestId('target-where')).toHaveText('inside the fridge (closed)');
  await expect(commander.getByTestId('target-view')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the arrival pages at both documented sizes: landing, how to play, waiting room', async ({ browser }) => {
  const errors: string[] = [];
  const page = await (await browser.newContext({ viewport: SIZES.laptop })).newPage();
  watchErrors(page, errors);
  await page.goto(server.url);
  await expect(page.getByTestId('name-input')).toBeVisible();
  await shotsAtBothSizes(page, 'game-landing');
  await page.getByTestId('name-input').fill('Eve');
  await page.getByTestId('enter').click();
  await expect(page.getByTestId('instructions')).toBeVisible();
  await shotsAtBothSizes(page, 'game-instructions');
  await page.getByTestId('play-human').click();
  await expect(page.getByTestId('waiting-room')).toBeVisible();
  await expect(page).toHaveTitle('Waiting for a partner… · Chorehouse');
  await shotsAtBothSizes(page, 'game-waiting-room');
  expect(errors).toEqual([]);
});
