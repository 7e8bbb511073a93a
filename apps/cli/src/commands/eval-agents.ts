/**
 * The agents `chorehouse eval` can run: the rule-based Follower (the reference), the text Follower, a JS module, or a
 * model behind HTTP. The dataset package runs the loop; agents only answer one step at a time.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chatModelPolicy, extractInstruction, resolveInstruction, RuleBasedFollower, TextFollowerSeat, type Instruction, type SeatUtterance, type TextPolicy } from '@chorehouse/agents';
import { teachApiAgent, type AgentRequest, type EvalAgent, type Privileged } from '@chorehouse/dataset';
import type { Outcome } from '@chorehouse/sim';
import { UsageError } from '../command.js';

/**
 * The reference agent reads the instructions in the dialogue history (the rule-based Commander's
 * template in parentheses), resolves each against the world it stands in, and lets the rule-based
 * Follower carry it out: for EDH the last instruction, for TfD all of them in order. Dialogue it
 * cannot parse (people's) gives it nothing to do, so it stops.
 */
export function ruleBasedAgent(): EvalAgent {
  let follower = new RuleBasedFollower();
  let pending: Instruction[] = [];
  let busy = false;
  return {
    name: 'rule-based',
    async start(instance) {
      follower = new RuleBasedFollower();
      busy = false;
      const instructions = instance.dialog_history
        .filter(([speaker]) => speaker === 'Commander')
        .map(([, text]) => extractInstruction(text))
        .flatMap((p) => (p.ok ? [p.instruction] : []));
      pending = instance.kind === 'edh' ? instructions.slice(-1) : instructions;
    },
    async nextAction(request: AgentRequest, { world }: Privileged) {
      if (request.prev_success !== null) follower.observe({ success: request.prev_success, code: 'ok', message: '', objectId: null, changes: [] } as Outcome);
      for (let guard = 0; guard < 1000; guard++) {
        if (!busy) {
          const next = pending.shift();
          if (!next) return { action: 'Stop' };
          const goal = resolveInstruction(world, next);
          if (!goal) continue;
          follower.assign(goal);
          busy = true;
        }
        const move = follower.next(world);
        if (move.kind === 'act') {
          const a = move.action;
          return 'x' in a ? { action: a.name, obj_relative_coord: [a.y, a.x] } : { action: a.name };
        }
        busy = false;
      }
      return { action: 'Stop' };
    },
  };
}

/**
 * The text Follower as an evaluation agent: it reads the Commander's lines of the dialogue history
 * in plain English (the last one for EDH, all of them in order for TfD) and acts through the text
 * world and the free-form mapping, one Follower action per step; it stops when it has nothing
 * left to do. Questions it would ask have no one to answer them here, so it stops instead.
 */
export function textAgent(observability: 'partial' | 'full' = 'partial', policy?: () => TextPolicy): EvalAgent {
  const fresh = () => new TextFollowerSeat({ observability, ...(policy ? { policy: policy() } : {}) });
  let seat = fresh();
  let dialogue: SeatUtterance[] = [];
  return {
    name: policy ? policy().kind : 'text',
    async start(instance) {
      seat = fresh();
      const said = instance.dialog_history.filter(([speaker]) => speaker === 'Commander').map(([, text]) => ({ speaker: 'Commander' as const, text }));
      dialogue = instance.kind === 'edh' ? said.slice(-1) : said;
    },
    async nextAction(_request: AgentRequest, { world, lastOutcome }: Privileged) {
      let outcome: Outcome | null = lastOutcome;
      for (let guard = 0; guard < 20; guard++) {
        const move = await seat.next({ world, dialogue, lastOutcome: outcome });
        outcome = null;
        if (move.kind === 'act') {
          const a = move.action;
          return 'x' in a ? { action: a.name, obj_relative_coord: [a.y, a.x] } : { action: a.name };
        }
        if (move.kind === 'wait' || move.text.endsWith('?')) return { action: 'Stop' };
        dialogue = [...dialogue, { speaker: 'Follower', text: move.text }];
      }
      return { action: 'Stop' };
    },
  };
}

/** A module exporting `createAgent()` (or a default export) that returns `{ nextAction(request, privileged), start? }`. */
export async function moduleAgent(path: string, cwd: string): Promise<EvalAgent> {
  const url = pathToFileURL(resolve(cwd, path)).href;
  let mod: Record<string, unknown>;
  try {
    mod = (await import(url)) as Record<string, unknown>;
  } catch (err) {
    throw new UsageError(`--agent module:${path}: cannot load it: ${(err as Error).message}`);
  }
  const factory = (mod.createAgent ?? mod.default) as unknown;
  const made = typeof factory === 'function' ? await (factory as () => unknown)() : factory;
  if (!made || typeof (made as { nextAction?: unknown }).nextAction !== 'function') {
    throw new UsageError(`--agent module:${path}: export createAgent() (or a default) returning an object with nextAction(request)`);
  }
  const agent = made as Partial<EvalAgent> & Pick<EvalAgent, 'nextAction'>;
  return { name: agent.name ?? `module:${path}`, nextAction: agent.nextAction.bind(agent), ...(agent.start ? { start: agent.start.bind(agent) } : {}) };
}

/**
 * A model behind HTTP: `POST <url>/start_instance` with the instance (answers other than 2xx are
 * ignored, so a server may skip it), then `POST <url>/next_action` with the request JSON for every
 * step, the frame as `frame: {img_name, jpeg_base64}`; the answer is `{"action": "...", "obj_relative_coord": [y, x] | null}`.
 */
export function httpAgent(base: string, timeoutMs = 30_000): EvalAgent {
  const url = (path: string) => `${base.replace(/\/+$/, '')}/${path}`;
  const post = (path: string, body: unknown) => fetch(url(path), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs),
  });
  return {
    name: `http:${base}`,
    async start(instance) {
      const { instance_id, game_id, dialog_history, kind } = instance;
      await post('start_instance', { instance_id, game_id, dialog_history, kind }).catch((err: Error) => { throw new Error(`${url('start_instance')}: ${err.message}`, { cause: err.cause }); });
    },
    async nextAction(request) {
      const frame = request.frame ? { img_name: request.frame.name, jpeg_base64: Buffer.from(request.frame.jpeg).toString('base64') } : null;
      const res = await post('next_action', { ...request, frame });
      if (!res.ok) throw new Error(`next_action answered ${res.status}`);
      return res.json();
    },
  };
}

/** Where `--agent llm:<url>` finds its model: `--model`, and the key (if the server wants one) in OPENAI_API_KEY. */
export interface ChatModelChoice {
  readonly model?: string;
  /** `teach-api:`: TEACh's runner's `--use_img_file` (no history frames sent). */
  readonly useImgFile?: boolean;
}

export async function agentFromSpec(spec: string, cwd: string, chat: ChatModelChoice = {}): Promise<EvalAgent> {
  if (spec === 'rule-based') return ruleBasedAgent();
  if (spec === 'text') return textAgent();
  if (spec.startsWith('llm:')) {
    const url = spec.slice('llm:'.length);
    if (!/^https?:\/\/\S+$/.test(url)) throw new UsageError(`--agent llm:<url>: "${url}" is not an http(s) URL`);
    if (!chat.model) throw new UsageError('--agent llm:<url> needs --model <name>');
    const apiKey = process.env.OPENAI_API_KEY;
    const options = { url, model: chat.model, ...(apiKey ? { apiKey } : {}) };
    return textAgent('partial', () => chatModelPolicy(options));
  }
  if (spec.startsWith('module:')) return moduleAgent(spec.slice('module:'.length), cwd);
  if (spec.startsWith('teach-api:')) {
    const base = spec.slice('teach-api:'.length);
    if (!/^https?:\/\/\S+$/.test(base)) throw new UsageError(`--agent teach-api:<url>: "${base}" is not an http(s) URL`);
    return teachApiAgent(base, { useImgFile: chat.useImgFile ?? false });
  }
  const base = /^https?:\/\//.test(spec) ? spec : spec.startsWith('http:') ? spec.slice('http:'.length) : null;
  if (base && /^https?:\/\/\S+$/.test(base)) return httpAgent(base);
  throw new UsageError(`--agent: "${spec}" is not rule-based, text, llm:<url>, module:<path>, http:<url> or teach-api:<url>`);
}
