/**
 * Completion codes: derived from the secret and what was completed, so they cannot be guessed; every
 * one handed out is also recorded (store `completions`), so a reload can fetch it again and the
 * console lists them. A paid code, a no-pay code (`NX...`, for the worker who timed out or left;
 * or none, NO_PAY_CODE=none) and a "no partner found" code (`NP...`) never look alike.
 */
import { createHmac } from 'node:crypto';
import { ENDING_WORDS, endingText, type Completion } from '@chorehouse/protocol';
import type { Platform, Store } from '@chorehouse/store';
import type { Clock } from '../clock.js';
import type { CompletionRequest } from '../session/completions.js';
import type { Seat } from '../session/registry.js';

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

/** The worker who timed out, left or was blocked: a code the researcher recognises as "do not pay". */
export function noPayCompletionCode(secret: string, sessionId: string, workerId: string): string {
  return `NX${code(secret, `nopay:${sessionId}:${workerId}`, 8)}`;
}

/** Waiting-room timeout: "no partner found". */
export function noPartnerCompletionCode(secret: string, workerId: string, queuedAt: number): string {
  return `NP${code(secret, `nopartner:${workerId}:${queuedAt}`, 8)}`;
}

/** Prolific's completion URL takes the code as `cc`; other platforms show the code only. */
export function completionLink(completionCode: string | null, platform: Platform, prolificUrl: string | null): Pick<Completion, 'completionCode' | 'redirectUrl'> {
  if (completionCode === null || platform !== 'prolific' || !prolificUrl) return { completionCode, redirectUrl: null };
  const url = new URL(prolificUrl);
  url.searchParams.set('cc', completionCode);
  return { completionCode, redirectUrl: url.toString() };
}

export interface PayrollDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly secret: string;
  readonly noPayCode: 'code' | 'none';
  readonly prolificUrl: string | null;
}

/** Hands out completions by the pay rule and records each one. */
export class Payroll {
  constructor(private readonly deps: PayrollDeps) {}

  private async platformOf(workerId: string): Promise<Platform> {
    return (await this.deps.store.getWorker(workerId))?.platform ?? 'local';
  }

  async issue(r: CompletionRequest): Promise<Completion> {
    const { secret, noPayCode } = this.deps;
    // The code's pay is the ending's: the words the worker reads and the code cannot disagree.
    const { paid } = ENDING_WORDS[r.ending];
    const reason = endingText(r.ending);
    const completionCode = paid ? sessionCompletionCode(secret, r.sessionId, r.workerId) : noPayCode === 'code' ? noPayCompletionCode(secret, r.sessionId, r.workerId) : null;
    await this.deps.store.addCompletion({
      id: `session:${r.sessionId}:${r.workerId}`, workerId: r.workerId, browser: r.browser, sessionId: r.sessionId, code: completionCode,
      paid, reason, outcome: r.outcome, ending: r.ending, createdAt: this.deps.clock.now(),
    });
    return { ...completionLink(completionCode, await this.platformOf(r.workerId), this.deps.prolificUrl), paid, reason, ending: r.ending };
  }

  async noPartner(seat: Seat, queuedAt: number): Promise<Completion> {
    const completionCode = noPartnerCompletionCode(this.deps.secret, seat.workerId, queuedAt);
    const reason = endingText('no_partner');
    await this.deps.store.addCompletion({
      id: `nopartner:${seat.workerId}:${queuedAt}`, workerId: seat.workerId, browser: seat.browser, sessionId: null, code: completionCode,
      paid: true, reason, outcome: null, ending: 'no_partner', createdAt: this.deps.clock.now(),
    });
    return { ...completionLink(completionCode, seat.platform, this.deps.prolificUrl), paid: true, reason, ending: 'no_partner' };
  }
}
