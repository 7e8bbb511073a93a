/**
 * Nobody else comes: a Prolific worker arriving from the study's link waits, sees the time left,
 * and when the waiting room times out gets a "no partner found" completion code and the way back to
 * Prolific.
 */
import { expect, test } from '@playwright/test';
import { startGameServer, type GameServer } from './game-server.js';

let server: GameServer;
test.beforeEach(async () => { server = await startGameServer({ waitingRoomTimeoutS: 4, prolificCompletionUrl: 'https://app.prolific.com/submissions/complete' }); });
test.afterEach(async () => { await server.stop(); });

test('a Prolific worker nobody is paired with gets a code and the link back to Prolific', async ({ page }) => {
  await page.goto(`${server.url}/?PROLIFIC_PID=5f0prolific&STUDY_ID=study1&SESSION_ID=sess1`);
  await page.getByTestId('play-human').click();
  await expect(page.getByTestId('waiting-room')).toContainText('If nobody joins in the next 0:0');
  await expect(page.getByTestId('completion')).toContainText('No partner was found in time', { timeout: 15_000 });
  const code = (await page.getByTestId('completion-code').textContent())!.trim();
  expect(code.length).toBeGreaterThan(4);
  const back = page.getByRole('link', { name: 'Go now' });
  await expect(back).toHaveAttribute('href', new RegExp(`^https://app\\.prolific\\.com/submissions/complete\\?cc=${code}$`));
  await page.screenshot({ path: 'apps/web/test-results/screenshots/no-partner.png' });
});
