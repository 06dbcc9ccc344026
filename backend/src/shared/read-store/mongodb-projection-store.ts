// The projection side of the MongoDB read store: generations, batches committed in multi-document
// transactions with their checkpoint, and swaps that every process sees through the generations fact.
import type { ClientSession, Collection, Db, MongoClient } from 'mongodb';
import {
  type Batch,
  CheckpointConflictError,
  commitOneByOne,
  GenerationBehindError,
  GenerationChangedError,
  type GenerationRef,
  type GenerationsFact,
  type ProjectionFailure,
  type ProjectionState,
  type ProjectionStore,
} from './projection-store.port.js';
import type { CollectionSpec, Doc } from './read-store.port.js';
import {
  assertGenerationRef,
  findSpec,
  generationCollectionName,
  GENERATIONS_COLLECTION,
  normalizeSpecs,
  sameSpecs,
  STATE_COLLECTION,
} from './read-store.schema.js';
import { applyOperations, inTransaction } from './mongodb-read-store.writes.js';
import { fromStored, type StoredDoc } from './mongodb-read-store.query.js';
import {
  type ActiveSpecs,
  bumpVersion,
  type FactDoc,
  readFact,
  type StateDoc,
  stateId,
  toFact,
  toProjectionState,
} from './mongodb-read-store.state.js';
import { createGenerationCollections, dropGenerationCollections, pointView } from './mongodb-read-store.views.js';
import { commitInParts, OPERATIONS_PER_TRANSACTION } from './mongodb-batch-in-parts.js';

const LOAD_CHUNK = 500;

export class MongoProjectionStore implements ProjectionStore {
  private readonly states: Collection<StateDoc>;
  private readonly facts: Collection<FactDoc>;

  /** `operationsPerTransaction`: past this, a batch on a generation nobody reads is written in parts. */
  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    private readonly active: ActiveSpecs,
    private readonly operationsPerTransaction = OPERATIONS_PER_TRANSACTION,
  ) {
    this.states = db.collection<StateDoc>(STATE_COLLECTION);
    this.facts = db.collection<FactDoc>(GENERATIONS_COLLECTION);
  }

  /**
   * Creates the two bookkeeping collections once: a collection created implicitly inside two
   * concurrent transactions makes one of them fail, and a transaction needs them to exist.
   */
  async prepare(): Promise<void> {
    for (const name of [STATE_COLLECTION, GENERATIONS_COLLECTION]) {
      if ((await this.db.listCollections({ name }, { nameOnly: true }).toArray()).length > 0) continue;
      await this.db.createCollection(name).catch((error: unknown) => {
        // Another process created it meanwhile (NamespaceExists).
        if ((error as { code?: unknown }).code !== 48) throw error;
      });
    }
  }

  async projectionStates(): Promise<ProjectionState[]> {
    const states = await this.states.find({}, { sort: { projection: 1, generation: 1 } }).toArray();
    return states.map(toProjectionState);
  }

  async generationFacts(): Promise<GenerationsFact[]> {
    const stored = await this.facts.find({}, { sort: { _id: 1 } }).toArray();
    const known = new Set(stored.map((fact) => fact._id));
    // Projections whose generations were created before facts existed read as version 0.
    const older = (await this.states.distinct('projection')).filter((projection) => !known.has(projection));
    const facts = [...stored, ...(await Promise.all(older.map((p) => readFact(this.facts, this.states, p))))];
    return facts.map(toFact).sort((a, b) => a.projection.localeCompare(b.projection));
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
    await this.assertOwnership(ref.projection, normalized);
    // Collections and indexes first: a stored state always has its collections.
    for (const spec of normalized) await createGenerationCollections(this.db, ref.generation, spec);
    await this.inTransaction(async (session) => {
      const fact = await readFact(this.facts, this.states, ref.projection, session);
      if (await this.states.findOne({ _id: stateId(ref) }, { session })) return;
      if (ref.generation <= fact.lastGeneration) {
        throw new GenerationChangedError(ref, 'was dropped; generation numbers are never reused');
      }
      const { projection, generation } = ref;
      await this.facts.updateOne(
        { _id: projection },
        { $set: { lastGeneration: generation }, $setOnInsert: { version: fact.version, activating: null } },
        { upsert: true, session },
      );
      const state = { projection, generation, version, position: 0, active: false, collections: normalized };
      await this.states.insertOne({ _id: stateId(ref), ...state, failure: null }, { session });
    });
  }

  async loadDocuments(ref: GenerationRef, collection: string, ids: readonly string[]): Promise<Map<string, Doc>> {
    assertGenerationRef(ref);
    const spec = findSpec((await this.requireState(ref)).collections, collection, stateId(ref));
    const physical = this.db.collection<StoredDoc>(generationCollectionName(spec.name, ref.generation));
    const found = new Map<string, Doc>();
    for (let start = 0; start < ids.length; start += LOAD_CHUNK) {
      const chunk = ids.slice(start, start + LOAD_CHUNK);
      for (const stored of await physical.find({ _id: { $in: chunk } }).toArray()) {
        found.set(stored._id, fromStored(stored));
      }
    }
    return found;
  }

  /**
   * The fact is read and the state doc written in one snapshot transaction: a swap writes every
   * state doc of the projection, so whichever commits second conflicts, is retried by
   * `withTransaction`, and then sees the other's outcome.
   */
  async commitBatch(batch: Batch): Promise<void> {
    assertGenerationRef(batch);
    // A live generation's batches stay one transaction each (readers see them whole); they are
    // bounded by the events a runner reads at once. A rebuild's may hold every kept document.
    if (batch.operations.length > this.operationsPerTransaction) {
      const state = await this.states.findOne({ _id: stateId(batch) });
      if (state && !state.active) {
        const { client, db, states, facts } = this;
        await commitInParts({ client, db, states, facts }, batch, this.operationsPerTransaction);
        return;
      }
    }
    await this.inTransaction(async (session) => {
      const state = await this.states.findOne({ _id: stateId(batch) }, { session });
      if (!state) throw new GenerationChangedError(batch, 'no such generation (dropped, or never created)');
      if (state.writing) throw new GenerationChangedError(batch, 'a batch is being written in parts');
      const fact = await readFact(this.facts, this.states, batch.projection, session);
      if (fact.activating !== null) throw new GenerationChangedError(batch, 'a swap is under way');
      if (fact.version !== batch.generationsVersion) {
        throw new GenerationChangedError(batch, `generations changed (version ${fact.version})`);
      }
      if (state.position !== batch.expectedPosition) {
        throw new CheckpointConflictError(batch, batch.expectedPosition, state.position);
      }
      await applyOperations(this.db, state, batch.operations, session);
      await this.states.updateOne(
        { _id: state._id },
        { $set: { position: batch.position, failure: null } },
        { session },
      );
    });
  }

  /** One transaction per batch, each taking its projection's state document as `commitBatch` does. */
  commitBatches(batches: readonly Batch[]): Promise<Array<Error | null>> {
    return commitOneByOne((batch) => this.commitBatch(batch), batches);
  }

  /**
   * Three steps, each safe to run again: (1) freeze the projection (the fact names the generation
   * being activated, so no batch commits on the old one) after checking the new one is caught up;
   * (2) repoint each view (`collMod`, one at a time: MongoDB cannot swap several views at once,
   * but every view then reads a generation holding at least what readers were promised);
   * (3) flip the active flags and unfreeze. The other generations are dropped last.
   */
  async activateGeneration(ref: GenerationRef): Promise<void> {
    assertGenerationRef(ref);
    const target = await this.requireState(ref);
    const done = await this.inTransaction((session) => this.freezeFor(target, session));
    if (done) return;
    for (const spec of target.collections) {
      await pointView(this.db, spec.name, generationCollectionName(spec.name, ref.generation));
    }
    await this.inTransaction(async (session) => {
      const fact = await readFact(this.facts, this.states, ref.projection, session);
      await this.states.updateMany(
        { projection: ref.projection },
        [{ $set: { active: { $eq: ['$_id', target._id] } } }],
        { session },
      );
      await bumpVersion(this.facts, this.states, fact, null, session);
    });
    this.active.invalidate();
    const names = new Set(target.collections.map((spec) => spec.name));
    for (const other of await this.states.find({ projection: ref.projection, _id: { $ne: target._id } }).toArray()) {
      await this.states.deleteOne({ _id: other._id });
      for (const spec of other.collections) if (!names.has(spec.name)) await this.db.dropCollection(spec.name);
      await dropGenerationCollections(this.db, other.generation, other.collections);
    }
  }

  async dropGeneration(ref: GenerationRef): Promise<void> {
    assertGenerationRef(ref);
    const dropped = await this.inTransaction(async (session) => {
      const state = await this.states.findOne({ _id: stateId(ref) }, { session });
      if (!state) return null;
      if (state.active) throw new Error(`${stateId(ref)} is active; activate another generation instead`);
      const fact = await readFact(this.facts, this.states, ref.projection, session);
      // Half swapped in (its views may already read it): only finishing the swap may go on.
      if (fact.activating === ref.generation) throw new GenerationChangedError(ref, 'is being swapped in');
      await this.states.deleteOne({ _id: state._id }, { session });
      // Another generation's swap under way stays under way.
      await bumpVersion(this.facts, this.states, fact, fact.activating, session);
      return state;
    });
    if (dropped) await dropGenerationCollections(this.db, dropped.generation, dropped.collections);
  }

  async recordFailure(ref: GenerationRef, failure: ProjectionFailure | null): Promise<void> {
    assertGenerationRef(ref);
    await this.states.updateOne({ _id: stateId(ref) }, { $set: { failure } });
  }

  /** Step 1 of a swap; true when there is nothing to do (the generation is already the only one, active). */
  private async freezeFor(target: StateDoc, session: ClientSession): Promise<boolean> {
    const states = await this.states.find({ projection: target.projection }, { session }).toArray();
    const current = states.find((state) => state._id === target._id);
    if (!current) throw new GenerationChangedError(target, 'no such generation (dropped, or never created)');
    // Not before the last part of a batch written in parts (its checkpoint has not moved yet).
    if (current.writing) throw new GenerationChangedError(target, 'a batch is being written in parts');
    const fact = await readFact(this.facts, this.states, target.projection, session);
    if (fact.activating !== null && fact.activating !== target.generation) {
      throw new GenerationChangedError(target, `generation ${fact.activating} is being swapped in`);
    }
    const active = states.find((state) => state.active && state._id !== target._id);
    if (active && active.position > current.position) {
      throw new GenerationBehindError(target, current.position, active.position);
    }
    if (current.active && states.length === 1 && fact.activating === null) return true;
    await bumpVersion(this.facts, this.states, fact, target.generation, session);
    return false;
  }

  private inTransaction<T>(body: (session: ClientSession) => Promise<T>): Promise<T> {
    return inTransaction(this.client, body);
  }

  private async requireState(ref: GenerationRef): Promise<StateDoc> {
    const state = await this.states.findOne({ _id: stateId(ref) });
    if (!state) throw new GenerationChangedError(ref, 'no such generation (dropped, or never created)');
    return state;
  }

  private async assertOwnership(projection: string, specs: readonly CollectionSpec[]): Promise<void> {
    const names = specs.map((spec) => spec.name);
    const owner = await this.states.findOne({ projection: { $ne: projection }, 'collections.name': { $in: names } });
    if (owner) throw new Error(`A collection of ${names.join(', ')} already belongs to projection ${owner.projection}`);
  }
}
