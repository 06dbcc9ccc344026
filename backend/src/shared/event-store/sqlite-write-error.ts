// Tells which SQLite failures mean "the disk cannot take a write now" (the port's EventStoreUnavailableError).
import Database from 'better-sqlite3';
import { EventStoreUnavailableError } from './event-store.port.js';

// Extended codes (SQLITE_IOERR_WRITE, SQLITE_READONLY_DBMOVED, SQLITE_BUSY_SNAPSHOT, …) share their
// primary code's prefix. SQLITE_BUSY reaches us only after busy_timeout has run out.
const UNAVAILABLE_PREFIXES = ['SQLITE_FULL', 'SQLITE_READONLY', 'SQLITE_IOERR', 'SQLITE_CANTOPEN', 'SQLITE_BUSY', 'SQLITE_PERM'];

export function isUnavailableSqliteError(error: unknown): boolean {
  if (!(error instanceof Database.SqliteError)) return false;
  const code = error.code;
  return UNAVAILABLE_PREFIXES.some((prefix) => code === prefix || code.startsWith(`${prefix}_`));
}

/** The error to throw for a failed write: unavailable-store errors wrapped, any other unchanged. */
export function toWriteError(error: unknown): unknown {
  return isUnavailableSqliteError(error) ? new EventStoreUnavailableError(error) : error;
}
