/**
 * A text Follower's policy driven by a chat model (kind `llm:<url>`): it reads the dialogue, the
 * text observation and the admissible commands (and the frame as an image, when `images` is set)
 * and answers with a command, a chat line, or wait. The text Follower turns the command into
 * actions (free-form text is mapped to the closest admissible command there).
 */
import type { TextPolicy, TextPolicyInput, TextPolicyMove } from '../seats/seat.js';
import { ChatClient, jpegPart, type ChatContentPart, type ChatMessage, type ChatModelConfig, type ChatTool } from './chat-client.js';
import { modelActions, plainText, stringArg } from './model-moves.js';

export interface ChatModelPolicyOptions extends ChatModelConfig {
  /** Send the Follower's frame as an image part (models that take images). */
  readonly images?: boolean;
  /** Offer the OpenAI `tools` (default true); false: the JSON action format in the prompt only. */
  readonly functionCalling?: boolean;
  /** Admissible commands listed in the prompt at most (default 120). */
  readonly maxAdmissible?: number;
  readonly systemPrompt?: string;
}

export const FOLLOWER_TOOLS: readonly ChatTool[] = [
  { name: 'command', description: 'Do one thing in the house: one of the admissible commands (or close to one).', parameters: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'], additionalProperties: false } },
  { name: 'say', description: 'Send one chat message to the Commander: a short question when unsure, or "done" when the step is finished.', parameters: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'], additionalProperties: false } },
  { name: 'wait', description: 'Do nothing until the Commander says something new.', parameters: { type: 'object', properties: {}, additionalProperties: false } },
];

export const FOLLOWER_SYSTEM_PROMPT = [
  'You are the Follower in a two-player household game (TEACh). The Commander knows the task and tells you what to do in chat; you act in the house.',
  'Each turn you get the dialogue, what you observe (as text) and the commands admissible now. Carry out the Commander\'s latest step one command at a time; when it is done, say so briefly; when you are unsure what is meant or cannot find something, ask one short question.',
  'Tools: command {text}, say {text}, wait. Call exactly one.',
  'If you cannot call tools, reply with one JSON object only: {"action": "command", "text": "go to countertop 1"}, {"action": "say", "text": "..."} or {"action": "wait"}.',
].join('\n');

export function followerUserPrompt(input: TextPolicyInput, maxAdmissible: number): string {
  const talk = input.dialogue.length === 0 ? '(nothing yet)' : input.dialogue.slice(-20).map((u) => `${u.speaker}: ${u.text}`).join('\n');
  const admissible = input.admissible.slice(0, maxAdmissible);
  const more = input.admissible.length > admissible.length ? `\n(and ${input.admissible.length - admissible.length} more)` : '';
  return [
    `Dialogue so far:\n${talk}`,
    `Observation:\n${input.observation}`,
    `Admissible commands:\n${admissible.join('\n')}${more}`,
    'What do you do now? Call one tool.',
  ].join('\n\n');
}

export class ChatModelPolicy implements TextPolicy {
  readonly kind: string;
  private readonly client: ChatClient;
  /** Model calls made. */
  calls = 0;

  constructor(private readonly options: ChatModelPolicyOptions) {
    this.client = new ChatClient(options);
    this.kind = `llm:${options.url}`;
  }

  async next(input: TextPolicyInput): Promise<TextPolicyMove> {
    const text = followerUserPrompt(input, this.options.maxAdmissible ?? 120);
    const content: string | ChatContentPart[] = this.options.images && input.frame ? [{ type: 'text', text }, jpegPart(input.frame)] : text;
    const messages: ChatMessage[] = [{ role: 'system', content: this.options.systemPrompt ?? FOLLOWER_SYSTEM_PROMPT }, { role: 'user', content }];
    this.calls++;
    const reply = await this.client.complete({ messages, ...(this.options.functionCalling === false ? {} : { tools: FOLLOWER_TOOLS }) });
    const action = modelActions(reply)[0];
    if (!action) {
      // Words without the format: a command if they name one, else free-form (the text Follower maps it).
      const words = plainText(reply.content, 200);
      return words ? { kind: 'command', text: words } : { kind: 'wait' };
    }
    switch (action.name) {
      case 'command': case 'act': {
        const t = stringArg(action.args, 'text', 200) ?? stringArg(action.args, 'command', 200);
        return t ? { kind: 'command', text: t } : { kind: 'wait' };
      }
      case 'say': {
        const t = stringArg(action.args, 'text');
        return t ? { kind: 'say', text: t } : { kind: 'wait' };
      }
      default:
        return { kind: 'wait' };
    }
  }
}

export function chatModelPolicy(options: ChatModelPolicyOptions): ChatModelPolicy {
  return new ChatModelPolicy(options);
}
