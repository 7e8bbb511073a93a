/**
 * Consent (issue 47): each worker's decision on each version of the researcher's consent text, with
 * its time. The latest decision per worker and version stands (a worker who declined may agree later);
 * the console exports them for the ethics board.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export const CONSENT_DECISIONS = ['agreed', 'declined'] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];

export interface ConsentRecord {
  readonly workerId: string;
  /** The consent text's version (CONSENT_VERSION, or a hash of the text). */
  readonly version: string;
  readonly decision: ConsentDecision;
  readonly at: number;
}

function decisionOf(value: string): ConsentDecision {
  const d = CONSENT_DECISIONS.find((x) => x === value);
  if (!d) throw new Error(`consents.decision is "${value}", not one of ${CONSENT_DECISIONS.join(', ')}`);
  return d;
}

export async function recordConsent(db: Kysely<Database>, c: ConsentRecord): Promise<void> {
  await db.insertInto('consents').values({ worker_id: c.workerId, version: c.version, decision: c.decision, at: c.at })
    .onConflict((oc) => oc.columns(['worker_id', 'version']).doUpdateSet({ decision: c.decision, at: c.at })).execute();
}

export async function consentOf(db: Kysely<Database>, workerId: string, version: string): Promise<ConsentRecord | null> {
  const r = await db.selectFrom('consents').selectAll().where('worker_id', '=', workerId).where('version', '=', version).executeTakeFirst();
  return r ? { workerId: r.worker_id, version: r.version, decision: decisionOf(r.decision), at: Number(r.at) } : null;
}

/** Every decision, oldest first. */
export async function listConsents(db: Kysely<Database>): Promise<ConsentRecord[]> {
  const rows = await db.selectFrom('consents').selectAll().orderBy('at').orderBy('worker_id').execute();
  return rows.map((r) => ({ workerId: r.worker_id, version: r.version, decision: decisionOf(r.decision), at: Number(r.at) }));
}
