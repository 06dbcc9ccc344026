// The SQLite event store's statements, all compiled once when the store opens: appends and reads
// compile none.
import type { Database, Statement } from '../sqlite-driver.js';
import type { GlobalPosition, StreamRevision } from './event-store.port.js';
import { EVENT_COLUMNS, type EventRow } from './sqlite-event-store.schema.js';

/** Where an event id is already stored: enough to recognise a retried append. */
export interface StoredEvent {
  readonly stream_id: string;
  readonly revision: number;
  readonly position: number;
}

export interface EventStatements {
  readonly insertEvent: Statement<[string, number, string, string, string, string, string]>;
  readonly findEvent: Statement<[string], StoredEvent>;
  readonly readById: Statement<[string], EventRow>;
  readonly lastRevision: Statement<[string], number>;
  readonly readAfter: Statement<[GlobalPosition, number], EventRow>;
  readonly readForwards: Statement<[string, StreamRevision, number], EventRow>;
  readonly readBackwards: Statement<[string, StreamRevision, number], EventRow>;
  readonly streamsByPrefix: Statement<[string, Buffer], string>;
  readonly lastPosition: Statement<[], GlobalPosition>;
  /** The events of one type after a position (a whole-table scan, parsing only the rows found). */
  readonly readTypeAfter: Statement<[GlobalPosition, string], EventRow>;
  /** Changes when another connection commits (the commit watch polls it). */
  readonly dataVersion: Statement<[], number>;
  /** How many statements were compiled. */
  readonly prepared: number;
}

export function prepareEventStatements(db: Database): EventStatements {
  let prepared = 0;
  const prepare = <Params extends unknown[], Row>(sql: string): Statement<Params, Row> => {
    prepared += 1;
    return db.prepare<Params, Row>(sql);
  };
  const statements = {
    insertEvent: prepare<[string, number, string, string, string, string, string], unknown>(
      'INSERT INTO events (stream_id, revision, event_id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    findEvent: prepare<[string], StoredEvent>('SELECT stream_id, revision, position FROM events WHERE event_id = ?'),
    readById: prepare<[string], EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE event_id = ?`),
    lastRevision: prepare<[string], number>(
      'SELECT revision FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
    ).pluck(),
    readAfter: prepare<[GlobalPosition, number], EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
    ),
    readForwards: prepare<[string, StreamRevision, number], EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?`,
    ),
    readBackwards: prepare<[string, StreamRevision, number], EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND revision <= ? ORDER BY revision DESC LIMIT ?`,
    ),
    streamsByPrefix: prepare<[string, Buffer], string>(
      'SELECT stream_id FROM events WHERE revision = 0 AND stream_id >= ? AND stream_id < CAST(? AS TEXT) ORDER BY position',
    ).pluck(),
    lastPosition: prepare<[], number>('SELECT COALESCE(MAX(position), 0) FROM events').pluck(),
    readTypeAfter: prepare<[GlobalPosition, string], EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? AND type = ? ORDER BY position`,
    ),
    dataVersion: prepare<[], number>('PRAGMA data_version').pluck(),
  };
  return { ...statements, prepared };
}
