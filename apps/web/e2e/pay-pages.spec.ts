/**
 * Pay pages that cannot contradict themselves (issue 48): every way a game ends, in both seats, as
 * crowd workers arriving from their task link. Each page shows its ending's heading, what happened
 * and its pay, and a code of that pay (paid, or a no-pay NX code), never the other pay's words; the
 * same after a reload and on a return visit (a new tab from the same link, the same browser). A
 * worker who left and whose seat a bot took finds its no-pay code and why when it comes back.
 * Screenshots of each ending at 1280x720 go to apps/web/docs (ending-<ending>-<seat>).
 */
import { ENDING_WORDS, type Ending } from '@chorehouse/protocol';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startGameServer, type GameServer } from './game-server.js';
import { say, shot, shotsAtBothSizes, SIZES, watchErrors } from './ux-pages.js';

let server: GameServer | null = null;
test.afterEach(async () => { await server?.stop(); server = null; });

interface Worker { readonly context: BrowserContext; page: Page; readonly link: string }

async function arriveByLink(browser: Browser, s: GameServer, workerId: string, errors: string[]): Promise<Worker> {
  const context = await browser.newContext({ viewport: SIZES.laptop });
  const page = await context.newPage();
  watchErrors(page, errors);
  const link = `${s.url}/?workerId=${workerId}&assignmentId=ASG-${workerId}&hitId=HIT48`;
  await page.goto(link);
  await expect(page.getByTestId('instructions')).toBeVisible();
  return { context, page, link };
}

/** Two crowd workers ask for a partner; returns [commander, follower]. */
async function pairByLink(browser: Browser, s: GameServer, errors: string[]): Promise<[Worker, Worker]> {
  const a = await arriveByLink(browser, s, 'A48ANN', errors);
  const b = await arriveByLink(browser, s, 'A48BOB', errors);
  await a.page.getByTestId('play-human').click();
  await expect(a.page.getByTestId('waiting-room')).toBeVisible();
  await b.page.getByTestId('play-human').click();
  const screen = (p: Page) => p.locator('[data-testid=commander-screen], [data-testid=follower-screen]');
  await expect(screen(a.page)).toBeVisible();
  await expect(screen(b.page)).toBeVisible();
  return (await a.page.getByTestId('commander-screen').isVisible()) ? [a, b] : [b, a];
}

/** The completion page for `ending`: its words, a code of its pay, and never the other pay's words. */
async function expectPayPage(page: Page, ending: Ending): Promise<string> {
  const words = ENDING_WORDS[ending];
  await expect(page.getByTestId('completion')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('ending-title')).toHaveAttribute('data-ending', ending);
  await expect(page.getByTestId('ending-title')).toHaveText(words.title);
  await expect(page.getByTestId('ending-reason')).toHaveText(words.detail);
  await expect(page.getByTestId('ending-title')).toHaveAttribute('data-paid', String(words.paid));
  const code = (await page.getByTestId('completion-code').textContent())!.trim();
  expect(code).toMatch(words.paid ? /^[A-Z2-9]{10}$/ : /^NX[A-Z2-9]{8}$/);
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(words.paid ? /not paid|does not qualify/i : /you are paid|still get your code|your work counts/i);
  return code;
}

/** The same page after a reload, and in a new tab opened from the task link (a return visit). */
async function expectAgain(w: Worker, ending: Ending, code: string): Promise<void> {
  await w.page.reload();
  expect(await expectPayPage(w.page, ending)).toBe(code);
  const tab = await w.context.newPage();
  await tab.goto(w.link);
  expect(await expectPayPage(tab, ending)).toBe(code);
  await tab.close();
}

async function answerSurvey(page: Page, ending: Ending): Promise<void> {
  await expect(page.getByTestId('survey')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('ending-title')).toHaveAttribute('data-ending', ending);
  await expect(page.getByTestId('ending-reason')).toHaveText(ENDING_WORDS[ending].detail);
  await page.getByTestId('rating-4').check();
  await page.getByTestId('survey-submit').click();
}

test('the Commander finishes: both seats read that they finished, are paid, and keep the code after a reload and on a return visit', async ({ browser }) => {
  server = await startGameServer();
  const errors: string[] = [];
  const [commander, follower] = await pairByLink(browser, server, errors);
  await commander.page.getByTestId('finish').click();
  await commander.page.getByTestId('finish-confirm').click();
  await answerSurvey(commander.page, 'finished');
  // The Follower is not told whether the task was done; it reads that they finished together.
  await answerSurvey(follower.page, 'finished_together');
  const codes = [await expectPayPage(commander.page, 'finished'), await expectPayPage(follower.page, 'finished_together')];
  await shot(commander.page, 'ending-finished-commander');
  await shot(follower.page, 'ending-finished-together-follower');
  await expectAgain(commander, 'finished', codes[0]!);
  await expectAgain(follower, 'finished_together', codes[1]!);
  expect(errors).toEqual([]);
});

for (const idle of ['follower', 'commander'] as const) {
  test(`the ${idle} is idle: it reads that it was inactive and is not paid; its partner is paid; both the same after a reload and on a return visit`, async ({ browser }) => {
    server = await startGameServer({ idle: { warningS: 3, timeoutS: 10 } });
    const errors: string[] = [];
    const [commander, follower] = await pairByLink(browser, server, errors);
    const [active, still] = idle === 'follower' ? [commander, follower] : [follower, commander];
    // The active one keeps talking; each line waits for the one before, and the loop ends with the game.
    const talking = (async () => {
      for (let i = 0; i < 8 && !(await active.page.getByTestId('completion').isVisible()); i++) {
        await say(active.page, `Are you there? (${i + 1})`, { timeout: 3_000 }).catch(() => undefined);
        await active.page.getByTestId('completion').waitFor({ timeout: 1_500 }).catch(() => undefined);
      }
    })();
    if (idle === 'follower') {
      // Warned first, in the page and in the tab's title (the worker is often in another tab).
      await expect(still.page.getByTestId('banner-idle')).toBeVisible({ timeout: 20_000 });
      await expect(still.page).toHaveTitle(/⚠ Are you there\? \d+ s left/);
      await shotsAtBothSizes(still.page, 'game-follower-idle-warning');
    }
    await talking;
    const stillCode = await expectPayPage(still.page, 'you_idle');
    const activeCode = await expectPayPage(active.page, 'partner_idle');
    await shot(still.page, `ending-you-idle-${idle}`);
    await shot(active.page, `ending-partner-idle-${idle === 'follower' ? 'commander' : 'follower'}`);
    await expectAgain(still, 'you_idle', stillCode);
    await expectAgain(active, 'partner_idle', activeCode);
    expect(errors).toEqual([]);
  });
}

/** The two seats as [the one who leaves, the one who stays], from pairByLink's [commander, follower]. */
const bySeat = (pair: [Worker, Worker], leaver: 'commander' | 'follower'): [Worker, Worker] => (leaver === 'commander' ? pair : [pair[1], pair[0]]);
const other = (role: 'commander' | 'follower') => (role === 'commander' ? 'follower' : 'commander');

for (const leaver of ['commander', 'follower'] as const) {
  const stayer = other(leaver);
  test(`the ${leaver} leaves and the ${stayer} declines a bot: the ${stayer} is paid, the ${leaver} who comes back is told it left and is not`, async ({ browser }) => {
    server = await startGameServer({ disconnectGraceS: 2, seatOfferS: 60 });
    const errors: string[] = [];
    const [gone, stays] = bySeat(await pairByLink(browser, server, errors), leaver);
    await gone.page.close();
    await expect(stays.page.getByTestId('seat-offer')).toBeVisible({ timeout: 30_000 });
    await stays.page.getByTestId('seat-offer-decline').click();
    const stayerCode = await expectPayPage(stays.page, 'partner_left');
    await shot(stays.page, `ending-partner-left-${stayer}`);
    // The one who left comes back from its task link.
    gone.page = await gone.context.newPage();
    await gone.page.goto(gone.link);
    const leaverCode = await expectPayPage(gone.page, 'you_left');
    await shot(gone.page, `ending-you-left-${leaver}`);
    await expectAgain(gone, 'you_left', leaverCode);
    await expectAgain(stays, 'partner_left', stayerCode);
    expect(errors).toEqual([]);
  });

  test(`the ${leaver} leaves and a bot takes its seat: coming back, it sees its no-pay code and why, not "How to play"; the research team later ends the ${stayer}'s game`, async ({ browser }) => {
    server = await startGameServer({ disconnectGraceS: 2, seatOfferS: 60 });
    const errors: string[] = [];
    const [gone, stays] = bySeat(await pairByLink(browser, server, errors), leaver);
    await gone.page.close();
    await expect(stays.page.getByTestId('seat-offer')).toBeVisible({ timeout: 30_000 });
    await stays.page.getByTestId('seat-offer-accept').click();
    await expect(stays.page.getByTestId('seat-offer')).toBeHidden();
    if (stayer === 'commander') await expect(stays.page.getByText('Tell the bot what to do')).toBeVisible();
    // The one who left comes back from its task link, in the same browser.
    gone.page = await gone.context.newPage();
    await gone.page.goto(gone.link);
    const leaverCode = await expectPayPage(gone.page, 'seat_taken');
    await expect(gone.page.getByTestId('instructions')).toHaveCount(0);
    await shot(gone.page, `ending-seat-taken-${leaver}`);
    await expectAgain(gone, 'seat_taken', leaverCode);
    const { sessions } = await server!.admin<{ sessions: { id: string; status: string }[] }>('/sessions');
    await server!.adminPost(`/sessions/${sessions.find((x) => x.status !== 'ended')!.id}/end`, { reason: 'Testing the console' });
    const stayerCode = await expectPayPage(stays.page, 'admin_ended');
    // The research team's reason is the Commander's to read, not the Follower's.
    if (stayer === 'commander') await expect(stays.page.getByTestId('ending-note')).toHaveText('Their reason: Testing the console');
    else await expect(stays.page.getByTestId('ending-note')).toHaveCount(0);
    await shot(stays.page, `ending-admin-ended-${stayer}`);
    await expectAgain(stays, 'admin_ended', stayerCode);
    // The console shows each seat with the ending its worker read, from the same words.
    const rows = await server!.admin<{ sessions: { commander: { ending?: string | null }; follower: { ending?: string | null } }[] }>('/console/sessions');
    const endings = { [leaver]: 'seat_taken', [stayer]: 'admin_ended' } as Record<'commander' | 'follower', string>;
    expect(rows.sessions.map((r) => [r.commander.ending, r.follower.ending])).toEqual([[endings.commander, endings.follower]]);
    expect(errors).toEqual([]);
  });
}

test('the research team ends the game: both seats read it was them and are paid, after a reload and on a return visit', async ({ browser }) => {
  server = await startGameServer();
  const errors: string[] = [];
  const [commander, follower] = await pairByLink(browser, server, errors);
  const { sessions } = await server.admin<{ sessions: { id: string; status: string }[] }>('/sessions');
  await server.adminPost(`/sessions/${sessions.find((x) => x.status !== 'ended')!.id}/end`, { reason: 'Maintenance' });
  const codes = [await expectPayPage(commander.page, 'admin_ended'), await expectPayPage(follower.page, 'admin_ended')];
  // The research team's reason is the Commander's to read, not the Follower's.
  await expect(commander.page.getByTestId('ending-note')).toHaveText('Their reason: Maintenance');
  await expect(follower.page.getByTestId('ending-note')).toHaveCount(0);
  await shotsAtBothSizes(follower.page, 'ending-admin-ended');
  await expectAgain(commander, 'admin_ended', codes[0]!);
  await expectAgain(follower, 'admin_ended', codes[1]!);
  expect(errors).toEqual([]);
});
