/** TEACh-shaped game ids (`0a57fe74bb28dca3_c887`: 16 hex digits, `_`, 4 hex digits), derived from the session id. */
import { createHash } from 'node:crypto';

export function gameIdOf(sessionId: string): string {
  const hex = createHash('sha256').update(sessionId, 'utf8').digest('hex');
  return `${hex.slice(0, 16)}_${hex.slice(16, 20)}`;
}

/** `game_id` is the file name up to its first dot (TEACh's own rule). */
export function gameIdFromFileName(fileName: string): string {
  return fileName.split('/').pop()!.split('.')[0]!;
}
