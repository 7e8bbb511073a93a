/**
 * Prepared statements kept by their SQL text. Kysely's SQLite driver prepares every query it runs,
 * and under load preparing the event log's INSERT cost the event loop more than running it (a
 * third of SQLite's time in the server's profile at 200 sessions). The store's queries come from a
 * handful of shapes, so a small cache holds them all; a statement still busy (an open iteration)
 * is never handed out twice, a fresh one is prepared instead.
 */
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Statements kept (least recently used first out). */
const DEFAULT_CAPACITY = 128;

/** The subset of better-sqlite3's statement this needs beyond Kysely's. */
interface ReusableStatement extends SqliteStatement {
  /** True while an iteration over its rows is open. */
  readonly busy: boolean;
  /** The statement does not write (SQLite's own answer; fill-aware-dialect.ts asks it). */
  readonly readonly: boolean;
}

interface PreparingDatabase {
  close(): void;
  prepare(sql: string): ReusableStatement;
}

export function withStatementCache(database: PreparingDatabase, capacity = DEFAULT_CAPACITY): SqliteDatabase & { prepare(sql: string): ReusableStatement } {
  const statements = new Map<string, ReusableStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql) => {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        // Most recently used goes last, so the first key is the one to drop.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const fresh = database.prepare(sql);
      if (kept) return fresh;
      statements.set(sql, fresh);
      if (statements.size > capacity) statements.delete(statements.keys().next().value!);
      return fresh;
    },
  };
}
