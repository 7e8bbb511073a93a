/**
 * Seats served over HTTP (`http:<url>`): each turn is one POST of JSON, each reply is parsed with
 * the protocol's schema. The Follower side is a text policy (it gets the dialogue, the text
 * observation and the admissible commands, and answers a command, a chat line or wait); the
 * Commander side gets the task, the dialogue and a Progress Check, and answers say, wait or finish.
 */
import { commanderMoveSchema, textPolicyMoveSchema } from '@chorehouse/protocol';
import type { CommanderSeat, CommanderSeatMove, CommanderSeatTurn, TextPolicy, TextPolicyInput, TextPolicyMove } from './seat.js';

export class SeatHttpError extends Error {
  constructor(readonly code: 'seat/http' | 'seat/bad_reply', message: string) {
    super(message);
  }
}

async function post(url: string, body: unknown, fetchImpl: typeof fetch): Promise<unknown> {
  const res = await fetchImpl(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new SeatHttpError('seat/http', `${url} answered ${res.status}`);
  return res.json();
}

export class HttpTextPolicy implements TextPolicy {
  readonly kind: string;
  constructor(private readonly url: string, private readonly fetchImpl: typeof fetch = fetch) {
    this.kind = `http:${url}`;
  }

  async next(input: TextPolicyInput): Promise<TextPolicyMove> {
    const reply = await post(this.url, { role: 'follower', dialogue: input.dialogue, observation: input.observation, admissible: input.admissible }, this.fetchImpl);
    const parsed = textPolicyMoveSchema.safeParse(reply);
    if (!parsed.success) throw new SeatHttpError('seat/bad_reply', `${this.url}: a text policy answers {kind: "command"|"say", text} or {kind: "wait"}`);
    return parsed.data;
  }
}

export class HttpCommanderSeat implements CommanderSeat {
  readonly kind: string;
  constructor(private readonly url: string, private readonly fetchImpl: typeof fetch = fetch) {
    this.kind = `http:${url}`;
  }

  async next(turn: CommanderSeatTurn): Promise<CommanderSeatMove> {
    const check = turn.tools.progressCheck();
    const reply = await post(this.url, { role: 'commander', task: turn.task, dialogue: turn.dialogue, progressCheck: check }, this.fetchImpl);
    const parsed = commanderMoveSchema.safeParse(reply);
    if (!parsed.success) throw new SeatHttpError('seat/bad_reply', `${this.url}: a Commander answers {kind: "say", text}, {kind: "wait"} or {kind: "finish"}`);
    const m = parsed.data;
    return m.kind === 'finish' && m.reason === undefined ? { kind: 'finish' } : m.kind === 'finish' ? { kind: 'finish', reason: m.reason! } : m;
  }
}
