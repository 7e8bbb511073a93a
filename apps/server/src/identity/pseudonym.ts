/**
 * What a partner is called on screen. Platform ids are not shown to anyone but their owner: a crowd
 * worker's partner sees a pseudonym made from the session and the seat (stable for that game, new
 * in the next); names typed for local play are shown as typed; a bot is a bot.
 */
import { createHash } from 'node:crypto';
import type { Role } from '@chorehouse/protocol';
import type { Platform } from '@chorehouse/store';

const COLOURS = ['Amber', 'Blue', 'Coral', 'Green', 'Indigo', 'Jade', 'Lilac', 'Olive', 'Ruby', 'Sand', 'Slate', 'Teal'];
const ANIMALS = ['Badger', 'Crane', 'Dolphin', 'Falcon', 'Fox', 'Heron', 'Lynx', 'Otter', 'Owl', 'Panda', 'Robin', 'Wren'];

export function pseudonym(sessionId: string, role: Role): string {
  const d = createHash('sha256').update(`${sessionId}:${role}`).digest();
  return `${COLOURS[d[0]! % COLOURS.length]} ${ANIMALS[d[1]! % ANIMALS.length]}`;
}

/** The name a seat's partner sees. */
export function displayName(platform: Platform | 'rule-based', typedName: string, sessionId: string, role: Role): string {
  switch (platform) {
    case 'local':
    case 'bot':
      return typedName;
    case 'rule-based':
      return 'Rule-based bot';
    default:
      return pseudonym(sessionId, role);
  }
}
