/**
 * The admin and researcher console (admin.html) against a real game server with scripted players:
 * a wrong token is refused; the live table lists a session two players are playing and spectating
 * shows their moves; the replay viewer plays a finished session to its end and its last frame's
 * hash is the live world's; workers, pool growth and data. Screenshots go to apps/web/test-results/screenshots/admin-*.png
 * (apps/web/docs/ with CHOREHOUSE_DOCS_SHOTS=1).
 */
import { expect, test, type Page } from '@playwright/test';
import { worldHash } from '@chorehouse/sim';
import { pairPlayers, startConsoleServer, type ConsoleServer } from './admin-players.js';
import { DOCS, fullPageShot } from './ux-pages.js';

// CHOREHOUSE_DOCS_SHOTS=1 refreshes the committed screenshots; other runs leave them alone.

let server: ConsoleServer;
let finished: { sessionId: string; liveHash: string };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startConsoleServer();
  // A finished session to replay: two scripted players make coffee in the demo kitchen, a move every 150 ms.
  const { commander, follower, sessionId } = await pairPlayers(server.url, ['Ann', 'Bob']);
  const [bot] = await Promise.all([commander.playAs('commander', 150), follower.playAs('follower', 150)]);
  expect((await commander.next('session/ended')).outcome).toBe('success');
  await follower.next('session/ended');
  await commander.request({ type: 'survey', rating: 5, comment: 'clear instructions' });
  await follower.request({ type: 'survey', rating: 4, comment: '' });
  finished = { sessionId, liveHash: worldHash(bot.mirror.world!) };
  commander.close();
  follower.close();
});

test.afterAll(async () => { await server?.stop(); });

function failOnPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function signIn(page: Page, hash = ''): Promise<void> {
  await page.goto(`${server.url}/admin.html${hash}`);
  await page.getByTestId('token-input').fill(server.adminToken);
  await page.getByTestId('token-submit').click();
  await expect(page.locator('.topbar')).toBeVisible();
}

test('a wrong token is refused; the right one is kept for the tab, never in the URL', async ({ page }) => {
  const errors = failOnPageErrors(page);
  await page.goto(`${server.url}/admin.html`);
  await page.getByTestId('token-input').fill('not-the-admin-token');
  await page.getByTestId('token-submit').click();
  await expect(page.getByTestId('token-error')).toContainText('not the admin token');
  await expect(page.locator('.topbar')).toHaveCount(0);
  await page.screenshot({ path: `${DOCS}/admin-token.png` });

  await page.getByTestId('token-input').fill(server.adminToken);
  await page.getByTestId('token-submit').click();
  await expect(page.getByTestId('ended-session-row').first()).toBeVisible();
  expect(page.url()).not.toContain(server.adminToken);
  expect(await page.evaluate(() => [sessionStorage.getItem('chorehouse.adminToken'), localStorage.length])).toEqual([server.adminToken, 0]);
  // A reload keeps the tab signed in.
  await page.reload();
  await expect(page.locator('.topbar')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the pool grows with progress, any library task with chosen parameters and a quota each', async ({ page }) => {
  await signIn(page, '#/pool');
  await expect(page.getByTestId('pool-table')).toContainText('Make Coffee');
  await expect(page.getByTestId('task-picks').locator('tr.pick')).toHaveCount(25);
  await page.getByRole('button', { name: 'none' }).click();
  for (const task of ['Water Plant', 'Make Coffee']) await page.locator(`tr.pick[data-task="${task}"] input[type="checkbox"]`).check();
  // A task outside the benchmark, with its parameters typed, two episodes.
  const sliced = page.locator('tr.pick[data-task="Sliced X"]');
  await sliced.getByTestId('params').fill('Apple');
  await sliced.locator('input[type="number"]').fill('2');
  await expect(page.locator('.grow-row')).toContainText('4 episodes');
  await page.getByTestId('grow').click();
  await expect(page.getByTestId('growth')).toContainText('4/4', { timeout: 150_000 });
  await expect(page.getByTestId('growth')).toContainText('done');
  await expect(page.getByTestId('pool-table')).toContainText('Water Plant');
  await expect(page.getByTestId('pool-table')).toContainText('Sliced X [Apple]');
  await fullPageShot(page, `${DOCS}/admin-pool.png`);
});

test('the live table lists a session two scripted players are playing; spectating shows their moves', async ({ page }) => {
  const errors = failOnPageErrors(page);
  const { commander, follower, sessionId } = await pairPlayers(server.url, ['Cleo', 'Dan']);
  await signIn(page);
  const row = page.locator(`[data-testid="live-session-row"][data-session="${sessionId}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('follower-actions')).toHaveText('0');
  await expect(row.locator('[data-testid="commander-connection"]')).toHaveAttribute('data-connected', 'on');
  // The table follows the game without a reload.
  expect(await follower.request({ type: 'action', name: 'Turn Left' })).toMatchObject({ ok: true });
  await commander.request({ type: 'chat', text: 'Hi! Please water the plant.' });
  await expect(row.getByTestId('follower-actions')).toHaveText('1');
  await expect(row.getByTestId('utterances')).toHaveText('1');
  await fullPageShot(page, `${DOCS}/admin-sessions.png`);

  await row.click();
  await expect(page.getByTestId('chat-line')).toContainText(['Please water the plant']);
  const view = page.getByTestId('follower-view');
  await expect(view.locator('canvas')).toBeVisible();
  await page.waitForTimeout(1500);
  const before = await view.screenshot();
  const seqBefore = Number(await page.getByTestId('last-event').getAttribute('data-seq'));

  expect(await follower.request({ type: 'action', name: 'Turn Right' })).toMatchObject({ ok: true });
  expect(await follower.request({ type: 'action', name: 'Turn Right' })).toMatchObject({ ok: true });
  await follower.request({ type: 'chat', text: 'On it. Where is the plant?' });
  await commander.request({ type: 'progress_check' });
  await expect(page.getByTestId('chat-line')).toHaveCount(2);
  await expect(page.getByTestId('progress-check')).toContainText('goal conditions');
  await expect.poll(async () => Number(await page.getByTestId('last-event').getAttribute('data-seq'))).toBeGreaterThanOrEqual(seqBefore + 4);
  await page.waitForTimeout(1500);
  expect((await view.screenshot()).equals(before)).toBe(false);
  await fullPageShot(page, `${DOCS}/admin-spectate.png`);
  // The session's clock ticks while nothing happens.
  const clock = await page.getByTestId('spectate-clock').textContent();
  await expect(page.getByTestId('spectate-clock')).not.toHaveText(clock!, { timeout: 5_000 });

  // End it with a reason, confirmed in the page (no browser dialog); both players hear of it.
  page.on('dialog', (d) => { errors.push(`a browser dialog: ${d.message()}`); void d.dismiss(); });
  await page.getByTestId('end-reason').fill('Console test: ending a session');
  await page.getByTestId('end-session').click();
  await expect(page.getByTestId('end-confirm')).toContainText('End it for both players?');
  await page.getByTestId('end-confirm-no').click();
  await expect(page.getByTestId('end-confirm')).toHaveCount(0);
  await page.getByTestId('end-session').click();
  await page.screenshot({ path: `${DOCS}/admin-end-confirm.png` });
  await page.getByTestId('end-confirm-yes').click();
  await expect(page.getByTestId('spectate-ended')).toContainText('admin ended');
  expect((await commander.next('session/ended')).outcome).toBe('admin_ended');
  commander.close();
  follower.close();
  expect(errors).toEqual([]);
});

test('the replay viewer plays a finished session to its end; its last frame is the live world', async ({ page }) => {
  const errors = failOnPageErrors(page);
  await signIn(page, '#/replay');
  await page.locator(`[data-testid="ended-session-row"][data-session="${finished.sessionId}"]`).click();
  const hash = page.getByTestId('replay-hash');
  await expect(hash).toHaveAttribute('data-at-end', 'false');
  await page.getByTestId('mode-realtime').click();
  await page.getByTestId('play').click();
  await expect(hash).toHaveAttribute('data-at-end', 'true', { timeout: 120_000 });
  await expect(hash).toHaveAttribute('data-match', 'true');
  await expect(hash).toHaveAttribute('data-final-hash', finished.liveHash);
  const position = page.getByTestId('replay-position');
  const total = Number(await position.getAttribute('data-total'));
  expect(Number(await position.getAttribute('data-cursor'))).toBe(total);
  await expect(page.getByTestId('chat-line').first()).toBeVisible();
  await page.waitForTimeout(1000);
  await fullPageShot(page, `${DOCS}/admin-replay.png`);

  // Step back, then one action a second forward.
  await page.getByTestId('step-back').click();
  await expect(hash).toHaveAttribute('data-at-end', 'false');
  await page.getByTestId('mode-per-action').click();
  await page.getByTestId('play').click();
  await expect(hash).toHaveAttribute('data-match', 'true', { timeout: 10_000 });
  // Scrubbing to the middle shows the world there.
  const box = (await page.getByTestId('timeline').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + 16);
  const cursor = Number(await position.getAttribute('data-cursor'));
  expect(cursor).toBeGreaterThan(0);
  expect(cursor).toBeLessThan(total);
  // The players' survey answers, comments included.
  await expect(page.getByTestId('survey-answer')).toHaveCount(2);
  await expect(page.getByTestId('survey-answers')).toContainText('clear instructions');
  expect(errors).toEqual([]);
});

test('a replay link with the 8-character id the tables show opens that session', async ({ page }) => {
  const errors = failOnPageErrors(page);
  await signIn(page, `#/replay/${finished.sessionId.slice(0, 8)}`);
  await expect(page.getByTestId('replay-position')).toBeVisible();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#/replay/${finished.sessionId}`);
  await expect(page.getByTestId('survey-answers')).toContainText('clear instructions');
  expect(errors).toEqual([]);
});

test('workers and data: vet and block, charts, an export download', async ({ page }) => {
  await signIn(page, '#/workers');
  const ann = page.getByTestId('worker-row').filter({ hasText: 'Ann' });
  await expect(ann).toContainText('100%');
  // Local workers arrive vetted.
  await expect(ann.locator('.badge.vetted')).toBeVisible();
  await ann.getByRole('button', { name: 'Unvet', exact: true }).click();
  await expect(ann.locator('.badge.vetted')).toHaveCount(0);
  await ann.getByRole('button', { name: 'Vet', exact: true }).click();
  await expect(ann.locator('.badge.vetted')).toBeVisible();
  const dan = page.getByTestId('worker-row').filter({ hasText: 'Dan' });
  await dan.locator('input.reason').fill('rude in chat');
  await dan.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(dan).toContainText('blocked');
  await fullPageShot(page, `${DOCS}/admin-workers.png`);
  // The admin log has the reasons.
  await page.getByTestId('tab-sessions').click();
  await expect(page.getByTestId('audit')).toContainText('Console test: ending a session');
  await expect(page.getByTestId('audit')).toContainText('rude in chat');

  await page.getByTestId('tab-data').click();
  await expect(page.getByTestId('stat-ended')).toHaveText('2');
  await expect(page.getByTestId('chart-success')).toContainText('100%');
  await expect(page.getByTestId('chart-edh').locator('rect')).not.toHaveCount(0);
  // The paper's Table 3 and Table 6, the vocabulary and utterances per speaker (packages/dataset's dialogueTables on the server).
  await expect(page.getByTestId('table3').locator('tbody tr')).toHaveCount(2); // one split, and the total
  await expect(page.getByTestId('table3')).toContainText('total');
  await expect(page.getByTestId('table6').locator('tbody tr')).toHaveText([/^Commander\s*\d+/, /^Follower\s*\d+/, /^both\s*\d+/]);
  await expect(page.getByTestId('vocabulary')).toContainText(/Vocabulary size \d+ words · utterances: Commander \d+, Follower \d+/);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByTestId('table3').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${DOCS}/admin-statistics-1280x720.png` });
  await page.setViewportSize({ width: 1400, height: 900 });
  const download = page.waitForEvent('download');
  await page.getByTestId('export-edh').click();
  expect((await download).suggestedFilename()).toMatch(/^chorehouse-edh-\d{4}-\d{2}-\d{2}\.tar$/);
  await expect(page.getByTestId('export-note')).toContainText('kB');
  await fullPageShot(page, `${DOCS}/admin-data.png`);
});
