// The SQLite read store (default): one writer connection for projections, one reader for queries.
import { makePrivateFile, tightenSqliteCompanions } from '../private-files.js';
import { promiseOf } from '../promise-of.js';
import { DelegatingProjectionStore } from './projection-store.delegate.js';
import type { Doc, Filter, FindQuery, Page, Scalar } from './read-store.port.js';
import type { ReadStore } from './read-store.adapter.js';
import { SqliteProjectionStore } from './sqlite-projection-store.js';
import { createDeferredDeletesTable } from './sqlite-read-store.bulk.js';
import { SqliteConnection } from './sqlite-read-store.connection.js';
import { createGenerationsTable } from './sqlite-read-store.generations.js';
import { SqliteQueries } from './sqlite-read-store.queries.js';
import { createStateTable } from './sqlite-read-store.tables.js';

export class SqliteReadStore extends DelegatingProjectionStore implements ReadStore {
  readonly kind = 'sqlite' as const;
  private readonly queries: SqliteQueries;

  private constructor(
    private readonly writer: SqliteConnection,
    private readonly reader: SqliteConnection,
  ) {
    super(new SqliteProjectionStore(writer));
    this.queries = new SqliteQueries(reader);
  }

  /** Opens (creating if needed) the read store file, e.g. `DATA_DIR/read.db`. */
  static open(filePath: string): Promise<SqliteReadStore> {
    return promiseOf(() => {
      // Read documents hold members' personal data too: the app user's only, like the event log.
      makePrivateFile(filePath);
      const writer = SqliteConnection.open(filePath, 'writer');
      tightenSqliteCompanions(filePath);
      writer.writing(() => {
        createStateTable(writer);
        createGenerationsTable(writer);
        createDeferredDeletesTable(writer);
      });
      return new SqliteReadStore(writer, SqliteConnection.open(filePath, 'reader'));
    });
  }

  get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    return promiseOf(() => this.queries.get(collection, id) as T | null);
  }

  find<T extends Doc>(collection: string, query: FindQuery): Promise<Page<T>> {
    return promiseOf(() => this.queries.find<T>(collection, query));
  }

  count(collection: string, filter?: Filter): Promise<number> {
    return promiseOf(() => this.queries.count(collection, filter));
  }

  sum(collection: string, field: string, filter?: Filter): Promise<number> {
    return promiseOf(() => this.queries.sum(collection, field, filter));
  }

  groupSum(
    collection: string,
    groupField: string,
    sumField: string,
    filter?: Filter,
  ): Promise<Array<{ key: Scalar; count: number; sum: number }>> {
    return promiseOf(() => this.queries.groupSum(collection, groupField, sumField, filter));
  }

  /**
   * Zeroes the free pages (old versions of documents that shrank), then a checkpoint that truncates
   * `read.db-wal`: no old page version stays on the disk.
   */
  discardOldVersions(): Promise<boolean> {
    return promiseOf(() => this.writer.zeroFreePages() && this.writer.checkpointTruncating());
  }

  close(): Promise<void> {
    return promiseOf(() => {
      this.reader.close();
      this.writer.close();
    });
  }
}
