// Tells which SQLite failures mean "the disk cannot take a write now" (the port's EventStoreUnavailableError).
import { EventStoreUnavailableError } from './event-store.port.js';

// Extended codes (SQLITE_IOERR_WRITE, SQLITE_READONLY_DBMOVED, SQLITE_BUSY_SNAPSHOT, …) share their
// primary code's prefix. SQLITE_BUSY reaches us only after busy_timeout has run out.
const UNAVAILABLE_PREFIXES = [
  'SQLITE_FULL',
  'SQLITE_READONLY',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
  'SQLITE_BUSY',
  'SQLITE_PERM',
];

/**
 * Recognised by name and code rather than `instanceof` (not even `instanceof Error`): the native
 * addon keeps the SqliteError class of the first copy of better-sqlite3 loaded in the process,
 * and under jest that copy's `Error` belongs to another test file's realm.
 */
export function isUnavailableSqliteError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || (error as { name?: unknown }).name !== 'SqliteError') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return UNAVAILABLE_PREFIXES.some((prefix) => code === prefix || code.startsWith(`${prefix}_`));
}

/** The error to throw for a failed write: unavailable-store errors wrapped, any other unchanged. */
export function toWriteError(error: unknown): unknown {
  return isUnavailableSqliteError(error) ? new EventStoreUnavailableError(error) : error;
}
