/**
 * Each way a game ends shows its reason to the worker (issue 17): the partner left (with the seat
 * offer), and success; and the completion page after a reload. Inactivity and the research team's
 * end are in pay-pages.spec.ts, with every other ending in both seats.
 * Short idle and disconnect limits (the demo server's env) make each ending come in seconds.
 */
import { expect, test, type Page } from '@playwright/test';
import { startGameServer, type GameServer } from './game-server.js';
import { UiPlayer } from './ui-player.js';
import { arrive, expectFits, pair, say, shot, shotsAtBothSizes } from './ux-pages.js';

let server: GameServer | null = null;
test.afterEach(async () => { await server?.stop(); server = null; });

async function expectEnding(page: Page, kind: string, title: RegExp, detail: RegExp): Promise<void> {
  await expect(page.getByTestId('ending-title')).toHaveAttribute('data-ending', kind);
  await expect(page.getByTestId('ending-title')).toHaveText(title);
  await expect(page.getByTestId('ending-reason')).toHaveText(detail);
}

test('the partner leaves: the Commander is told the partner left, and the code page says so after a reload', async ({ browser }) => {
  server = await startGameServer({ disconnectGraceS: 3 });
  const errors: string[] = [];
  const [commander, follower] = await pair(browser, server, errors);
  await follower.close();
  await expect(commander.getByTestId('banner-partner-away')).toBeVisible();
  await expect(commander).toHaveTitle(/Paused: partner away/);
  // After the grace period the one who stayed may finish with a bot; here it ends the game instead.
  await expect(commander.getByTestId('seat-offer')).toBeVisible({ timeout: 30_000 });
  await commander.getByTestId('seat-offer-decline').click();
  await expect(commander.getByTestId('completion')).toBeVisible({ timeout: 30_000 });
  await expectEnding(commander, 'partner_left', /your partner left/, /did not come back in time.*you are paid for this game/);
  const code = await commander.getByTestId('completion-code').textContent();
  await shotsAtBothSizes(commander, 'ending-partner-left');

  await commander.reload();
  await expect(commander.getByTestId('completion')).toBeVisible();
  await expect(commander.getByTestId('completion-code')).toHaveText(code!);
  await expectEnding(commander, 'partner_left', /your partner left/, /did not come back in time/);
  expect(errors).toEqual([]);
});

test('the partner leaves and the one who stayed finishes with a bot: a clear choice, then the bot plays the empty seat', async ({ browser }) => {
  server = await startGameServer({ disconnectGraceS: 2, seatOfferS: 120 });
  const errors: string[] = [];
  const [commander, follower] = await pair(browser, server, errors, { width: 1280, height: 720 });
  await follower.close();
  const offer = commander.getByTestId('seat-offer');
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await expect(offer).toContainText('Your partner has left');
  await expect(offer).toContainText('with a bot as the Follower');
  await expect(offer).toContainText('you keep your completion code');
  await expect(offer).toContainText(/ends by itself in \d+ seconds/);
  // The banner behind the offer no longer says to wait for the partner.
  await expect(commander.getByTestId('banner-partner-away')).toContainText('did not come back');
  // The views give the two-line banner its height: nothing is cut off at the bottom of the window.
  await expectFits(commander, ['commander-follower-view', 'commander-own-view', 'map-panel', 'chat-input']);
  await shot(commander, 'seat-offer-commander');
  await commander.getByTestId('seat-offer-accept').click();
  await expect(offer).toBeHidden();
  await expect(commander.getByText('Tell the bot what to do')).toBeVisible();
  // The bot answers in the empty seat, over the same door as any player.
  await say(commander, 'Hello, can you hear me?');
  await expect(commander.getByTestId('chat-lines').locator('li.theirs')).toHaveCount(1);
  const session = (await server.admin<{ sessions: { id: string; seats?: { follower: string } }[] }>('/sessions')).sessions[0]!;
  const detail = await server.admin<{ session: { seats: { commander: string; follower: string } } }>(`/sessions/${session.id}`);
  expect(detail.session.seats).toEqual({ commander: 'human', follower: 'replaced' });
  expect(errors).toEqual([]);
});

test('success: the Commander plays with the bot Follower to the end; the survey says the task is done, then the code survives a reload', async ({ browser }) => {
  test.setTimeout(300_000);
  server = await startGameServer();
  const errors: string[] = [];
  const page = await arrive(browser, server, 'Dana', errors);
  await page.getByTestId('play-bot-commander').click();
  await expect(page.getByTestId('commander-screen')).toBeVisible();
  const player = new UiPlayer(page, 'commander');
  await player.play();
  expect(player.problems).toEqual([]);
  await expect(page.getByTestId('survey')).toBeVisible();
  await expectEnding(page, 'success', /the task is done/, /You checked the task and finished the game/);
  await expect(page).toHaveTitle(/Game over/);
  await shotsAtBothSizes(page, 'game-survey');
  await page.getByTestId('rating-5').check();
  await page.getByTestId('survey-submit').click();
  await expect(page.getByTestId('completion')).toBeVisible();
  const code = await page.getByTestId('completion-code').textContent();
  await shotsAtBothSizes(page, 'game-completion');
  // The success ending in the pay pages' series (the Follower's side of a finish is ending-finished-together-follower).
  await shot(page, 'ending-success-commander');
  await page.reload();
  await expect(page.getByTestId('completion')).toBeVisible();
  await expect(page.getByTestId('completion-code')).toHaveText(code!);
  expect(errors).toEqual([]);
});
