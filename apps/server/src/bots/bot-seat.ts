/**
 * "Play with a bot": the rule-based agent takes a seat in a session through an in-memory
 * connection, exactly as a socket client would (same messages, same checks, same log).
 */
import {
  chatModelPolicy, checkedLink, FallbackCommanderSeat, FallbackTextPolicy, InstructionPolicy, llmCommanderSeat, RuleBasedCommanderSeat, TextFollowerSeat,
  WireCommanderBot, WireFollowerBot, type CommanderSeat, type FollowerSeat,
} from '@chorehouse/agents';
import type { Config } from '../config.js';
import { parseClientMessage, protocolError, type Reply, type Role } from '@chorehouse/protocol';
import { MemoryConnection } from '../session/connection.js';
import type { GameSession } from '../session/game-session.js';
import { isSessionMessage } from '../session/door.js';
import { BOT_WORKER_ID, type BotSeater } from '../session/registry.js';

export interface BotSeatOptions {
  /** Pause before each bot action or instruction, so a person can follow (0 in tests). */
  readonly actionDelayMs: number;
  readonly failed?: (error: unknown) => void;
  /**
   * Who plays the Commander's seat: a new seat per session (a chat model, see main.ts); default the
   * rule-based Commander, speaking plainly.
   */
  readonly commanderSeat?: () => CommanderSeat;
  /** Who reads the Commander's plain English in the Follower's seat: a new seat per session; default the text Follower. */
  readonly followerSeat?: () => FollowerSeat;
  /** The rule-based Commander adds the coordinate template for the old rule-based Follower (tests whose human side is that bot). */
  readonly template?: boolean;
}

export function ruleBasedBotSeater(options: BotSeatOptions): BotSeater {
  return (session: GameSession, role: Role) => {
    const conn = new MemoryConnection(`bot:${session.id}:${role}`, BOT_WORKER_ID);
    // The bot's messages are parsed like a socket's, and its replies checked against the reply table like a socket client's.
    const link = checkedLink(async (message): Promise<Reply> => {
      const parsed = parseClientMessage(message);
      if (!parsed.ok) return { ok: false, error: parsed.error };
      if (!isSessionMessage(parsed.message)) return { ok: false, error: protocolError('session/none', 'Bots only play.') };
      return session.handle(role, parsed.message);
    });
    const delay = options.actionDelayMs;
    const pace = delay > 0 ? () => new Promise<void>((r) => setTimeout(r, delay).unref()) : undefined;
    const paced = pace ? { pace } : {};
    const bot = role === 'commander'
      ? new WireCommanderBot(link, { ...paced, ...(options.commanderSeat ? { seat: options.commanderSeat() } : {}), template: options.template ?? false })
      : new WireFollowerBot(link, { ...paced, ...(options.followerSeat ? { seat: options.followerSeat() } : {}) });
    conn.onMessage((m) => bot.onMessage(m));
    void session.attach(role, conn).then(() => bot.run()).catch((e: unknown) => options.failed?.(e));
    return () => bot.stop();
  };
}

/** The seat main.ts uses: a bot that acts about twice a second. */
export const seatRuleBasedBot: BotSeater = ruleBasedBotSeater({ actionDelayMs: 500 });

/**
 * The practice partner for a configuration: the chat model as Commander when `BOT_LLM_URL` is set
 * (falling back to the rule-based Commander if the model server fails mid-game), and as the
 * Follower when BOT_LLM_SEATS says so (the text Follower with the model as its policy, falling back to
 * the instruction policy); else the rule-based bot.
 */
export function configuredBotSeater(config: Pick<Config, 'botLlm'>, failed?: (error: unknown) => void, actionDelayMs = 500): BotSeater {
  const llm = config.botLlm;
  const base = { actionDelayMs, ...(failed ? { failed } : {}) };
  if (!llm) return ruleBasedBotSeater(base);
  const model = { url: llm.url, model: llm.model, timeoutMs: llm.timeoutMs, ...(llm.apiKey ? { apiKey: llm.apiKey } : {}) };
  const commander = llm.seats !== 'follower';
  const follower = llm.seats !== 'commander';
  return ruleBasedBotSeater({
    ...base,
    ...(commander ? { commanderSeat: () => new FallbackCommanderSeat(llmCommanderSeat(model), new RuleBasedCommanderSeat(), failed) } : {}),
    ...(follower ? { followerSeat: () => new TextFollowerSeat({ policy: new FallbackTextPolicy(chatModelPolicy(model), new InstructionPolicy(), failed) }) } : {}),
  });
}
