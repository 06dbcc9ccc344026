// The MongoDB read store (MONGODB_URL): a collection per generation, a view per logical name.
import { type AnyBulkWriteOperation, type ClientSession, type Collection, type Db, MongoClient } from 'mongodb';
import {
  type Batch,
  CheckpointConflictError,
  type CollectionSpec,
  type Doc,
  type Filter,
  type FindQuery,
  type GenerationRef,
  type Operation,
  type Page,
  type ProjectionState,
  type ReadStore,
  type Scalar,
} from './read-store.port.js';
import { parseFilter } from './read-store.filter.js';
import {
  assertDocument,
  assertGenerationRef,
  findSpec,
  generationCollectionName,
  normalizeSpecs,
  sameSpecs,
  STATE_COLLECTION,
} from './read-store.schema.js';
import { MongoQueries } from './mongodb-read-store.queries.js';
import { fromStored, mongoFilter, type StoredDoc, toStored } from './mongodb-read-store.query.js';
import { ActiveSpecs, type StateDoc, stateId, toProjectionState } from './mongodb-read-store.state.js';
import { createGenerationCollections, dropGenerationCollections, pointView } from './mongodb-read-store.views.js';

const LOAD_CHUNK = 500;

export class MongoReadStore implements ReadStore {
  readonly kind = 'mongodb' as const;
  private readonly states: Collection<StateDoc>;
  private readonly active: ActiveSpecs;
  private readonly queries: MongoQueries;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {
    this.states = db.collection<StateDoc>(STATE_COLLECTION);
    this.active = new ActiveSpecs(this.states);
    this.queries = new MongoQueries(db, this.active);
  }

  /**
   * Connects to `url` (a replica set: batches commit in multi-document transactions). The
   * database is the URL's unless `dbName` is given (tests use a throwaway one).
   */
  static async connect(url: string, options: { readonly dbName?: string } = {}): Promise<MongoReadStore> {
    // ignoreUndefined: an undefined field is absent, as in the JSON the SQLite store keeps.
    const client = await MongoClient.connect(url, { ignoreUndefined: true });
    return new MongoReadStore(client, client.db(options.dbName));
  }

  async projectionStates(): Promise<ProjectionState[]> {
    const states = await this.states.find({}, { sort: { projection: 1, generation: 1 } }).toArray();
    return states.map(toProjectionState);
  }

  async createGeneration(ref: GenerationRef, version: number, specs: readonly CollectionSpec[]): Promise<void> {
    assertGenerationRef(ref);
    const normalized = normalizeSpecs(specs);
    const existing = await this.states.findOne({ _id: stateId(ref) });
    if (existing) {
      if (existing.version !== version || !sameSpecs(existing.collections, normalized)) {
        throw new Error(`${ref.projection}#${ref.generation} already exists with another version or specs`);
      }
      return;
    }
    const names = normalized.map((spec) => spec.name);
    const owner = await this.states.findOne({
      projection: { $ne: ref.projection },
      'collections.name': { $in: names },
    });
    if (owner) throw new Error(`A collection of ${names.join(', ')} already belongs to projection ${owner.projection}`);
    // Collections and indexes first: a stored state always has its collections.
    for (const spec of normalized) await createGenerationCollections(this.db, ref.generation, spec);
    const { projection, generation } = ref;
    const state = { projection, generation, version, position: 0, active: false, collections: normalized };
    await this.states.updateOne({ _id: stateId(ref) }, { $setOnInsert: state }, { upsert: true });
  }

  async loadDocuments(ref: GenerationRef, collection: string, ids: readonly string[]): Promise<Map<string, Doc>> {
    assertGenerationRef(ref);
    const spec = findSpec((await this.requireState(ref)).collections, collection, stateId(ref));
    const physical = this.physical(spec, ref.generation);
    const found = new Map<string, Doc>();
    for (let start = 0; start < ids.length; start += LOAD_CHUNK) {
      const chunk = ids.slice(start, start + LOAD_CHUNK);
      for (const stored of await physical.find({ _id: { $in: chunk } }).toArray())
        found.set(stored._id, fromStored(stored));
    }
    return found;
  }

  async commitBatch(batch: Batch): Promise<void> {
    assertGenerationRef(batch);
    const session = this.client.startSession();
    try {
      await session.withTransaction(
        async () => {
          const state = await this.states.findOne({ _id: stateId(batch) }, { session });
          if (!state || state.position !== batch.expectedPosition) {
            throw new CheckpointConflictError(batch, batch.expectedPosition, state?.position ?? null);
          }
          await this.applyAll(state, batch.operations, session);
          await this.states.updateOne({ _id: state._id }, { $set: { position: batch.position } }, { session });
        },
        { readConcern: { level: 'snapshot' }, writeConcern: { w: 'majority' } },
      );
    } finally {
      await session.endSession();
    }
  }

  /**
   * Repoints each view (`collMod`), then flips the active flags in one transaction, then drops
   * the other generations. MongoDB cannot change several views atomically: for a moment one
   * collection of the projection may read the new generation and another the old. Every step
   * can run again, so a crash half-way is repaired by activating again.
   */
  async activateGeneration(ref: GenerationRef): Promise<void> {
    assertGenerationRef(ref);
    const target = await this.requireState(ref);
    for (const spec of target.collections)
      await pointView(this.db, spec.name, generationCollectionName(spec.name, ref.generation));
    await this.inTransaction((session) =>
      this.states.updateMany({ projection: ref.projection }, [{ $set: { active: { $eq: ['$_id', target._id] } } }], {
        session,
      }),
    );
    this.active.invalidate();
    const names = new Set(target.collections.map((spec) => spec.name));
    for (const other of await this.states.find({ projection: ref.projection, _id: { $ne: target._id } }).toArray()) {
      for (const spec of other.collections) if (!names.has(spec.name)) await this.db.dropCollection(spec.name);
      await dropGenerationCollections(this.db, other.generation, other.collections);
      await this.states.deleteOne({ _id: other._id });
    }
  }

  async dropGeneration(ref: GenerationRef): Promise<void> {
    assertGenerationRef(ref);
    const state = await this.states.findOne({ _id: stateId(ref) });
    if (!state) return;
    if (state.active) throw new Error(`${stateId(ref)} is active; activate another generation instead`);
    await dropGenerationCollections(this.db, state.generation, state.collections);
    await this.states.deleteOne({ _id: state._id });
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

  /** Consecutive operations on one collection go in one ordered bulkWrite, so order is kept. */
  private async applyAll(state: StateDoc, operations: readonly Operation[], session: ClientSession): Promise<void> {
    let run: { collection: string; models: AnyBulkWriteOperation<StoredDoc>[] } | undefined;
    const flush = async () => {
      if (!run || run.models.length === 0) return;
      const spec = findSpec(state.collections, run.collection, state._id);
      await this.physical(spec, state.generation).bulkWrite(run.models, { session, ordered: true });
    };
    for (const operation of operations) {
      if (run?.collection !== operation.collection) {
        await flush();
        run = { collection: operation.collection, models: [] };
      }
      run.models.push(this.model(findSpec(state.collections, operation.collection, state._id), operation));
    }
    await flush();
  }

  private model(spec: CollectionSpec, operation: Operation): AnyBulkWriteOperation<StoredDoc> {
    switch (operation.kind) {
      case 'put': {
        assertDocument(spec, operation.doc);
        const { _id, ...replacement } = toStored(operation.doc);
        return { replaceOne: { filter: { _id }, replacement, upsert: true } };
      }
      case 'delete':
        return { deleteOne: { filter: { _id: operation.id } } };
      case 'deleteWhere':
        return { deleteMany: { filter: mongoFilter(parseFilter(spec, operation.filter)) } };
      default: {
        const unknownOperation: never = operation;
        throw new Error(`Unknown operation ${JSON.stringify(unknownOperation)}`);
      }
    }
  }

  private async inTransaction(body: (session: ClientSession) => Promise<unknown>): Promise<void> {
    const session = this.client.startSession();
    try {
      await session.withTransaction(() => body(session), { writeConcern: { w: 'majority' } });
    } finally {
      await session.endSession();
    }
  }

  private async requireState(ref: GenerationRef): Promise<StateDoc> {
    const state = await this.states.findOne({ _id: stateId(ref) });
    if (!state) throw new Error(`No generation ${stateId(ref)}; call createGeneration first`);
    return state;
  }

  private physical(spec: CollectionSpec, generation: number): Collection<StoredDoc> {
    return this.db.collection<StoredDoc>(generationCollectionName(spec.name, generation));
  }
}
