/**
 * What the chat-model Commander reads: its part and its tools (system), then the task, what its
 * tools told it so far and the dialogue (user). Tools are offered in the OpenAI `tools` shape and,
 * for servers without function calling, as a JSON action format in the prompt.
 */
import type { ProgressCheckView, SearchHit, SeatUtterance } from '../seats/seat.js';
import type { TaskRef } from '../commander/what-if.js';
import type { ChatTool } from './chat-client.js';

export const COMMANDER_TOOLS: readonly ChatTool[] = [
  { name: 'progress_check', description: 'Check which parts of the task are done and which objects still need something. Use it before telling the Follower what to do and after it reports.', parameters: { type: 'object', properties: {}, additionalProperties: false } },
  { name: 'search_object', description: 'Find objects by name ("knife", "mug") or by the object id a progress check gave; answers where each is.', parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'], additionalProperties: false } },
  { name: 'say', description: 'Send one chat message to the Follower: one short step, or an answer to its question.', parameters: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'], additionalProperties: false } },
  { name: 'wait', description: 'Say nothing now; the Follower is working.', parameters: { type: 'object', properties: {}, additionalProperties: false } },
  { name: 'finish', description: 'End the game: only when a progress check says the task is done (or it cannot be done; give the reason).', parameters: { type: 'object', properties: { reason: { type: 'string' } }, additionalProperties: false } },
];

export const COMMANDER_SYSTEM_PROMPT = [
  'You are the Commander in a two-player household game (TEACh). You know the task; the Follower is in the house and does everything, but cannot see the task.',
  'Guide the Follower in plain, friendly words, one short step at a time ("grab the mug to the left of the sink and rinse it"). Refer to objects by what they are and where they are (on/in what, left/right of which landmark). Never mention coordinates or object ids.',
  'Speak first: greet the Follower and give the first step. When the Follower asks where something is, search for it and answer. When it says it is done or stuck, check progress before the next step.',
  'Tools: progress_check, search_object {query}, say {text}, wait, finish {reason?}. Call exactly one tool per reply.',
  'If you cannot call tools, reply with one JSON object only, e.g. {"action": "progress_check"}, {"action": "search_object", "query": "knife"}, {"action": "say", "text": "..."}, {"action": "wait"} or {"action": "finish"}.',
].join('\n');

/** The Progress Check as a few lines of text: the task, each subgoal and its steps, marked done or not. */
export function formatProgress(check: ProgressCheckView): string {
  const lines = [`Task: ${check.response.task_desc} Done: ${check.success ? 'yes' : 'no'} (${check.goalConditions.satisfied} of ${check.goalConditions.total} goal conditions).`];
  for (const sg of check.response.subgoals) {
    lines.push(`- [${sg.success ? 'x' : ' '}] ${sg.description}`);
    for (const st of sg.steps) lines.push(`    - [${st.success ? 'x' : ' '}] ${st.desc} (${st.objectType} ${st.objectId})`);
  }
  return lines.join('\n');
}

export function formatSearch(query: string, hits: readonly SearchHit[], place: (hit: SearchHit) => string): string {
  if (hits.length === 0) return `search_object "${query}": nothing found.`;
  return [`search_object "${query}":`, ...hits.map((h) => `- ${h.objectType} ${h.objectId}: ${place(h)}`)].join('\n');
}

export interface CommanderNotes {
  readonly progress: string | null;
  readonly searches: readonly string[];
}

export function commanderUserPrompt(task: TaskRef, notes: CommanderNotes, dialogue: readonly SeatUtterance[]): string {
  const talk = dialogue.length === 0 ? '(nothing yet: you speak first)' : dialogue.slice(-20).map((u) => `${u.speaker}: ${u.text}`).join('\n');
  return [
    `Task: ${task.taskName}${task.params.length ? ` (${task.params.join(', ')})` : ''}.`,
    `Last progress check:\n${notes.progress ?? '(none yet)'}`,
    notes.searches.length ? `Recent searches:\n${notes.searches.join('\n')}` : 'Recent searches: (none)',
    `Dialogue so far:\n${talk}`,
    'What do you do now? Call one tool.',
  ].join('\n\n');
}
