/**
 * The pay rule (issue 47): what a seat that the server's pay verdict calls paid earns. The base is
 * the platform's own reward (paid by approving the submission or assignment); the bonuses (for
 * success, per minute played) go out through the platform's bonus tools. Money is whole cents.
 */
import { payRuleSchema, type PayRule } from '@chorehouse/protocol';
import type { Store } from '@chorehouse/store';

export { payRuleSchema, type PayRule };

export const cents = (major: number): number => Math.round(major * 100);
/** 250 -> "2.50": the plain decimal both platforms take (no currency sign). */
export const majorUnits = (c: number): string => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

export interface SeatWork {
  /** The server's pay verdict for the seat. */
  readonly paid: boolean;
  readonly success: boolean;
  readonly durationMs: number;
  /** A reviewer rejected the session as data: its bonuses are withheld, never its base pay. */
  readonly rejected: boolean;
}

export interface SeatPay {
  readonly baseCents: number;
  readonly successCents: number;
  readonly timeCents: number;
}

export function seatPay(rule: PayRule, work: SeatWork): SeatPay {
  if (!work.paid) return { baseCents: 0, successCents: 0, timeCents: 0 };
  const bonuses = !work.rejected;
  return {
    baseCents: cents(rule.base),
    successCents: bonuses && work.success ? cents(rule.successBonus) : 0,
    timeCents: bonuses ? Math.round((cents(rule.perMinute) * work.durationMs) / 60_000) : 0,
  };
}

/** The study's own pay rule, kept with the collection plan in the store's settings (over the server's PAY_* and the CLI's environment). */
export const PAY_RULE_SETTING = 'pay_rule';

export async function storedPayRule(store: Pick<Store, 'getSetting'>): Promise<PayRule | null> {
  const text = await store.getSetting(PAY_RULE_SETTING);
  if (text === null) return null;
  const parsed = payRuleSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`the stored pay rule (setting ${PAY_RULE_SETTING}) is not a pay rule: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

export async function storePayRule(store: Pick<Store, 'putSetting'>, rule: PayRule): Promise<void> {
  await store.putSetting(PAY_RULE_SETTING, JSON.stringify(payRuleSchema.parse(rule)));
}
