// The MongoDB read store (MONGODB_URL): a collection per generation, a view per logical name.
import { MongoClient } from 'mongodb';
import { DelegatingProjectionStore } from './projection-store.delegate.js';
import type { Doc, Filter, FindQuery, Page, Scalar } from './read-store.port.js';
import type { ReadStore } from './read-store.adapter.js';
import { STATE_COLLECTION } from './read-store.schema.js';
import { MongoProjectionStore } from './mongodb-projection-store.js';
import { MongoQueries } from './mongodb-read-store.queries.js';
import { ActiveSpecs, type StateDoc } from './mongodb-read-store.state.js';

export class MongoReadStore extends DelegatingProjectionStore implements ReadStore {
  readonly kind = 'mongodb' as const;

  private constructor(
    private readonly client: MongoClient,
    projections: MongoProjectionStore,
    private readonly queries: MongoQueries,
  ) {
    super(projections);
  }

  /**
   * Connects to `url` (a replica set: batches commit in multi-document transactions). The
   * database is the URL's unless `dbName` is given (tests use a throwaway one);
   * `operationsPerTransaction` bounds a rebuild's transactions (default 2,000; tests use fewer).
   */
  static async connect(
    url: string,
    options: { readonly dbName?: string; readonly operationsPerTransaction?: number } = {},
  ): Promise<MongoReadStore> {
    // ignoreUndefined: an undefined field is absent, as in the JSON the SQLite store keeps.
    const client = await MongoClient.connect(url, { ignoreUndefined: true });
    const db = client.db(options.dbName);
    const active = new ActiveSpecs(db.collection<StateDoc>(STATE_COLLECTION));
    const projections = new MongoProjectionStore(client, db, active, options.operationsPerTransaction);
    await projections.prepare();
    return new MongoReadStore(client, projections, new MongoQueries(db, active));
  }

  get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    return this.queries.get<T>(collection, id);
  }

  find<T extends Doc>(collection: string, query: FindQuery): Promise<Page<T>> {
    return this.queries.find<T>(collection, query);
  }

  count(collection: string, filter?: Filter): Promise<number> {
    return this.queries.count(collection, filter);
  }

  sum(collection: string, field: string, filter?: Filter): Promise<number> {
    return this.queries.sum(collection, field, filter);
  }

  groupSum(
    collection: string,
    groupField: string,
    sumField: string,
    filter?: Filter,
  ): Promise<Array<{ key: Scalar; count: number; sum: number }>> {
    return this.queries.groupSum(collection, groupField, sumField, filter);
  }

  /**
   * Nothing a client can do: WiredTiger reuses the space of rewritten documents as it writes
   * (docs/security.md says what a MongoDB host keeps, and for how long).
   */
  discardOldVersions(): Promise<boolean> {
    return Promise.resolve(true);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
