/**
 * A worker who reloads again and again (each reload is a new connection, and a seated worker's
 * connection is sent the whole session) is refused past the server's budget: the page says why and
 * keeps trying, and lets the worker back into the same game once the budget refills.
 */
import { expect, test } from '@playwright/test';
import { startGameServer } from './game-server.js';
import { pair, say, shot } from './ux-pages.js';

test('reloading past the connection budget: the page explains the wait, then resumes the game', async ({ browser }) => {
  // Four connections a minute: one comes back every 15 s.
  const server = await startGameServer({ connectsPerMinute: 4 });
  const errors: string[] = [];
  try {
    // No connection of this worker's can be older than this: the budget refills from here on at the latest.
    const budgetFrom = Date.now();
    const [commander, follower] = await pair(browser, server, errors);
    await say(commander, 'Pick up the mug on the counter, please.');
    const inGame = follower.getByTestId('follower-screen');
    let reloads = 0;
    do {
      await follower.reload();
      reloads++;
      await expect(follower.locator('[data-testid=follower-screen], [data-testid=waiting-detail]').first()).toBeVisible();
    } while (await inGame.isVisible());
    // The budget of four: the first connection and at most three reloads, and one more for each 15 s
    // the reloads took (a slow machine's reloads outlast a refill).
    expect(reloads).toBeLessThanOrEqual(4 + Math.floor((Date.now() - budgetFrom) / 15_000));
    await expect(follower.getByText('Reconnecting to the game server…')).toBeVisible();
    await expect(follower.getByTestId('waiting-detail')).toContainText('You connected too many times in the last minute');
    await shot(follower, 'reconnect-refused');
    // The page tries again every 5 s; within the 15 s refill it is back in the same session.
    await expect(inGame).toBeVisible({ timeout: 30_000 });
    await expect(follower.getByTestId('chat-lines')).toContainText('Pick up the mug on the counter, please.');
    await expect(commander.getByTestId('commander-screen')).toBeVisible();
  } finally {
    await server.stop();
  }
  expect(errors).toEqual([]);
});
