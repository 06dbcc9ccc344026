// Which SQLite failures the event store reports as "cannot write now".
import { Database } from '../sqlite-driver.js';
import { describe, expect, it } from '@jest/globals';
import { EventStoreUnavailableError } from './event-store.port.js';
import { toWriteError } from './sqlite-write-error.js';

describe('toWriteError', () => {
  it.each([
    'SQLITE_FULL',
    'SQLITE_READONLY',
    'SQLITE_READONLY_DBMOVED',
    'SQLITE_IOERR',
    'SQLITE_IOERR_WRITE',
    'SQLITE_IOERR_FSYNC',
    'SQLITE_CANTOPEN',
    'SQLITE_BUSY',
    'SQLITE_BUSY_SNAPSHOT',
    'SQLITE_PERM',
  ])('reports %s as EventStoreUnavailableError, keeping the cause', (code) => {
    const cause = new Database.SqliteError('the disk said no', code);
    const error = toWriteError(cause);
    expect(error).toBeInstanceOf(EventStoreUnavailableError);
    expect((error as EventStoreUnavailableError).cause).toBe(cause);
    expect((error as Error).message).toContain('the disk said no');
  });

  it.each(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', 'SQLITE_MISMATCH', 'SQLITE_FULLNESS'])(
    'leaves %s unchanged',
    (code) => {
      const error = new Database.SqliteError('a bug, not the disk', code);
      expect(toWriteError(error)).toBe(error);
    },
  );

  it('leaves errors that are not SQLite errors unchanged', () => {
    const error = new TypeError('not sqlite');
    expect(toWriteError(error)).toBe(error);
  });
});
