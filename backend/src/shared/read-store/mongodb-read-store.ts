// The MongoDB read store (MONGODB_URL): a collection per generation, a view per logical name.
import { type Db, MongoClient } from 'mongodb';
import type {
  Batch,
  GenerationRef,
  GenerationsFact,
  ProjectionFailure,
  ProjectionState,
} from './projection-store.port.js';
import type { CollectionSpec, Doc, Filter, FindQuery, Page, ReadStore, Scalar } from './read-store.port.js';
import { STATE_COLLECTION } from './read-store.schema.js';
import { MongoProjectionStore } from './mongodb-projection-store.js';
import { MongoQueries } from './mongodb-read-store.queries.js';
import { ActiveSpecs, type StateDoc } from './mongodb-read-store.state.js';

export class MongoReadStore implements ReadStore {
  readonly kind = 'mongodb' as const;
  private readonly queries: MongoQueries;
  private readonly projections: MongoProjectionStore;

  private constructor(
    private readonly client: MongoClient,
    db: Db,
  ) {
    const active = new ActiveSpecs(db.collection<StateDoc>(STATE_COLLECTION));
    this.queries = new MongoQueries(db, active);
    this.projections = new MongoProjectionStore(client, db, active);
  }

  /**
   * Connects to `url` (a replica set: batches commit in multi-document transactions). The
   * database is the URL's unless `dbName` is given (tests use a throwaway one).
   */
  static async connect(url: string, options: { readonly dbName?: string } = {}): Promise<MongoReadStore> {
    // ignoreUndefined: an undefined field is absent, as in the JSON the SQLite store keeps.
    const client = await MongoClient.connect(url, { ignoreUndefined: true });
    const store = new MongoReadStore(client, client.db(options.dbName));
    await store.projections.prepare();
    return store;
  }

  projectionStates(): Promise<ProjectionState[]> {
    return this.projections.projectionStates();
  }

  generationFacts(): Promise<GenerationsFact[]> {
    return this.projections.generationFacts();
  }

  createGeneration(ref: GenerationRef, version: number, specs: readonly CollectionSpec[]): Promise<void> {
    return this.projections.createGeneration(ref, version, specs);
  }

  loadDocuments(ref: GenerationRef, collection: string, ids: readonly string[]): Promise<Map<string, Doc>> {
    return this.projections.loadDocuments(ref, collection, ids);
  }

  commitBatch(batch: Batch): Promise<void> {
    return this.projections.commitBatch(batch);
  }

  commitBatches(batches: readonly Batch[]): Promise<Array<Error | null>> {
    return this.projections.commitBatches(batches);
  }

  activateGeneration(ref: GenerationRef): Promise<void> {
    return this.projections.activateGeneration(ref);
  }

  dropGeneration(ref: GenerationRef): Promise<void> {
    return this.projections.dropGeneration(ref);
  }

  recordFailure(ref: GenerationRef, failure: ProjectionFailure | null): Promise<void> {
    return this.projections.recordFailure(ref, failure);
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

  async close(): Promise<void> {
    await this.client.close();
  }
}
