/**
 * MTurk's ExternalQuestion flow end to end at 1280x720 (issue 47): the HIT's preview shows the task
 * and no game; the accepted HIT's link (workerId, assignmentId, hitId, turkSubmitTo) arrives by
 * itself, plays (here as the Commander with a bot Follower, finished at once), and the completion
 * page posts assignmentId and the code to `<turkSubmitTo>/mturk/externalSubmit`, which this test
 * stands in for (the browser's request is caught before it leaves). Screenshots through ux-pages' `shot` (apps/web/docs with `npm run screenshots`).
 */
import { expect, test } from '@playwright/test';
import { startGameServer, type GameServer } from './game-server.js';
import { shot, SIZES, watchErrors } from './ux-pages.js';

let server: GameServer | null = null;
test.afterEach(async () => { await server?.stop(); server = null; });

const SANDBOX = 'https://workersandbox.mturk.com';

test('preview, accept, play, and the form post to turkSubmitTo with the assignment and the code', async ({ browser }) => {
  server = await startGameServer();
  const errors: string[] = [];
  const context = await browser.newContext({ viewport: SIZES.laptop });
  const page = await context.newPage();
  watchErrors(page, errors);

  // The preview: MTurk sends no worker and ASSIGNMENT_ID_NOT_AVAILABLE. The task is described; no game, no arrival.
  const arrivals: string[] = [];
  page.on('request', (r) => { if (r.url().endsWith('/api/arrive')) arrivals.push(r.url()); });
  await page.goto(`${server.url}/?assignmentId=ASSIGNMENT_ID_NOT_AVAILABLE&hitId=HIT47`);
  await expect(page.getByTestId('mturk-preview')).toContainText('Accept the HIT to play');
  await expect(page.getByTestId('name-input')).toHaveCount(0);
  await shot(page, 'mturk-preview');
  expect(arrivals).toEqual([]);

  // Accepted: the same frame loads with the worker, the assignment and where to submit.
  const posted: { url: string; body: string }[] = [];
  await context.route(`${SANDBOX}/mturk/externalSubmit`, async (route) => {
    posted.push({ url: route.request().url(), body: route.request().postData() ?? '' });
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p data-testid="mturk-thanks">Submitted</p>' });
  });
  await page.goto(`${server.url}/?workerId=W47MT&assignmentId=ASG47&hitId=HIT47&turkSubmitTo=${encodeURIComponent(SANDBOX)}`);
  await expect(page.getByTestId('instructions')).toBeVisible();
  await page.getByTestId('play-bot-commander').click();
  await expect(page.getByTestId('commander-screen')).toBeVisible();
  await page.getByTestId('finish').click();
  await page.getByTestId('finish-confirm').click();
  await expect(page.getByTestId('survey')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('rating-4').check();
  await page.getByTestId('survey-submit').click();
  await expect(page.getByTestId('completion')).toBeVisible({ timeout: 30_000 });
  const code = (await page.getByTestId('completion-code').textContent())!.trim();
  await expect(page.getByTestId('mturk-submit-form')).toHaveAttribute('action', `${SANDBOX}/mturk/externalSubmit`);
  await shot(page, 'mturk-submit');

  await page.getByTestId('mturk-submit').click();
  await expect(page.getByTestId('mturk-thanks')).toBeVisible();
  expect(posted).toHaveLength(1);
  expect(Object.fromEntries(new URLSearchParams(posted[0]!.body))).toEqual({ assignmentId: 'ASG47', completionCode: code });
  expect(errors).toEqual([]);
  await context.close();
});
