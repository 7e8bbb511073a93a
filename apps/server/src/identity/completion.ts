/** Completion codes: derived from the secret and what was completed, so they need no table and cannot be guessed. */
import { createHmac } from 'node:crypto';
import type { Completion } from '@chorehouse/protocol';
import type { Platform } from '@chorehouse/store';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function code(secret: string, subject: string, length = 10): string {
  const digest = createHmac('sha256', secret).update(subject).digest();
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[digest[i]! % ALPHABET.length];
  return out;
}

export function sessionCompletionCode(secret: string, sessionId: string, workerId: string): string {
  return code(secret, `session:${sessionId}:${workerId}`);
}

/** Waiting-room timeout: "no partner found". */
export function noPartnerCompletionCode(secret: string, workerId: string, queuedAt: number): string {
  return `NP${code(secret, `nopartner:${workerId}:${queuedAt}`, 8)}`;
}

/** Prolific's completion URL takes the code as `cc`; other platforms show the code only. */
export function completionFor(completionCode: string, platform: Platform, prolificUrl: string | null): Completion {
  if (platform !== 'prolific' || !prolificUrl) return { completionCode, redirectUrl: null };
  const url = new URL(prolificUrl);
  url.searchParams.set('cc', completionCode);
  return { completionCode, redirectUrl: url.toString() };
}
