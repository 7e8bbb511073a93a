/** The events table's rows as both dialects write and read them: column order, values, one multi-row INSERT through Kysely, bodies parsed back. */
import { eventRecordSchema, type EventRecord } from '@chorehouse/protocol';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema.js';
import type { EventRow } from '../store.js';

/** The events table's columns in the order an event's INSERT binds them (`eventParameters`). */
export const EVENT_COLUMNS = ['session_id', 'seq', 't', 'kind', 'role', 'body', 'created_at'] as const;
/** 7 parameters a row: 500 rows stay well under SQLite's 32,766 bound parameters. */
const EVENT_ROWS_PER_INSERT = 500;

/** One event's values in EVENT_COLUMNS' order; `body`: the event's JSON, when the caller has written it already. */
export function eventParameters({ sessionId, event, at }: EventRow, body = JSON.stringify(event)): [string, number, number, string, string | null, string, number] {
  return [sessionId, event.seq, event.t, event.kind, 'role' in event ? event.role : null, body, at];
}

/**
 * Rows of any sessions in one transaction, as multi-row INSERTs whose text is made once per row
 * count (compiling each batch through the query builder cost the event loop more than running it).
 */
export class KyselyEventInsert {
  private readonly texts = new Map<number, string>();

  constructor(private readonly db: Kysely<Database>, private readonly dialect: 'sqlite' | 'postgres') {}

  async run(rows: readonly EventRow[]): Promise<void> {
    if (!rows.length) return;
    if (rows.length <= EVENT_ROWS_PER_INSERT) {
      await this.db.executeQuery(this.query(rows));
      return;
    }
    await this.db.transaction().execute((tx) => this.runIn(tx, rows));
  }

  /** The same inside a transaction the caller holds (one that checks fences first). */
  async runIn(tx: Transaction<Database>, rows: readonly EventRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += EVENT_ROWS_PER_INSERT) await tx.executeQuery(this.query(rows.slice(i, i + EVENT_ROWS_PER_INSERT)));
  }

  private query(rows: readonly EventRow[]): CompiledQuery {
    let text = this.texts.get(rows.length);
    if (!text) {
      const mark = this.dialect === 'postgres' ? (k: number) => `$${k + 1}` : () => '?';
      const tuples = rows.map((_, r) => `(${EVENT_COLUMNS.map((_c, c) => mark(r * EVENT_COLUMNS.length + c)).join(', ')})`);
      this.texts.set(rows.length, (text = `insert into "events" (${EVENT_COLUMNS.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')}`));
    }
    const parameters: unknown[] = [];
    for (const row of rows) parameters.push(...eventParameters(row));
    return CompiledQuery.raw(text, parameters);
  }
}

/** Stored bodies back to events: checked against the schema unless `trusted` (event-log.ts, ReadOptions). */
export function parseEvents(bodies: readonly string[], trusted: boolean): EventRecord[] {
  return trusted ? bodies.map((body) => JSON.parse(body) as EventRecord) : bodies.map((body) => eventRecordSchema.parse(JSON.parse(body)));
}
