/**
 * Plays one seat through the real UI of a page: a rule-based wire bot (@chorehouse/agents) decides
 * what to do from what the page received, and every request it makes is carried out by pressing
 * keys, clicking the view and the buttons, and typing in the chat, as a person would. The page's
 * socket module copies what it receives and its replies into `window.__chorehouseTap` (set here
 * before the page loads), which is all the bot sees.
 */
import type { Page } from '@playwright/test';
import { checkedLink, WireCommanderBot, WireFollowerBot, type BotLink, type WireBot } from '@chorehouse/agents';
import type { ClientMessageInput, Reply, ServerMessage } from '@chorehouse/protocol';
import { displayName, typeFromObjectId } from '@chorehouse/sim';

export const KEY_OF: Readonly<Record<string, string>> = {
  Forward: 'w', Backward: 's', 'Turn Left': 'a', 'Turn Right': 'd', 'Pan Left': 'q', 'Pan Right': 'e', 'Look Up': 'r', 'Look Down': 'f',
};

type Tap = { messages: ServerMessage[]; replies: { request: unknown; reply: Reply }[] };
declare global { interface Window { __chorehouseTap: Tap } }

export async function installTap(page: Page): Promise<void> {
  await page.addInitScript(() => { window.__chorehouseTap = { messages: [], replies: [] }; });
}

export class UiPlayer {
  private seen = 0;
  bot: WireBot | null = null;
  /** Requests the UI could not carry out (a disabled button): the test fails on any. */
  readonly problems: string[] = [];

  constructor(readonly page: Page, readonly role: 'commander' | 'follower') {
    // A reload starts a new tap.
    page.on('framenavigated', (f) => { if (f === page.mainFrame()) this.seen = 0; });
  }

  private feeding: Promise<void> = Promise.resolve();

  /** Gives the bot every message the page received since the last call (one feed at a time). */
  feed(): Promise<void> {
    this.feeding = this.feeding.then(() => this.feedNow());
    return this.feeding;
  }

  private async feedNow(): Promise<void> {
    const msgs = await this.page.evaluate((n) => window.__chorehouseTap?.messages.slice(n) ?? [], this.seen).catch(() => [] as ServerMessage[]);
    this.seen += msgs.length;
    if (process.env.UI_PLAYER_DEBUG && msgs.length) console.log(this.role, 'fed', msgs.map((m) => m.type === 'session/event' ? m.event.kind : m.type).join(','));
    for (const m of msgs) this.bot?.onMessage(m);
  }

  private async replyTo(doIt: () => Promise<void>): Promise<Reply> {
    const before = await this.page.evaluate(() => window.__chorehouseTap.replies.length);
    await doIt();
    await this.page.waitForFunction((n) => window.__chorehouseTap.replies.length > n, before, { timeout: 20_000 });
    const reply = await this.page.evaluate(() => window.__chorehouseTap.replies.at(-1)!.reply);
    // The server broadcasts an action's event before it acknowledges it: the bot sees it first.
    await this.feed();
    return reply;
  }

  private async say(text: string): Promise<Reply> {
    return this.replyTo(async () => {
      await this.page.getByTestId('chat-input').fill(text);
      await this.page.getByTestId('chat-input').press('Enter');
    });
  }

  private async press(key: string): Promise<Reply> {
    return this.replyTo(async () => {
      await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await this.page.keyboard.press(key);
    });
  }

  private async click(testId: string): Promise<void> {
    const el = this.page.getByTestId(testId);
    await el.click();
  }

  /** What the page answered, parsed with the message type's reply schema (as the bots' socket link does). */
  readonly link: BotLink = checkedLink(async (m) => {
    const reply = await this.carryOut(m);
    if (process.env.UI_PLAYER_DEBUG) console.log(this.role, JSON.stringify(m).slice(0, 160), '->', JSON.stringify(reply).slice(0, 160));
    return reply;
  });

  private async carryOut(m: ClientMessageInput): Promise<Reply> {
      switch (m.type) {
        case 'chat': return this.say(m.text);
        case 'action': {
          if (m.x === undefined || m.y === undefined) return this.press(KEY_OF[m.name]!);
          const view = this.page.getByTestId('follower-view');
          const box = (await view.boundingBox())!;
          await view.click({ position: { x: m.x * box.width, y: m.y * box.height } });
          const button = this.page.locator(`[data-action="${m.name}"]`);
          if (await button.isDisabled()) {
            const why = `${m.name} at (${m.x.toFixed(3)}, ${m.y.toFixed(3)}) was disabled: ${await button.getAttribute('title')}`;
            this.problems.push(why);
            return { ok: false, error: { code: 'server/internal', message: why } };
          }
          return this.replyTo(() => button.click());
        }
        case 'progress_check': return this.replyTo(() => this.click('progress-check'));
        case 'search': {
          const step = this.page.locator(`[data-object-id="${m.value}"]`).first();
          if (m.by === 'id' && (await step.count()) > 0 && (await step.isEnabled())) return this.replyTo(() => step.click());
          const text = m.by === 'id' ? displayName(typeFromObjectId(m.value)) : m.value;
          return this.replyTo(async () => {
            await this.page.getByTestId('search-input').fill(text);
            await this.page.getByTestId('search-input').press('Enter');
          });
        }
        case 'finish':
          await this.click('finish');
          return this.replyTo(() => this.click('finish-confirm'));
        default:
          throw new Error(`the UI player does not send ${m.type}`);
      }
  }

  /** Plays until the session ends; the page's messages are fed to the bot as they come. */
  async play(): Promise<void> {
    this.bot = this.role === 'commander' ? new WireCommanderBot(this.link, { template: true }) : new WireFollowerBot(this.link);
    let running = true;
    const pump = (async () => {
      while (running) {
        await this.feed();
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    await this.feed();
    try {
      await this.bot.run();
    } catch (e) {
      this.problems.push(`the ${this.role} stopped: ${String(e)}`);
      throw e;
    } finally {
      running = false;
      await pump;
    }
  }
}
