// The default event store: one SQLite file (better-sqlite3, WAL, fsync on every commit).
import { promiseOf } from '../promise-of.js';
import { Database } from '../sqlite-driver.js';
import { assertAppendableBatch, assertDistinctStreams } from './append-batch.check.js';
import type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  GlobalPosition,
  ReadStreamOptions,
  RecordedEvent,
  StreamAppend,
} from './event-store.port.js';
import { appendManyInTransaction } from './sqlite-event-store.append.js';
import { EVENT_STORE_SCHEMA, prefixUpperBound, toRecordedEvent, type EventRow } from './sqlite-event-store.schema.js';
import { prepareEventStatements, type EventStatements } from './sqlite-event-store.statements.js';
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

export class SqliteEventStore implements EventStore {
  readonly kind = 'sqlite' as const;
  private eventsDecoded = 0;
  private commits = 0;
  private readonly statements: EventStatements;
  private readonly commitWatch: CommitWatch;
  private readonly groupCommit: SqliteGroupCommit;

  private constructor(
    private readonly db: Database,
    private readonly bulkLoad: boolean,
    groupCommit: boolean,
  ) {
    const statements = prepareEventStatements(db);
    this.statements = statements;
    this.commitWatch = new CommitWatch(
      () => statements.dataVersion.get() ?? 0,
      () => db.open,
    );
    this.groupCommit = new SqliteGroupCommit(
      db,
      (args: AppendArgs) => appendManyInTransaction(statements, args),
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
    const [result] = await this.appendMany([{ streamId, events, expected }]);
    if (!result) throw new Error(`Stream ${streamId}: the append answered no result`);
    return result;
  }

  /** Every stream in one transaction (with group commit, one SAVEPOINT of it): all or nothing. */
  readonly atomicAppendMany = true;

  async appendMany(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    if (appends.length === 0) throw new Error('appendMany needs at least one stream');
    for (const { streamId, events } of appends) assertAppendableBatch(streamId, events);
    assertDistinctStreams(appends);
    return this.groupCommit.append(appends);
  }

  readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    return promiseOf(() => {
      this.groupCommit.flushIfWaiting(streamId);
      const { limit, fromRevision, direction } = options;
      if (limit !== undefined && !(limit >= 1)) return [];
      const rows =
        direction === 'backwards'
          ? this.statements.readBackwards.all(streamId, fromRevision ?? Number.MAX_SAFE_INTEGER, limit ?? NO_LIMIT)
          : this.statements.readForwards.all(streamId, fromRevision ?? 0, limit ?? NO_LIMIT);
      return this.decode(rows);
    });
  }

  readEvent(streamId: string, eventId: string): Promise<RecordedEvent | undefined> {
    return promiseOf(() => {
      this.groupCommit.flushIfWaiting(streamId);
      const row = this.statements.readById.get(eventId.toLowerCase());
      return row?.stream_id === streamId ? this.decode([row])[0] : undefined;
    });
  }

  readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    return promiseOf(() => {
      return this.readAllNow(after, limit);
    });
  }

  /**
   * Every event of `type` after `after`, in log order: SQLite only (not in the port), for the start's
   * search for supresiones (issue 39), which would otherwise parse every event of the log.
   */
  readType(type: string, after: GlobalPosition): Promise<RecordedEvent[]> {
    return promiseOf(() => this.decode(this.statements.readTypeAfter.all(after, type)));
  }

  headPosition(): Promise<GlobalPosition> {
    return promiseOf(() => {
      return this.statements.lastPosition.get() ?? 0;
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
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the consumer may abort while this waits at `yield`
        if (signal.aborted) return;
        yield event;
        position = event.position;
      }
      if (batch.length < SUBSCRIBE_BATCH) await this.commitWatch.waitForCommitAfter(mark, signal);
    }
  }

  listStreams(prefix: string): Promise<string[]> {
    return promiseOf(() => {
      return this.statements.streamsByPrefix.all(prefix, prefixUpperBound(prefix));
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
    return { statementsPrepared: this.statements.prepared, eventsDecoded: this.eventsDecoded, commits: this.commits };
  }

  private readAllNow(after: GlobalPosition, limit: number): RecordedEvent[] {
    if (!(limit >= 1)) return [];
    return this.decode(this.statements.readAfter.all(after, limit));
  }

  private decode(rows: readonly EventRow[]): RecordedEvent[] {
    this.eventsDecoded += rows.length;
    return rows.map(toRecordedEvent);
  }
}
