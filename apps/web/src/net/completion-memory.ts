/**
 * The last completion this browser was shown, per worker and task link (localStorage), so a reload or a new tab of
 * the completion page shows the code again even when the server has nothing to resend (a "no partner
 * found" code, or a server restarted since). "Play another game" forgets it.
 */
import { completionSchema, type Completion } from '@chorehouse/protocol';
import { z } from 'zod/mini';

const KEY = (key: string) => `chorehouse.completion.${key}`;
const memorySchema = z.object({ completion: completionSchema, noPartner: z.boolean() });
export type RememberedCompletion = z.infer<typeof memorySchema>;

export function rememberCompletion(key: string, completion: Completion, noPartner: boolean): void {
  try { localStorage.setItem(KEY(key), JSON.stringify({ completion, noPartner })); } catch { /* no storage: the server's resend still works */ }
}

export function recallCompletion(key: string): RememberedCompletion | null {
  try {
    const raw = localStorage.getItem(KEY(key));
    if (!raw) return null;
    const parsed = memorySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetCompletion(key: string): void {
  try { localStorage.removeItem(KEY(key)); } catch { /* nothing kept */ }
}
