/**
 * PostgreSQL's event log: the group commit (event-log/group-commit.ts) writes each batch as one
 * multi-row INSERT, one round trip and one transaction; a read is one query. PostgreSQL's own
 * group commit and WAL do the rest, invisible here. A batch whose appends carry fences (a server
 * process that leases its games) is one transaction with the lease check before the insert
 * (lease-fence.ts), so a process that lost a game's lease cannot append to its log.
 */
import type { Kysely } from 'kysely';
import type { EventRecord } from '@chorehouse/protocol';
import { EventLogError, type EventAppend, type EventLog, type Fence, type ReadOptions } from '../event-log/event-log.js';
import { KyselyEventInsert, parseEvents } from '../event-log/event-rows.js';
import { FenceBook } from '../event-log/fence-book.js';
import { GroupCommit } from '../event-log/group-commit.js';
import type { Database } from '../schema.js';
import type { EventRow } from '../store.js';
import { checkLeaseFences } from './lease-fence.js';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

export class PostgresEventLog implements EventLog {
  private readonly insert: KyselyEventInsert;
  private readonly commits = new GroupCommit((rows, fences) => this.write(rows, fences), new FenceBook());

  constructor(private readonly db: Kysely<Database>) {
    this.insert = new KyselyEventInsert(db, 'postgres');
  }

  append(append: EventAppend): Promise<void> {
    return this.commits.append(append);
  }

  /** An append resolves once its transaction committed: every connection sees it already. */
  async settle(): Promise<void> {}

  async read(sessionId: string, options: ReadOptions = {}): Promise<EventRecord[]> {
    const rows = await this.db.selectFrom('events').select('body').where('session_id', '=', sessionId).orderBy('seq').execute();
    return parseEvents(rows.map((r) => r.body), options.trusted ?? false);
  }

  /** Answers every append made before; the pool is the store's to end. */
  close(): Promise<void> {
    return this.commits.close();
  }

  private async write(rows: readonly EventRow[], fences: ReadonlyMap<string, Fence>): Promise<void> {
    try {
      if (!fences.size) await this.insert.run(rows);
      else {
        await this.db.transaction().execute(async (tx) => {
          await checkLeaseFences(tx, fences);
          await this.insert.runIn(tx, rows);
        });
      }
    } catch (error) {
      const duplicate = typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;
      throw duplicate ? new EventLogError('event-log/duplicate', `a (session, seq) of the batch is stored already (${String(error)})`) : error;
    }
  }
}
