/**
 * The consent page at 1280x720 (issue 47): the researcher's Markdown before the instructions; a
 * worker who agrees goes on to them and can queue, one who declines is told so and has no session;
 * both decisions are in the admin's list with the text's version. Screenshot: apps/web/docs/consent-1280x720.png.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startGameServer, type GameServer } from './game-server.js';
import { DOCS, SIZES, watchErrors } from './ux-pages.js';

const TEXT = `# Cooking with a partner: consent

You are invited to a study of how people give and follow instructions. You will play one game of
about 15 minutes with another person, by chat.

## What we record

- everything you type in the chat, and every action in the game, with its time;
- your answers to a short survey at the end.

We do **not** record your name on the platform. You may stop at any time; the research team can be
reached at <study@example.org>.
`;

let server: GameServer;
const errors: string[] = [];

test.beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'chorehouse-consent-')), 'consent.md');
  writeFileSync(file, TEXT);
  server = await startGameServer({ consent: { file, version: 'IRB-2026-114 v2' } });
});
test.afterAll(async () => { await server?.stop(); });

async function arriveAt(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: SIZES.laptop })).newPage();
  watchErrors(page, errors);
  await page.goto(server.url);
  await page.getByTestId('name-input').fill(name);
  await page.getByTestId('enter').click();
  await expect(page.getByTestId('consent')).toBeVisible();
  return page;
}

test('the consent page comes first; agreeing leads to the instructions, declining to no session; both recorded', async ({ browser }) => {
  const ann = await arriveAt(browser, 'Ann');
  await expect(ann.getByTestId('consent-text').locator('h1')).toHaveText('Cooking with a partner: consent');
  await expect(ann.getByTestId('consent-text').locator('li')).toHaveCount(2);
  await expect(ann.getByTestId('consent')).toContainText('Version IRB-2026-114 v2');
  await expect(ann.getByTestId('instructions')).toHaveCount(0);
  await ann.screenshot({ path: `${DOCS}/consent-1280x720.png` });
  await ann.getByTestId('consent-agree').click();
  await expect(ann.getByTestId('instructions')).toBeVisible();
  await ann.getByTestId('play-human').click();
  await expect(ann.getByTestId('waiting-room')).toBeVisible();

  const bob = await arriveAt(browser, 'Bob');
  await bob.getByTestId('consent-decline').click();
  await expect(bob.getByTestId('consent-declined')).toContainText('you will not play');
  // A reload keeps the answer: the page says so again, with the way back to the text.
  await bob.reload();
  await expect(bob.getByTestId('consent-declined')).toBeVisible();
  await bob.getByRole('button', { name: 'Read the consent text again' }).click();
  await expect(bob.getByTestId('consent')).toBeVisible();

  const list = await server.admin<{ version: string; consents: { decision: string; version: string }[] }>('/collection/consents');
  expect(list.version).toBe('IRB-2026-114 v2');
  expect(list.consents.map((c) => [c.decision, c.version])).toEqual([['agreed', 'IRB-2026-114 v2'], ['declined', 'IRB-2026-114 v2']]);
  expect(await server.admin<{ sessions: unknown[] }>('/sessions')).toEqual({ sessions: [] });
  expect(errors).toEqual([]);
});
