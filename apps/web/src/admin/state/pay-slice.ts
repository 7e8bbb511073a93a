/** Pay (issue 47): each worker's total and effective hourly rate under a pay rule, then the platforms' files. */
import { payRuleSchema, paySummarySchema, type PayFileName, type PaySummary } from '@chorehouse/protocol';
import { z } from 'zod/mini';
import { messageOf, type Slice } from './console-state.js';
import { saveBlob } from '../api/save-blob.js';

/** The rule as the form holds it (text, so a half-typed number is not lost); empty: the server's PAY_*. */
export interface PayForm {
  readonly base: string;
  readonly successBonus: string;
  readonly perMinute: string;
  readonly since: string;
  readonly until: string;
}

export function payQuery(form: PayForm): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(form)) if (v.trim()) q.set(k, v.trim());
  const text = q.toString();
  return text ? `?${text}` : '';
}

export interface PaySlice {
  readonly payForm: PayForm;
  readonly paySummary: PaySummary | null;
  readonly payError: string | null;
  readonly setPayForm: (patch: Partial<PayForm>) => void;
  readonly refreshPay: () => Promise<void>;
  readonly downloadPayFile: (name: PayFileName) => Promise<void>;
  /** Keeps the form's numbers (over the rule shown) as the study's rule in the store; true when saved. */
  readonly savePayRule: () => Promise<boolean>;
}

export const createPaySlice: Slice<PaySlice> = (set, get) => ({
  payForm: { base: '', successBonus: '', perMinute: '', since: '', until: '' },
  paySummary: null,
  payError: null,
  setPayForm: (patch) => set({ payForm: { ...get().payForm, ...patch } }),
  refreshPay: async () => {
    const api = get().api;
    if (!api) return;
    try {
      set({ paySummary: await api.get(`/pay${payQuery(get().payForm)}`, paySummarySchema), payError: null });
    } catch (err) {
      set({ payError: messageOf(err) });
    }
  },
  savePayRule: async () => {
    const api = get().api;
    const shown = get().paySummary?.rule;
    if (!api || !shown) return false;
    const form = get().payForm;
    const num = (text: string, fallback: number) => (text.trim() === '' ? fallback : Number(text));
    try {
      const rule = { ...shown, base: num(form.base, shown.base), successBonus: num(form.successBonus, shown.successBonus), perMinute: num(form.perMinute, shown.perMinute) };
      await api.put('/pay/rule', rule, z.object({ ok: z.literal(true), rule: payRuleSchema }));
      set({ payForm: { ...form, base: '', successBonus: '', perMinute: '' } });
      await get().refreshPay();
      return true;
    } catch (err) {
      set({ payError: messageOf(err) });
      return false;
    }
  },
  downloadPayFile: async (name) => {
    const api = get().api;
    if (!api) return;
    try {
      const { blob, fileName } = await api.download(`/pay/files/${name}${payQuery(get().payForm)}`);
      saveBlob(blob, fileName);
    } catch (err) {
      set({ payError: messageOf(err) });
    }
  },
});
