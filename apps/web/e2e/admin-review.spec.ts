/**
 * The console's Review page at 1280x720 (issue 47) against a real game server: two finished sessions
 * listed with their facts, one rejected with a reason and one approved, the rejected one then left
 * out of the Data page's export unless asked for; the pay card's hourly rates and the MTurk file. Screenshots:
 * apps/web/test-results/screenshots/admin-review-1280x720.png and admin-pay-1280x720.png (apps/web/docs/ with CHOREHOUSE_DOCS_SHOTS=1).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pairPlayers, startConsoleServer, type ConsoleServer } from './admin-players.js';
import { DOCS } from './ux-pages.js';


let server: ConsoleServer;
const sessions: string[] = [];

test.beforeAll(async () => {
  server = await startConsoleServer();
  // The second pair are MTurk workers with their assignments: the pay card and the MTurk files name them.
  const mturk = (w: string) => ({ platform: 'mturk' as const, workerId: w, assignmentId: `ASG-${w}`, hitId: 'HIT-1', turkSubmitTo: 'https://workersandbox.mturk.com' });
  for (const [names, arrivals] of [[['Ann', 'Bob'], undefined], [['Cy', 'Di'], [mturk('WCY'), mturk('WDI')]]] as const) {
    const { commander, follower } = await pairPlayers(server.url, [...names], arrivals);
    await Promise.all([commander.playAs('commander', 0), follower.playAs('follower', 0)]);
    const ended = await commander.next('session/ended');
    expect(ended.outcome).toBe('success');
    sessions.push(ended.sessionId);
    commander.close();
    follower.close();
  }
});

test.afterAll(async () => { await server?.stop(); });

const exportedGames = async (includeRejected: boolean) => {
  const res = await fetch(`${server.url}/api/admin/console/export?kind=games${includeRejected ? '&includeRejected=true' : ''}`, { headers: { authorization: `Bearer ${server.adminToken}` } });
  const tar = Buffer.from(await res.arrayBuffer());
  return (tar.toString('latin1').match(/games\/[a-z_]+\/[0-9a-f_]+\.game\.json/g) ?? []).length;
};

test('the review page lists finished sessions, rejects one with a reason and approves the other; exports follow', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${server.url}/admin.html#/review`);
  await page.getByTestId('token-input').fill(server.adminToken);
  await page.getByTestId('token-submit').click();

  const rows = page.getByTestId('review-row');
  await expect(rows).toHaveCount(2);
  const [first, second] = sessions.map((id) => page.locator(`[data-testid="review-row"][data-session="${id}"]`));
  await expect(first!).toContainText('Make Coffee');
  await expect(first!).toContainText('success');

  // Unsigned, a decision is refused; a rejection without a reason too.
  await second!.getByTestId('reject').click();
  await expect(page.getByTestId('review-error')).toContainText('reviewer');
  await page.getByTestId('reviewer').fill('Dr. Reviewer');
  await second!.getByTestId('reject').click();
  await expect(page.getByTestId('review-error')).toContainText('needs a reason');
  await second!.getByLabel(`reason for ${sessions[1]!.slice(0, 8)}`).fill('The Follower never wrote a word');
  await second!.getByTestId('reject').click();
  // Decided, it leaves the "to review" list.
  await expect(rows).toHaveCount(1);

  await page.getByTestId('review-filter-all').click();
  await expect(rows).toHaveCount(2);
  await expect(second!.getByTestId('review-decision')).toContainText('rejected');
  await expect(second!.getByTestId('review-decision')).toContainText('Dr. Reviewer: The Follower never wrote a word');
  await page.screenshot({ path: `${DOCS}/admin-review-1280x720.png` });

  // Bulk: tick the first, approve it.
  await first!.getByLabel(`tick ${sessions[0]!.slice(0, 8)}`).check();
  await page.getByTestId('bulk-approve').click();
  await expect(first!.getByTestId('review-decision')).toContainText('approved');

  expect(await exportedGames(false)).toBe(1);
  expect(await exportedGames(true)).toBe(2);

  // Pay: the MTurk pair under a rule typed here, then the batch results file as MTurk's upload takes it.
  const pay = page.getByTestId('pay-card');
  await pay.getByLabel('base').fill('2.50');
  await pay.getByLabel('success bonus').fill('1');
  await pay.getByTestId('pay-refresh').click();
  await expect(pay.getByTestId('pay-row')).toHaveCount(2);
  // The rejected session keeps its base pay and loses its bonus.
  await expect(pay.getByTestId('pay-row').first()).toContainText('2.50');
  // Kept as the study's rule: the fields empty again, the saved numbers shown and used.
  await pay.getByTestId('pay-save').click();
  await expect(pay.getByLabel('base')).toHaveValue('');
  await expect(pay.getByLabel('base')).toHaveAttribute('placeholder', '2.5');
  await expect(pay.getByTestId('pay-row').first()).toContainText('2.50');
  await pay.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${DOCS}/admin-pay-1280x720.png` });
  const [download] = await Promise.all([page.waitForEvent('download'), pay.getByTestId('pay-file-mturk-batch-results.csv').click()]);
  expect(download.suggestedFilename()).toBe('mturk-batch-results.csv');
  const lines = readFileSync((await download.path())!, 'utf8').trim().split('\n');
  expect(lines[0]).toBe('HITId,AssignmentId,WorkerId,Approve,Reject');
  expect(lines.slice(1).sort()).toEqual(['HIT-1,ASG-WCY,WCY,x,', 'HIT-1,ASG-WDI,WDI,x,']);

  await first!.getByTestId('review-replay').click();
  await expect(page).toHaveURL(new RegExp(`#/replay/${sessions[0]}`));
  expect(errors).toEqual([]);
});
