/**
 * The seat kinds `chorehouse tatc run --commander <kind> --follower <kind>` (and evaluation, and
 * the server's bot partner) can build, by the kind's prefix:
 *
 *   rule-based          the rule-based agents: the Commander speaks plain English (no coordinates,
 *                       no ids); the Follower parses the coordinate template only
 *   rule-based-template Commander only: plain English plus the coordinate template, for the
 *                       rule-based Follower
 *   people-like[:seed]  Commander only: the plain Commander's game written as people write
 *   text                Follower only: the text Follower (dialogue and text view; free-form mapping)
 *   module:<file>       a module exporting createFollowerSeat(context) / createCommanderSeat(context)
 *   http:<url>          a seat served over HTTP (see http-seats.ts)
 *   llm:<url>           a chat model behind an OpenAI-compatible /v1/chat/completions server
 *                       (the model named by the context's `chatModel`); as the Follower it drives
 *                       the text Follower
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TaskLibrary } from '@chorehouse/tdl';
import { RuleBasedCommanderSeat } from '../commander/commander-seat.js';
import { PeopleLikeCommanderSeat } from '../commander/people-like-seat.js';
import { chatModelPolicy, llmCommanderSeat } from '../llm/index.js';
import type { CommandScorer } from '../text/free-form/scorer.js';
import { TextFollowerSeat } from '../text/text-follower-seat.js';
import type { Observability } from '../text/text-view.js';
import { HttpCommanderSeat, HttpTextPolicy } from './http-seats.js';
import { RuleBasedFollowerSeat } from './rule-based-follower-seat.js';
import type { CommanderSeat, FollowerSeat } from './seat.js';

export interface SeatContext {
  readonly library?: TaskLibrary;
  /** The text Follower's view (default partial). */
  readonly observability?: Observability;
  /** The text Follower's free-form scorer (default lexical). */
  readonly scorer?: CommandScorer;
  /** For `llm:<url>` seats: the model, an API key, and whether the Follower's model is sent its frame. */
  readonly chatModel?: { readonly model: string; readonly apiKey?: string; readonly images?: boolean };
}

export type SeatFactory<S> = (argument: string, context: SeatContext) => S | Promise<S>;

export class SeatKindError extends Error {
  constructor(readonly code: 'seat/unknown_kind' | 'seat/bad_module' | 'seat/bad_llm', message: string) {
    super(message);
  }
}

const followerKinds = new Map<string, SeatFactory<FollowerSeat>>([
  ['rule-based', () => new RuleBasedFollowerSeat()],
  ['text', (_, ctx) => new TextFollowerSeat({ ...(ctx.observability ? { observability: ctx.observability } : {}), ...(ctx.scorer ? { scorer: ctx.scorer } : {}) })],
  ['module', (file, ctx) => fromModule(file, 'createFollowerSeat', ctx)],
  ['http', (url, ctx) => new TextFollowerSeat({ policy: new HttpTextPolicy(url), ...(ctx.observability ? { observability: ctx.observability } : {}) })],
  ['llm', (url, ctx) => new TextFollowerSeat({ policy: chatModelPolicy({ ...chatModelOf(url, ctx), ...(ctx.chatModel?.images ? { images: true } : {}) }), ...(ctx.observability ? { observability: ctx.observability } : {}) })],
]);

const commanderKinds = new Map<string, SeatFactory<CommanderSeat>>([
  ['rule-based', (_, ctx) => new RuleBasedCommanderSeat({ ...(ctx.library ? { library: ctx.library } : {}) })],
  ['rule-based-template', (_, ctx) => new RuleBasedCommanderSeat({ template: true, ...(ctx.library ? { library: ctx.library } : {}) })],
  // people-like[:<seed>]: the plain Commander's game written as people write (typos, hints in lines of their own, requests that are not imperatives).
  ['people-like', (arg, ctx) => new PeopleLikeCommanderSeat({ ...(arg ? { seed: Number(arg) } : {}), ...(ctx.library ? { library: ctx.library } : {}) })],
  ['module', (file, ctx) => fromModule(file, 'createCommanderSeat', ctx)],
  ['http', (url) => new HttpCommanderSeat(url)],
  ['llm', (url, ctx) => llmCommanderSeat(chatModelOf(url, ctx))],
]);

/** The chat model an `llm:<url>` kind names: the URL from the kind, the model from the context. */
function chatModelOf(url: string, context: SeatContext): { url: string; model: string; apiKey?: string } {
  if (!/^https?:\/\//.test(url)) throw new SeatKindError('seat/bad_llm', `llm: needs the model server's URL, e.g. llm:http://127.0.0.1:8080 (got "${url}").`);
  const chat = context.chatModel;
  if (!chat?.model) throw new SeatKindError('seat/bad_llm', `llm:${url} needs a model name (--model <name>).`);
  return { url, model: chat.model, ...(chat.apiKey ? { apiKey: chat.apiKey } : {}) };
}

/** Adds a kind (a test's scripted seat, a deployment's own agent). */
export function registerSeatKind(role: 'commander', prefix: string, factory: SeatFactory<CommanderSeat>): void;
export function registerSeatKind(role: 'follower', prefix: string, factory: SeatFactory<FollowerSeat>): void;
export function registerSeatKind(role: 'commander' | 'follower', prefix: string, factory: SeatFactory<CommanderSeat> | SeatFactory<FollowerSeat>): void {
  if (role === 'commander') commanderKinds.set(prefix, factory as SeatFactory<CommanderSeat>);
  else followerKinds.set(prefix, factory as SeatFactory<FollowerSeat>);
}

export function seatKinds(role: 'commander' | 'follower'): string[] {
  return [...(role === 'commander' ? commanderKinds : followerKinds).keys()];
}

function split(kind: string): [string, string] {
  const at = kind.indexOf(':');
  return at < 0 ? [kind, ''] : [kind.slice(0, at), kind.slice(at + 1)];
}

export async function createFollowerSeat(kind: string, context: SeatContext = {}): Promise<FollowerSeat> {
  const [prefix, arg] = split(kind);
  const f = followerKinds.get(prefix);
  if (!f) throw new SeatKindError('seat/unknown_kind', `No Follower kind "${prefix}" (${seatKinds('follower').join(', ')}).`);
  return f(arg, context);
}

export async function createCommanderSeat(kind: string, context: SeatContext = {}): Promise<CommanderSeat> {
  const [prefix, arg] = split(kind);
  const f = commanderKinds.get(prefix);
  if (!f) throw new SeatKindError('seat/unknown_kind', `No Commander kind "${prefix}" (${seatKinds('commander').join(', ')}).`);
  return f(arg, context);
}

async function fromModule<S>(file: string, name: 'createFollowerSeat' | 'createCommanderSeat', context: SeatContext): Promise<S> {
  if (file === '') throw new SeatKindError('seat/bad_module', 'module: needs a file, e.g. module:./my-seat.js');
  const mod = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
  const factory = mod[name] ?? mod.default;
  if (typeof factory !== 'function') throw new SeatKindError('seat/bad_module', `${file} exports no ${name} function.`);
  return (await (factory as (c: SeatContext) => S | Promise<S>)(context));
}
