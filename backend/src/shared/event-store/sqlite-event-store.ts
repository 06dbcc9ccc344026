// The default event store: one SQLite file (better-sqlite3, WAL, fsync on every commit).
import { promiseOf } from '../promise-of.js';
import { Database, type Statement } from '../sqlite-driver.js';
import { assertAppendableBatch } from './append-batch.check.js';
import {
  ConcurrencyError,
  DuplicateEventError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type GlobalPosition,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamRevision,
} from './event-store.port.js';
import {
  EVENT_COLUMNS,
  EVENT_STORE_SCHEMA,
  prefixUpperBound,
  toRecordedEvent,
  type EventRow,
} from './sqlite-event-store.schema.js';
import { CommitWatch } from './sqlite-commit-watch.js';
import { SqliteGroupCommit, type AppendArgs } from './sqlite-group-commit.js';
import { toWriteError } from './sqlite-write-error.js';
import { makePrivateFile, tightenSqliteCompanions } from '../private-files.js';

const BUSY_TIMEOUT_MS = 5000;
const SUBSCRIBE_BATCH = 500;
/** SQLite reads a negative LIMIT as "no limit". */
const NO_LIMIT = -1;

export interface SqliteEventStoreOptions {
  /** Open the file read-only: reads work, appends throw EventStoreUnavailableError. */
  readonly readonly?: boolean;
  /**
   * For an import only: commits are not fsync'd one by one (`synchronous = NORMAL`; the WAL is
   * synced at checkpoints, and `close` checkpoints), about 4× faster. A power cut may lose the
   * last commits but never corrupts the file; an import can be run again to finish.
   */
  readonly bulkLoad?: boolean;
  /**
   * Appends requested in the same turn of the event loop share one transaction and one fsync
   * (SqliteGroupCommit): 16 front desks at once need a fraction of the fsyncs. Off by default:
   * requests then interleave where they did not before, and everything a request passes through
   * must tolerate that (the benchmark found that the sign-in check, one passport strategy object
   * shared by every request, did not: a request could wait forever).
   */
  readonly groupCommit?: boolean;
}

/** Counters that let tests and benchmarks check the adapter stays cheap per call. */
export interface SqliteEventStoreStats {
  /** Statements compiled since open; all are compiled at open, so appends and reads add none. */
  readonly statementsPrepared: number;
  /** Rows turned into RecordedEvents (JSON parsed); a read decodes only the rows it returns. */
  readonly eventsDecoded: number;
  /** Append transactions committed: appends requested together share one (group commit). */
  readonly commits: number;
}

interface StoredEvent {
  readonly stream_id: string;
  readonly revision: number;
  readonly position: number;
}

export class SqliteEventStore implements EventStore {
  readonly kind = 'sqlite' as const;
  private statementsPrepared = 0;
  private eventsDecoded = 0;
  private commits = 0;
  private readonly commitWatch: CommitWatch;
  private readonly insertEvent: Statement<[string, number, string, string, string, string, string]>;
  private readonly findEvent: Statement<[string], StoredEvent>;
  private readonly readById: Statement<[string], EventRow>;
  private readonly lastRevision: Statement<[string], number>;
  private readonly readAfter: Statement<[GlobalPosition, number], EventRow>;
  private readonly readForwards: Statement<[string, StreamRevision, number], EventRow>;
  private readonly readBackwards: Statement<[string, StreamRevision, number], EventRow>;
  private readonly streamsByPrefix: Statement<[string, Buffer], string>;
  private readonly lastPosition: Statement<[], GlobalPosition>;
  private readonly groupCommit: SqliteGroupCommit;

  private constructor(
    private readonly db: Database,
    private readonly bulkLoad: boolean,
    groupCommit: boolean,
  ) {
    this.insertEvent = this.prepare(
      'INSERT INTO events (stream_id, revision, event_id, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.findEvent = this.prepare('SELECT stream_id, revision, position FROM events WHERE event_id = ?');
    this.readById = this.prepare(`SELECT ${EVENT_COLUMNS} FROM events WHERE event_id = ?`);
    this.lastRevision = this.prepare<[string], number>(
      'SELECT revision FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
    ).pluck();
    this.readAfter = this.prepare(`SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`);
    this.readForwards = this.prepare(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?`,
    );
    this.readBackwards = this.prepare(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND revision <= ? ORDER BY revision DESC LIMIT ?`,
    );
    this.streamsByPrefix = this.prepare<[string, Buffer], string>(
      'SELECT stream_id FROM events WHERE revision = 0 AND stream_id >= ? AND stream_id < CAST(? AS TEXT) ORDER BY position',
    ).pluck();
    this.lastPosition = this.prepare<[], number>('SELECT COALESCE(MAX(position), 0) FROM events').pluck();
    const dataVersion = this.prepare<[], number>('PRAGMA data_version').pluck();
    this.commitWatch = new CommitWatch(
      () => dataVersion.get() ?? 0,
      () => db.open,
    );
    this.groupCommit = new SqliteGroupCommit(
      db,
      (...args: AppendArgs) => this.appendNow(...args),
      () => {
        this.commits += 1;
        this.commitWatch.committed();
      },
      groupCommit,
    );
  }

  /** Opens (creating the file and its directory if missing) the event store at `filePath`. */
  static open(filePath: string, options: SqliteEventStoreOptions = {}): SqliteEventStore {
    const readonly = options.readonly ?? false;
    // The log holds password hashes and members' personal data: its files are the app user's only.
    if (!readonly) makePrivateFile(filePath);
    let db: Database | undefined;
    try {
      db = new Database(filePath, { readonly, fileMustExist: readonly });
      db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
      db.pragma('foreign_keys = ON');
      if (!readonly) {
        db.pragma('journal_mode = WAL');
        tightenSqliteCompanions(filePath);
        db.pragma(`synchronous = ${options.bulkLoad ? 'NORMAL' : 'FULL'}`);
        db.exec(EVENT_STORE_SCHEMA);
      }
      return new SqliteEventStore(db, !readonly && options.bulkLoad === true, options.groupCommit === true);
    } catch (error) {
      db?.close();
      throw toWriteError(error);
    }
  }

  /** Appends requested together (concurrent commands) share one transaction: see SqliteGroupCommit. */
  async append(streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    assertAppendableBatch(streamId, events);
    return this.groupCommit.append(streamId, events, expected);
  }

  readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    return promiseOf(() => {
      this.groupCommit.flushIfWaiting(streamId);
      const { limit, fromRevision, direction } = options;
      if (limit !== undefined && !(limit >= 1)) return [];
      const rows =
        direction === 'backwards'
          ? this.readBackwards.all(streamId, fromRevision ?? Number.MAX_SAFE_INTEGER, limit ?? NO_LIMIT)
          : this.readForwards.all(streamId, fromRevision ?? 0, limit ?? NO_LIMIT);
      return this.decode(rows);
    });
  }

  readEvent(streamId: string, eventId: string): Promise<RecordedEvent | undefined> {
    return promiseOf(() => {
      this.groupCommit.flushIfWaiting(streamId);
      const row = this.readById.get(eventId.toLowerCase());
      return row?.stream_id === streamId ? this.decode([row])[0] : undefined;
    });
  }

  readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    return promiseOf(() => {
      return this.readAllNow(after, limit);
    });
  }

  headPosition(): Promise<GlobalPosition> {
    return promiseOf(() => {
      return this.lastPosition.get() ?? 0;
    });
  }

  async *subscribe(after: GlobalPosition, signal: AbortSignal): AsyncGenerator<RecordedEvent> {
    let position = after;
    while (!signal.aborted && this.db.open) {
      // Taken before the read: a commit after it, even while the consumer handles this batch,
      // makes the wait below return at once, so no event waits for the next poll.
      const mark = this.commitWatch.mark();
      const batch = this.readAllNow(position, SUBSCRIBE_BATCH);
      for (const event of batch) {
        // The consumer may abort while this generator waits at `yield`: read it afresh.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
        if (signal.aborted) return;
        yield event;
        position = event.position;
      }
      if (batch.length < SUBSCRIBE_BATCH) await this.commitWatch.waitForCommitAfter(mark, signal);
    }
  }

  listStreams(prefix: string): Promise<string[]> {
    return promiseOf(() => {
      return this.streamsByPrefix.all(prefix, prefixUpperBound(prefix));
    });
  }

  close(): Promise<void> {
    return promiseOf(() => {
      if (this.db.open) this.groupCommit.flush();
      // Under bulkLoad the last commits may sit unsynced in the WAL: any checkpoint syncs the WAL
      // first, and PASSIVE never waits for the app's readers.
      if (this.db.open && this.bulkLoad) this.db.pragma('wal_checkpoint(PASSIVE)');
      if (this.db.open) this.db.close();
      this.commitWatch.wakeAll();
    });
  }

  stats(): SqliteEventStoreStats {
    return { statementsPrepared: this.statementsPrepared, eventsDecoded: this.eventsDecoded, commits: this.commits };
  }

  /** Runs inside the IMMEDIATE transaction; a throw rolls everything back. */
  private appendNow(streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision): AppendResult {
    const repeated = this.findRepeatedAppend(streamId, events);
    if (repeated) return repeated;
    const current = this.lastRevision.get(streamId);
    assertExpectedRevision(streamId, expected, current);
    const committedAt = new Date().toISOString();
    let revision = current ?? -1;
    let position = 0;
    for (const event of events) {
      revision += 1;
      const { data, metadata, type, recordedAt } = event;
      const inserted = this.insertEvent.run(
        streamId,
        revision,
        event.id.toLowerCase(),
        type,
        JSON.stringify(data),
        JSON.stringify(metadata),
        recordedAt ?? committedAt,
      );
      position = Number(inserted.lastInsertRowid);
    }
    return { nextExpectedRevision: revision, position };
  }

  /**
   * The first append's result when every id of the batch is already in this stream (a retry);
   * undefined when none is stored. Checked before the expected revision, since a retry carries
   * the revision the stream had before its first attempt.
   */
  private findRepeatedAppend(streamId: string, events: readonly EventToAppend[]): AppendResult | undefined {
    const stored = events.map((event) => this.findEvent.get(event.id.toLowerCase()));
    if (stored.every((found) => found === undefined)) return undefined;
    const elsewhere = stored.findIndex((found) => found !== undefined && found.stream_id !== streamId);
    if (elsewhere >= 0 || stored.includes(undefined)) {
      const culprit = elsewhere >= 0 ? elsewhere : stored.findIndex((found) => found !== undefined);
      throw new DuplicateEventError(events[culprit]?.id ?? '');
    }
    const found = stored as readonly StoredEvent[];
    return {
      nextExpectedRevision: Math.max(...found.map((event) => event.revision)),
      position: Math.max(...found.map((event) => event.position)),
    };
  }

  private readAllNow(after: GlobalPosition, limit: number): RecordedEvent[] {
    if (!(limit >= 1)) return [];
    return this.decode(this.readAfter.all(after, limit));
  }

  private decode(rows: readonly EventRow[]): RecordedEvent[] {
    this.eventsDecoded += rows.length;
    return rows.map(toRecordedEvent);
  }

  private prepare<Params extends unknown[], Row>(sql: string): Statement<Params, Row> {
    this.statementsPrepared += 1;
    return this.db.prepare<Params, Row>(sql);
  }
}

function assertExpectedRevision(
  streamId: string,
  expected: ExpectedRevision,
  current: StreamRevision | undefined,
): void {
  const matches =
    expected === 'any' ||
    (expected === 'no_stream' && current === undefined) ||
    (expected === 'stream_exists' && current !== undefined) ||
    expected === current;
  if (!matches) throw new ConcurrencyError(streamId, expected, current ?? 'no_stream');
}
