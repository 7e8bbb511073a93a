/**
 * A lock on a data directory that one store holds for as long as it is open: an exclusive
 * transaction on a small SQLite file of its own. The operating system drops it when the process
 * ends, however it ends (a crash, SIGKILL), so a lock is never left behind by a dead process, and a
 * second store asking for it, in the same process or another, is refused at once.
 */
import Sqlite from 'better-sqlite3';

export interface ProcessLock {
  release(): void;
}

/** The lock on `file`, or null while another store holds it. */
export function tryLock(file: string): ProcessLock | null {
  const db = new Sqlite(file, { timeout: 0 });
  try {
    // No rollback journal: the transaction never writes, and a file beside the lock would be left behind by a crash.
    db.pragma('journal_mode = MEMORY');
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    if (error instanceof Sqlite.SqliteError && error.code === 'SQLITE_BUSY') return null;
    throw error;
  }
  return {
    release: () => {
      if (!db.open) return;
      db.exec('ROLLBACK');
      db.close();
    },
  };
}
