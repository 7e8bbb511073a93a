/**
 * The console's collection plan at 1280x720 (issue 47) against a real game server: progress of a
 * finished session against a target set in the page, a task planned before it has episodes, and the
 * lobby paused with a message that a worker who tries to join then reads. Screenshot:
 * apps/web/test-results/screenshots/admin-plan-1280x720.png (apps/web/docs/ with CHOREHOUSE_DOCS_SHOTS=1).
 */
import { expect, test } from '@playwright/test';
import { pairPlayers, ScriptedPlayer, startConsoleServer, type ConsoleServer } from './admin-players.js';
import { DOCS } from './ux-pages.js';


let server: ConsoleServer;

test.beforeAll(async () => {
  server = await startConsoleServer();
  // One session two players play to its end: the plan counts it as done.
  const { commander, follower } = await pairPlayers(server.url, ['Ann', 'Bob']);
  await Promise.all([commander.playAs('commander', 0), follower.playAs('follower', 0)]);
  expect((await commander.next('session/ended')).outcome).toBe('success');
  commander.close();
  follower.close();
});

test.afterAll(async () => { await server?.stop(); });

test('the plan page sets targets and shows progress; the lobby pauses with a message workers read', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${server.url}/admin.html#/plan`);
  await page.getByTestId('token-input').fill(server.adminToken);
  await page.getByTestId('token-submit').click();

  const coffee = page.locator('[data-testid="plan-row"][data-task="Make Coffee"]');
  await expect(coffee).toContainText('not in the plan');
  await coffee.getByLabel('Make Coffee target').fill('3');
  await coffee.getByRole('button', { name: 'Set' }).click();
  await expect(coffee).not.toContainText('not in the plan');
  // target 3, done 1, in play 0: 2 remaining; the one session succeeded.
  await expect(coffee.getByTestId('plan-remaining')).toHaveText('2');
  await expect(coffee.getByTestId('plan-done')).toHaveText('1');
  await expect(coffee).toContainText('100%');
  await expect(page.getByTestId('plan-totals')).toHaveText('1 done, 0 in play, 2 of 3 targeted sessions to go');

  // A task with no episode yet can be planned; an unknown one is refused with the server's reason.
  await page.getByLabel('task to plan').fill('Make Tee');
  await page.getByLabel('new task target').fill('2');
  await page.getByRole('button', { name: 'Plan task' }).click();
  await expect(page.getByTestId('plan-error')).toContainText('No task "Make Tee"');
  await page.getByLabel('task to plan').fill('Water Plant');
  await page.getByRole('button', { name: 'Plan task' }).click();
  await expect(page.locator('[data-testid="plan-row"][data-task="Water Plant"]')).toContainText('closed');

  await page.getByLabel('pause message').fill('We are updating the study; back at 15:00 UTC.');
  await page.getByRole('button', { name: 'Pause the lobby' }).click();
  await expect(page.getByTestId('lobby-message')).toHaveText('We are updating the study; back at 15:00 UTC.');
  const cy = await ScriptedPlayer.arrive(server.url, 'Cy');
  expect(await cy.request({ type: 'lobby/join' })).toEqual({ ok: false, error: { code: 'lobby/paused', message: 'We are updating the study; back at 15:00 UTC.' } });
  await page.screenshot({ path: `${DOCS}/admin-plan-1280x720.png` });

  await page.getByRole('button', { name: 'Resume the lobby' }).click();
  await expect(page.getByTestId('lobby-card')).toContainText('open');
  expect(await cy.request({ type: 'lobby/join' })).toMatchObject({ ok: true, queued: true });
  cy.close();
  expect(errors).toEqual([]);
});
