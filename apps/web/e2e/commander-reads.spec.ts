/**
 * What the Commander reads (issue 48's minors), at 1280x720: the task in people's words, a ticked
 * Progress Check step naming the object that ticks it and where (the demo kitchen keeps a clean mug
 * in a cabinet, so "The mug is clean" is ticked before anyone rinses the dirty one), and the chat
 * still at its newest line after a reload.
 */
import { expect, test } from '@playwright/test';
import { startGameServer, type GameServer } from './game-server.js';
import { pair, say, shot } from './ux-pages.js';

let server: GameServer | null = null;
test.afterEach(async () => { await server?.stop(); server = null; });

test('the Commander reads its task in words, which object ticks a step and where, and the newest chat line after a reload', async ({ browser }) => {
  server = await startGameServer();
  const errors: string[] = [];
  const [commander] = await pair(browser, server, errors);
  await expect(commander.getByTestId('task-name')).toHaveText('Make coffee in a clean mug.');
  await commander.getByTestId('progress-check').click();
  const result = commander.getByTestId('progress-result');
  await expect(result).toBeVisible();
  // TEACh's answer ticks the step; the page says it is a mug shut in a cabinet that ticks it.
  await expect(result.getByTestId('ticked-by').first()).toHaveText(/Ticked by the mug inside the cabinet \(closed\)\./);
  await expect(commander.getByTestId('progress-summary')).toHaveText('1 of 2 done');
  await shot(commander, 'game-commander-ticked-by');
  // Enough lines to scroll the chat; after a reload the newest one is in view.
  for (let i = 1; i <= 14; i++) await say(commander, `Line ${i}: look in the cabinet under the toaster.`);
  await commander.reload();
  const lines = commander.getByTestId('chat-lines');
  await expect(lines.locator('li')).toHaveCount(14);
  await expect.poll(() => lines.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThanOrEqual(24);
  await expect(lines.locator('li').last()).toBeInViewport();
  expect(errors).toEqual([]);
});
