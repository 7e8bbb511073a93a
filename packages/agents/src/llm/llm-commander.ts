/**
 * A Commander seat driven by a chat model (kind `llm:<url>`). Each turn it asks the model, which
 * may use the Commander's tools (Progress Check, SearchObject: counted through `CommanderTools`)
 * a few times before it says something, waits, or finishes. It remembers the last progress check
 * and recent searches between turns; the dialogue is shown as it is.
 */
import { getObject } from '@chorehouse/sim';
import { placeOf } from '../commander/refer.js';
import type { CommanderSeat, CommanderSeatMove, CommanderSeatTurn } from '../seats/seat.js';
import { ChatClient, type ChatMessage, type ChatModelConfig } from './chat-client.js';
import { COMMANDER_SYSTEM_PROMPT, COMMANDER_TOOLS, commanderUserPrompt, formatProgress, formatSearch } from './commander-prompt.js';
import { modelActions, plainText, stringArg, type ModelAction } from './model-moves.js';

export interface LlmCommanderOptions extends ChatModelConfig {
  /** Tool uses allowed in one turn before the seat waits (default 6). */
  readonly maxToolCallsPerTurn?: number;
  /** Offer the OpenAI `tools` (default true); false: the JSON action format in the prompt only. */
  readonly functionCalling?: boolean;
  /** Turns with nothing new in the dialogue that the seat waits without asking the model (default 4). */
  readonly quietTurns?: number;
  readonly systemPrompt?: string;
}

const MAX_SEARCH_NOTES = 6;

export class LlmCommanderSeat implements CommanderSeat {
  readonly kind: string;
  private readonly client: ChatClient;
  private progress: string | null = null;
  private searches: string[] = [];
  private heard = -1;
  private quiet = 0;
  /** Model calls made (for tables and tests). */
  calls = 0;

  constructor(private readonly options: LlmCommanderOptions) {
    this.client = new ChatClient(options);
    this.kind = `llm:${options.url}`;
  }

  async next(turn: CommanderSeatTurn): Promise<CommanderSeatMove> {
    // Nothing new said: let the Follower work, but look again every few turns (it may have finished silently).
    if (turn.dialogue.length === this.heard && this.quiet < (this.options.quietTurns ?? 4)) {
      this.quiet++;
      return { kind: 'wait' };
    }
    this.quiet = 0;
    this.heard = turn.dialogue.length;
    const messages: ChatMessage[] = [
      { role: 'system', content: this.options.systemPrompt ?? COMMANDER_SYSTEM_PROMPT },
      { role: 'user', content: commanderUserPrompt(turn.task, { progress: this.progress, searches: this.searches }, turn.dialogue) },
    ];
    const maxTools = this.options.maxToolCallsPerTurn ?? 6;
    for (let used = 0; used <= maxTools; used++) {
      this.calls++;
      const reply = await this.client.complete({ messages, ...(this.options.functionCalling === false ? {} : { tools: COMMANDER_TOOLS }) });
      const actions = modelActions(reply);
      if (actions.length === 0) {
        const text = plainText(reply.content);
        return text ? this.said(turn, text) : { kind: 'wait' };
      }
      // Answer every tool call of this reply (the API wants a result per call); the first move wins.
      const results: { action: ModelAction; result: string }[] = [];
      for (const action of actions) {
        const move = this.move(action);
        if (move) return move.kind === 'say' ? this.said(turn, move.text) : move;
        results.push({ action, result: used < maxTools ? this.useTool(turn, action) : 'No more tool uses this turn: say something or wait.' });
      }
      messages.push(...replyMessages(reply.content, results));
    }
    return { kind: 'wait' };
  }

  private said(turn: CommanderSeatTurn, text: string): CommanderSeatMove {
    this.heard = turn.dialogue.length + 1;
    return { kind: 'say', text };
  }

  private move(action: ModelAction): CommanderSeatMove | null {
    switch (action.name) {
      case 'say': {
        const text = stringArg(action.args, 'text');
        return text ? { kind: 'say', text } : { kind: 'wait' };
      }
      case 'wait': return { kind: 'wait' };
      case 'finish': {
        const reason = stringArg(action.args, 'reason');
        return reason ? { kind: 'finish', reason } : { kind: 'finish' };
      }
      default: return null;
    }
  }

  private useTool(turn: CommanderSeatTurn, action: ModelAction): string {
    switch (action.name) {
      case 'progress_check': {
        this.progress = formatProgress(turn.tools.progressCheck());
        return this.progress;
      }
      case 'search_object': {
        const query = stringArg(action.args, 'query', 100) ?? stringArg(action.args, 'text', 100);
        if (!query) return 'search_object needs a query.';
        const hits = turn.tools.search(query);
        const note = formatSearch(query, hits, (h) => {
          const o = getObject(turn.world, h.objectId);
          return o ? placeOf(turn.world, o) : 'gone';
        });
        this.searches = [...this.searches, note].slice(-MAX_SEARCH_NOTES);
        return note;
      }
      default:
        return `There is no tool "${action.name}". Use progress_check, search_object, say, wait or finish.`;
    }
  }
}

/** The model's tool calls and their results, as the conversation continues (tool messages, or plain text for the JSON format). */
function replyMessages(content: string | null, results: readonly { action: ModelAction; result: string }[]): ChatMessage[] {
  const calls = results.filter((r) => r.action.callId !== null);
  if (calls.length > 0) {
    return [
      { role: 'assistant', content, tool_calls: calls.map((r) => ({ id: r.action.callId!, type: 'function', function: { name: r.action.name, arguments: JSON.stringify(r.action.args) } })) },
      ...calls.map((r): ChatMessage => ({ role: 'tool', tool_call_id: r.action.callId!, content: r.result })),
    ];
  }
  return [{ role: 'assistant', content: content ?? '' }, { role: 'user', content: results.map((r) => r.result).join('\n\n') }];
}

export function llmCommanderSeat(options: LlmCommanderOptions): LlmCommanderSeat {
  return new LlmCommanderSeat(options);
}
