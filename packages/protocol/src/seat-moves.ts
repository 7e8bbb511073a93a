/**
 * What a seat served over HTTP (`http:<url>` in `chorehouse tatc run`) answers (issue 19): a text
 * Follower's next move (a command, free-form or admissible; a chat line; or wait), or a
 * Commander's (a chat line, wait, or finish). Parsed, never cast.
 */
import { z } from 'zod/mini';

const text = z.string().check(z.minLength(1), z.maxLength(2000));

export const textPolicyMoveSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('command'), text }),
  z.object({ kind: z.literal('say'), text }),
  z.object({ kind: z.literal('wait') }),
]);
export type TextPolicyMoveWire = z.infer<typeof textPolicyMoveSchema>;

export const commanderMoveSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('say'), text }),
  z.object({ kind: z.literal('wait') }),
  z.object({ kind: z.literal('finish'), reason: z.optional(z.string()) }),
]);
export type CommanderMoveWire = z.infer<typeof commanderMoveSchema>;
