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

const SEAT_KEY = (key: string) => `chorehouse.seat.${key}`;

/**
 * The session this browser last held a seat in, per worker and task link: a worker who left and
 * comes back after the game ended without them (a bot took the seat, or it timed out) is no longer
 * seated, so the server has nothing to resend; the page asks for that session's code instead.
 */
export function rememberSeat(key: string, sessionId: string): void {
  try { localStorage.setItem(SEAT_KEY(key), sessionId); } catch { /* no storage: the page shows the instructions */ }
}

export function recallSeat(key: string): string | null {
  try { return localStorage.getItem(SEAT_KEY(key)); } catch { return null; }
}

export function forgetSeat(key: string): void {
  try { localStorage.removeItem(SEAT_KEY(key)); } catch { /* nothing kept */ }
}
