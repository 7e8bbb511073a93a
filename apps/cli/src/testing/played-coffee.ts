/** The session the CLI's tests read: the rule-based agents make coffee in FloorPlan10 (seed 3), recorded as the game server logs one. */
import { generateEpisode } from '@chorehouse/scenes';
import type { RecordedSession } from '@chorehouse/dataset';
import { playedSession } from '../commands/tatc-sessions.js';

export function playedCoffeeSession(sessionId = 'played-coffee'): RecordedSession {
  const drawn = generateEpisode({ floorPlan: 10, task: 'Make Coffee', seed: 3 });
  if (!drawn.ok) throw new Error(drawn.reason);
  return playedSession(drawn.episode, 'Make Coffee', 'valid_unseen', sessionId);
}
