/** The rule-based agents as wire clients of the game server (transport-agnostic). */
export { SessionMirror } from './session-mirror.js';
export { BotStopped, checkedLink, WireBot, type BotLink, type WireBotOptions, type WireBotResult } from './wire-bot.js';
export { dialogueOf, WireCommanderBot, type WireCommanderOptions } from './wire-commander.js';
export { WireFollowerBot } from './wire-follower.js';
