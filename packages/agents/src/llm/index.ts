/** Chat-model agents over the OpenAI-compatible `/v1/chat/completions` API (issue 19). */
export {
  CHAT_MODEL_ERROR_CODES, ChatClient, ChatModelError, chatCompletionsUrl, jpegPart,
  type ChatCall, type ChatContentPart, type ChatMessage, type ChatModelConfig, type ChatModelErrorCode, type ChatReply, type ChatRequest, type ChatTool,
} from './chat-client.js';
export { LlmCommanderSeat, llmCommanderSeat, type LlmCommanderOptions } from './llm-commander.js';
export { ChatModelPolicy, chatModelPolicy, type ChatModelPolicyOptions } from './llm-follower.js';
export { COMMANDER_SYSTEM_PROMPT, COMMANDER_TOOLS } from './commander-prompt.js';
export { FOLLOWER_SYSTEM_PROMPT, FOLLOWER_TOOLS } from './llm-follower.js';
export { FallbackCommanderSeat, FallbackTextPolicy } from './fallback-seat.js';
