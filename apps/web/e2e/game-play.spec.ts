/**
 * Whole games through the real UI against the real server: two browser contexts arrive, find each
 * other in the waiting room and play Make Coffee in the demo kitchen to success (rule-based agents
 * decide where to click and what to say; the UI carries it out), then answer the survey and get
 * completion codes. Also: the Follower's page reloaded mid-session resumes and the game goes on.
 * Prints the frame latencies as bench lines and saves screenshots of both screens.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startGameServer, type GameServer } from './game-server.js';
import { UiPlayer } from './ui-player.js';
import { arrive as arriveAs } from './ux-pages.js';

const SHOTS = 'apps/web/test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

let server: GameServer;
test.beforeEach(async () => { server = await startGameServer(); });
test.afterEach(async () => { await server.stop(); });

interface SessionRow { id: string; outcome: string | null }
interface SessionDetail { events: { kind: string; role?: string }[]; surveys: { rating: number }[] }
const endedSessions = async () => (await server.admin<{ sessions: SessionRow[] }>('/sessions?status=ended')).sessions;
const sessionDetail = (id: string) => server.admin<SessionDetail>(`/sessions/${id}`);

/** The browser tests' own window (playwright.config.ts), at which the frame-latency figures are taken. */
const VIEWPORT = { width: 1400, height: 900 };
const arrive = (browser: Browser, name: string, errors: string[]): Promise<Page> => arriveAs(browser, server, name, errors, VIEWPORT);

/** Both players ask for a partner; returns [commander page, follower page]. */
async function pair(browser: Browser, errors: string[]): Promise<[Page, Page]> {
  const a = await arrive(browser, 'Ann', errors);
  const b = await arrive(browser, 'Bob', errors);
  await a.screenshot({ path: `${SHOTS}/game-instructions.png`, fullPage: true });
  await a.getByTestId('play-human').click();
  await expect(a.getByTestId('waiting-room')).toBeVisible();
  await a.screenshot({ path: `${SHOTS}/game-waiting-room.png` });
  await b.getByTestId('play-human').click();
  const screen = (p: Page) => p.locator('[data-testid=commander-screen], [data-testid=follower-screen]');
  await expect(screen(a)).toBeVisible();
  await expect(screen(b)).toBeVisible();
  const aCommands = await a.getByTestId('commander-screen').isVisible();
  return aCommands ? [a, b] : [b, a];
}

async function surveyAndCode(page: Page, rating: number, shot?: string): Promise<string> {
  await expect(page.getByTestId('survey')).toBeVisible();
  await page.getByTestId(`rating-${rating}`).check();
  await page.getByTestId('survey-comment').fill('Clear instructions.');
  if (shot) await page.screenshot({ path: shot });
  await page.getByTestId('survey-submit').click();
  await expect(page.getByTestId('completion')).toBeVisible();
  return (await page.getByTestId('completion-code').textContent())!.trim();
}

type FrameNote = { seq: number; at: number };
const lastSeq = (p: Page, view: string) => p.evaluate((v) => (window as unknown as { __chorehouseFrames?: Record<string, FrameNote[]> }).__chorehouseFrames?.[v]?.at(-1)?.seq ?? -1, view);
const firstFrameAfter = (p: Page, view: string, seq: number) => p.waitForFunction(([v, s]) => {
  const notes = (window as unknown as { __chorehouseFrames?: Record<string, FrameNote[]> }).__chorehouseFrames?.[v as string] ?? [];
  return notes.find((n) => n.seq > (s as number))?.at ?? false;
}, [view, seq] as const, { timeout: 10_000 }).then((h) => h.jsonValue() as Promise<number>);

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

/** Key press on the Follower's page to the first frame showing it there and on the Commander's page. */
async function measureFrameLatency(follower: Page, commander: Page, samples: number): Promise<{ follower: number[]; commander: number[] }> {
  const out = { follower: [] as number[], commander: [] as number[] };
  await follower.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < samples; i++) {
    const before = await lastSeq(follower, 'follower-view');
    await follower.keyboard.press(i % 2 === 0 ? 'a' : 'd');
    const [fAt, cAt] = await Promise.all([firstFrameAfter(follower, 'follower-view', before), firstFrameAfter(commander, 'commander-follower-view', before)]);
    const keyAt = await follower.evaluate(() => (window as unknown as { __chorehouseKeys: number[] }).__chorehouseKeys.at(-1)!);
    out.follower.push(fAt - keyAt);
    out.commander.push(cAt - keyAt);
    await follower.waitForTimeout(120 + (i % 5) * 17);
  }
  return out;
}

test('two players make coffee through the real UI, answer the survey and get their codes', async ({ browser }) => {
  test.setTimeout(420_000);
  const errors: string[] = [];
  const [commander, follower] = await pair(browser, errors);
  await expect(commander.getByTestId('task-name')).toHaveText('Make coffee in a clean mug.');
  await expect(follower.getByText('Your task')).toHaveCount(0);

  const lat = await measureFrameLatency(follower, commander, Number(process.env.FRAME_SAMPLES ?? 40));
  console.log(`bench: web.follower_frame_p95_ms ${p95(lat.follower).toFixed(1)} ms`);
  console.log(`bench: web.commander_frame_p95_ms ${p95(lat.commander).toFixed(1)} ms`);
  console.log(`frame latency medians: follower ${[...lat.follower].sort((a, b) => a - b)[Math.floor(lat.follower.length / 2)]!.toFixed(1)} ms, commander ${[...lat.commander].sort((a, b) => a - b)[Math.floor(lat.follower.length / 2)]!.toFixed(1)} ms (${lat.follower.length} key presses)`);

  // SearchObject by name shows the object in the search camera's view.
  await commander.getByTestId('search-input').fill('coffee machine');
  await commander.getByTestId('search-input').press('Enter');
  await expect(commander.getByTestId('target-name')).toHaveText('coffee machine');
  await expect(commander.getByTestId('target-view')).toBeVisible();

  const c = new UiPlayer(commander, 'commander');
  const f = new UiPlayer(follower, 'follower');
  let shot = false;
  const shots = (async () => {
    // Mid-game screenshots once the Follower holds something and the Commander has a search target.
    await expect(follower.getByTestId('held-name')).not.toHaveText('nothing', { timeout: 300_000 });
    await expect(commander.getByTestId('target-view')).toBeVisible();
    await commander.screenshot({ path: `${SHOTS}/game-commander.png` });
    await follower.screenshot({ path: `${SHOTS}/game-follower.png` });
    shot = true;
  })();
  await Promise.all([c.play(), f.play()]);
  await shots.catch(() => undefined);
  expect(shot).toBe(true);
  expect([...c.problems, ...f.problems]).toEqual([]);

  const commanderCode = await surveyAndCode(commander, 5, `${SHOTS}/game-survey.png`);
  await commander.screenshot({ path: `${SHOTS}/game-completion.png` });
  const followerCode = await surveyAndCode(follower, 4);
  expect(commanderCode).toMatch(/^[A-Z2-9]{10}$/);
  expect(followerCode).toMatch(/^[A-Z2-9]{10}$/);
  expect(followerCode).not.toBe(commanderCode);
  const sessions = await endedSessions();
  expect(sessions.map((s) => s.outcome)).toEqual(['success']);
  expect((await sessionDetail(sessions[0]!.id)).surveys.map((s) => s.rating).sort()).toEqual([4, 5]);
  expect(errors).toEqual([]);
});

test("the Follower's page is reloaded mid-session: the game resumes where it was and goes on to success", async ({ browser }) => {
  test.setTimeout(420_000);
  const errors: string[] = [];
  const [commander, follower] = await pair(browser, errors);
  await follower.getByTestId('chat-input').fill('Hi, what should I do?');
  await follower.getByTestId('chat-input').press('Enter');
  await expect(commander.getByTestId('chat-lines')).toContainText('Hi, what should I do?');
  await follower.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const key of ['d', 'w', 'w']) await follower.keyboard.press(key);
  const poseOf = (p: Page) => p.evaluate(() => {
    const states = window.__chorehouseTap.messages.filter((m) => m.type === 'session/state');
    return states.length;
  });
  await expect.poll(() => follower.evaluate(() => window.__chorehouseTap.replies.length)).toBeGreaterThanOrEqual(4);
  const seqBefore = await lastSeq(follower, 'follower-view');

  // The Follower leaves the page: the Commander is told and the game pauses.
  await follower.goto('about:blank');
  await expect(commander.getByTestId('banner-partner-away')).toBeVisible();
  await commander.screenshot({ path: `${SHOTS}/game-commander-partner-away.png` });
  // The Commander may still check progress (and finish) while the partner is away (issue 48).
  await expect(commander.getByTestId('progress-check')).toBeEnabled();
  // Coming back in the same tab (its token is kept per tab) resumes the game...
  await follower.goto(server.url);
  await expect(follower.getByTestId('follower-screen')).toBeVisible();
  await expect(commander.getByTestId('banner-partner-away')).toHaveCount(0);
  // ...and so does a plain reload.
  await follower.reload();
  await expect(follower.getByTestId('follower-screen')).toBeVisible();
  expect(await poseOf(follower)).toBe(1);
  // The whole state came back: the chat, and a view drawn at the session's latest event.
  await expect(follower.getByTestId('chat-lines')).toContainText('Hi, what should I do?');
  await expect.poll(() => lastSeq(follower, 'follower-view')).toBeGreaterThanOrEqual(seqBefore);
  await expect(commander.getByTestId('banner-partner-away')).toHaveCount(0);
  await follower.screenshot({ path: `${SHOTS}/game-follower-after-reload.png` });

  const c = new UiPlayer(commander, 'commander');
  const f = new UiPlayer(follower, 'follower');
  await Promise.all([c.play(), f.play()]);
  expect([...c.problems, ...f.problems]).toEqual([]);
  await surveyAndCode(commander, 5);
  await surveyAndCode(follower, 5);
  const sessions = await endedSessions();
  expect(sessions.map((s) => s.outcome)).toEqual(['success']);
  // The reload shows in the log as the Follower leaving and coming back.
  const { events } = await sessionDetail(sessions[0]!.id);
  expect(events.some((e) => e.kind === 'disconnect' && e.role === 'follower')).toBe(true);
  expect(errors.filter((e) => !/WebSocket|ERR_/.test(e))).toEqual([]);
});

test('a worker practises as the Follower with the bot Commander, which gives instructions in the chat', async ({ browser }) => {
  const errors: string[] = [];
  const page = await arrive(browser, 'Cleo', errors);
  await page.getByTestId('play-bot').click();
  await expect(page.getByTestId('follower-screen')).toBeVisible();
  // The bot checks progress (which the Follower never sees) and then says what to do.
  await expect(page.getByTestId('chat-lines')).toContainText('Commander', { timeout: 30_000 });
  await expect(page.getByText('Your task')).toHaveCount(0);
  expect(await page.evaluate(() => window.__chorehouseTap.messages.some((m) => m.type === 'session/event' && (m.event.kind === 'progress_check' || m.event.kind === 'search')))).toBe(false);
  expect(errors).toEqual([]);
});
