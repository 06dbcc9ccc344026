// The SQLite event store's table, its row shape, and the conversion of a row to a recorded event.
import type { JsonObject, RecordedEvent } from './event-store.port.js';

// position follows commit order because SQLite has one writer at a time (appends run under
// BEGIN IMMEDIATE), so readers never see a gap filled in later. AUTOINCREMENT: never reused.
// The partial index holds one entry per stream (its first event): listStreams reads only it.
export const EVENT_STORE_SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position    INTEGER PRIMARY KEY AUTOINCREMENT,
    stream_id   TEXT    NOT NULL,
    revision    INTEGER NOT NULL,
    event_id    TEXT    NOT NULL UNIQUE,
    type        TEXT    NOT NULL,
    data        TEXT    NOT NULL,
    metadata    TEXT    NOT NULL,
    recorded_at TEXT    NOT NULL,
    UNIQUE (stream_id, revision)
  );
  CREATE INDEX IF NOT EXISTS events_stream_starts ON events (stream_id) WHERE revision = 0;
`;

export const EVENT_COLUMNS = 'position, stream_id, revision, event_id, type, data, metadata, recorded_at';

export interface EventRow {
  readonly position: number;
  readonly stream_id: string;
  readonly revision: number;
  readonly event_id: string;
  readonly type: string;
  readonly data: string;
  readonly metadata: string;
  readonly recorded_at: string;
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
    id: row.event_id,
    type: row.type,
    data: JSON.parse(row.data) as JsonObject,
    metadata: JSON.parse(row.metadata) as JsonObject,
    recordedAt: row.recorded_at,
  };
}

/**
 * The smallest text above every string that starts with `prefix`: the prefix's UTF-8 bytes and
 * 0xFF, a byte that valid UTF-8 never holds. Bind it as `CAST(? AS TEXT)`: SQLite compares TEXT
 * bytewise, so `stream_id >= prefix AND stream_id < bound` is exactly "starts with", and uses the
 * index, where LIKE would treat `%` and `_` in the prefix as wildcards.
 */
export function prefixUpperBound(prefix: string): Buffer {
  return Buffer.concat([Buffer.from(prefix, 'utf8'), Buffer.from([0xff])]);
}
