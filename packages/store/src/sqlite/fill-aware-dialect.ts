/**
 * Kysely's SQLite dialect for a store whose event journal fills SQLite from a thread of its own
 * (journaled-events.ts, journal-filler.ts). That thread's connection is a second writer of the file:
 * a write of the store's own connection that met a fill under way waited for it in SQLite's busy
 * handler, which sleeps on the calling thread (1, 2, 5 ms and more at a time), so every game stood
 * still for as long. Here such a write (a session's row, a survey; never an event) first waits for
 * the fill on a promise, and the event loop goes on meanwhile. Statements that do not write (SQLite
 * says which: better-sqlite3's `readonly`) never wait: in WAL mode a reader does not meet a writer.
 */
import { SqliteDialect, type CompiledQuery, type DatabaseConnection, type Driver, type QueryCompiler, type QueryResult, type SqliteDatabase, type SqliteStatement, type TransactionSettings } from 'kysely';

/** True when no fill is under way; else a promise that resolves once it has landed. */
export type FillLanded = () => true | Promise<void>;

/** The database as Kysely needs it, whose statements also say whether they write. */
export interface StatementKinds extends SqliteDatabase {
  prepare(sql: string): SqliteStatement & { readonly readonly: boolean };
}

export class FillAwareSqliteDialect extends SqliteDialect {
  private readonly writes: (sql: string) => boolean;

  constructor(database: StatementKinds, private readonly fillLanded: FillLanded) {
    super({ database });
    this.writes = (sql) => !database.prepare(sql).readonly;
  }

  override createDriver(): Driver {
    return new FillAwareDriver(super.createDriver(), this.writes, this.fillLanded);
  }
}

class FillAwareDriver implements Driver {
  /** SQLite has one connection; its wrapper is made once. */
  private wrapped: { readonly inner: DatabaseConnection; readonly outer: DatabaseConnection } | null = null;

  constructor(private readonly driver: Driver, private readonly writes: (sql: string) => boolean, private readonly fillLanded: FillLanded) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.driver.acquireConnection();
    if (this.wrapped?.inner !== inner) this.wrapped = { inner, outer: fillAwareConnection(inner, this.writes, this.fillLanded) };
    return this.wrapped.outer;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.driver.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.driver.savepoint?.(connection, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.driver.rollbackToSavepoint?.(connection, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.driver.releaseSavepoint?.(connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}

function fillAwareConnection(connection: DatabaseConnection, writes: (sql: string) => boolean, fillLanded: FillLanded): DatabaseConnection {
  const executeQuery = <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
    if (!writes(query.sql)) return connection.executeQuery<R>(query);
    const landed = fillLanded();
    // Asked again once it has landed: the statement runs in the same turn as that answer, so no fill starts between.
    return landed === true ? connection.executeQuery<R>(query) : landed.then(() => executeQuery<R>(query));
  };
  return {
    executeQuery,
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}
