// The limit: what raw better-sqlite3 does on this machine in the same run, with none of our code.
// Replay: read every event and write one row each, in one transaction. Append: one fsync'd
// transaction per event (WAL, synchronous=FULL), as the event store must commit a command.
import { join } from 'node:path';
import { Database } from '@gym/backend/shared/sqlite-driver.js';
import type { EventRow } from '@gym/backend/shared/event-store/sqlite-event-store.schema.js';
import { since } from '../measure/latency-stats.js';
import type { SampleEvent } from './sample-events.js';
import type { StoreUnderTest } from './store-workload.js';

export interface RawReplay {
  readonly events: number;
  readonly seconds: number;
  readonly eventsPerSecond: number;
}

/** Reads every column of every event in log order and writes one row per event into a fresh file. */
export function rawReplay(eventsFile: string, workDir: string): RawReplay {
  const source = new Database(eventsFile, { readonly: true });
  const target = new Database(join(workDir, 'raw-replay.db'));
  try {
    // The read store's own settings: WAL, synchronous=NORMAL.
    target.pragma('journal_mode = WAL');
    target.pragma('synchronous = NORMAL');
    target.exec(
      'CREATE TABLE replayed (position INTEGER PRIMARY KEY, stream_id TEXT NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL)',
    );
    const insert = target.prepare('INSERT INTO replayed (position, stream_id, type, data) VALUES (?, ?, ?, ?)');
    const read = source.prepare<[], EventRow>(
      'SELECT position, stream_id, revision, event_id, type, data, metadata, recorded_at FROM events ORDER BY position',
    );
    const started = performance.now();
    let events = 0;
    target.transaction(() => {
      for (const row of read.iterate()) {
        insert.run(row.position, row.stream_id, row.type, row.data);
        events += 1;
      }
    })();
    const seconds = since(started) / 1000;
    return { events, seconds, eventsPerSecond: Math.round(events / seconds) };
  } finally {
    source.close();
    target.close();
  }
}

export interface AppendRate {
  readonly events: number;
  readonly seconds: number;
  readonly eventsPerSecond: number;
  /** Mean time of one append, in ms. */
  readonly meanMs: number;
}

export function appendRate(events: number, ms: number): AppendRate {
  return {
    events,
    seconds: ms / 1000,
    eventsPerSecond: Math.round((events / ms) * 1000),
    meanMs: Math.round((ms / events) * 1000) / 1000,
  };
}

/**
 * Raw SQLite as an append subject: one transaction per append, fsync'd on commit (WAL,
 * synchronous=FULL), into a table with the event store's columns and nothing else: no revision
 * check, no duplicate check, no unique index.
 */
export function rawSqliteStore(workDir: string, name: string): Promise<StoreUnderTest> {
  const db = new Database(join(workDir, `raw-${name}.db`));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE events (position INTEGER PRIMARY KEY, stream_id TEXT NOT NULL, revision INTEGER NOT NULL,
    event_id TEXT NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, recorded_at TEXT NOT NULL)`);
  const insert = db.prepare(
    'INSERT INTO events (stream_id, revision, event_id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const appendAll = db.transaction((events: readonly SampleEvent[], first: number) => {
    const recordedAt = new Date().toISOString();
    events.forEach((event, index) => {
      insert.run(
        event.streamId,
        first + index,
        event.id,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
        recordedAt,
      );
    });
  });
  return Promise.resolve({
    append: (_streamId, events, expected) => {
      appendAll.immediate(events, expected);
      return Promise.resolve();
    },
    readStream: () => Promise.resolve(0),
    readAll: () => Promise.resolve(0),
    close: () => {
      db.close();
      return Promise.resolve();
    },
  });
}
