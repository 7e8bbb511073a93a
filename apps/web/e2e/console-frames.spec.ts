/**
 * The console's frames: the replay viewer shows a contact sheet of the session (driver, commander
 * and target-object thumbnails just before each interaction, drawn on the server by the headless
 * renderer), a page of rows at a time. Screenshot: admin-contact-sheet.png.
 */
import { expect, test } from '@playwright/test';
import { pairPlayers, startConsoleServer, type ConsoleServer } from './admin-players.js';
import { DOCS, fullPageShot } from './ux-pages.js';


let server: ConsoleServer;
let sessionId = '';

test.beforeAll(async () => {
  server = await startConsoleServer();
  const players = await pairPlayers(server.url, ['Ann', 'Bob']);
  await Promise.all([players.commander.playAs('commander', 50), players.follower.playAs('follower', 50)]);
  expect((await players.commander.next('session/ended')).outcome).toBe('success');
  sessionId = players.sessionId;
  players.commander.close();
  players.follower.close();
});

test.afterAll(async () => { await server?.stop(); });

test('the replay viewer shows the session\'s frames as a contact sheet', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/admin.html#/replay/${sessionId}`);
  await page.getByTestId('token-input').fill(server.adminToken);
  await page.getByTestId('token-submit').click();
  const sheet = page.getByTestId('contact-sheet');
  const rows = sheet.getByTestId('contact-row');
  const count = sheet.getByTestId('contact-count');
  await expect(count).toBeVisible({ timeout: 150_000 });
  const total = Number(await count.getAttribute('data-total'));
  expect(total).toBeGreaterThan(4);
  await expect(rows).toHaveCount(Math.min(12, total));
  // Three decoded thumbnails per row: driver, commander, target object.
  const first = rows.first().locator('img');
  await expect(first).toHaveCount(3);
  expect(await first.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth))).toEqual([192, 192, 192]);
  await sheet.scrollIntoViewIfNeeded();
  await fullPageShot(page, `${DOCS}/admin-contact-sheet.png`);
  if (total > 12) {
    await sheet.getByTestId('contact-more').click();
    await expect(rows).toHaveCount(Math.min(24, total), { timeout: 150_000 });
  } else {
    await expect(sheet.getByTestId('contact-more')).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});
