// The projection side of the SQLite read store: generations, batches with their checkpoint, and
// swaps, on the writer connection; every check and its write share one IMMEDIATE transaction.
import { promiseOf } from '../promise-of.js';
import {
  type Batch,
  CheckpointConflictError,
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
  normalizeSpecs,
  sameSpecs,
} from './read-store.schema.js';
import { type SqliteConnection, textColumn } from './sqlite-read-store.connection.js';
import { forgetDeferred } from './sqlite-read-store.bulk.js';
import { bumpVersion, noteCreated, readFact, readFacts, writeFailure } from './sqlite-read-store.generations.js';
import { parseDoc } from './sqlite-read-store.queries.js';
import { quoted } from './sqlite-read-store.sql.js';
import {
  createGenerationTables,
  deleteState,
  dropGenerationTables,
  dropView,
  generationIndexes,
  hasIdIndex,
  insertState,
  markActive,
  moveCheckpoint,
  readState,
  readStates,
  replaceView,
  type StoredState,
  toProjectionState,
} from './sqlite-read-store.tables.js';
import { SqliteWrites } from './sqlite-read-store.writes.js';

/** Ids per `IN (json_each(?))` query in loadDocuments. */
const LOAD_CHUNK = 500;

export class SqliteProjectionStore implements ProjectionStore {
  private readonly writes: SqliteWrites;

  constructor(private readonly writer: SqliteConnection) {
    this.writes = new SqliteWrites(writer);
  }

  projectionStates(): Promise<ProjectionState[]> {
    return promiseOf(() => {
      return readStates(this.writer).map(toProjectionState);
    });
  }

  generationFacts(): Promise<GenerationsFact[]> {
    return promiseOf(() => {
      return readFacts(this.writer);
    });
  }

  createGeneration(ref: GenerationRef, version: number, specs: readonly CollectionSpec[]): Promise<void> {
    return promiseOf(() => {
      assertGenerationRef(ref);
      const normalized = normalizeSpecs(specs);
      this.writer.writing(() => {
        const existing = readState(this.writer, ref);
        if (existing) {
          if (existing.version !== version || !sameSpecs(existing.specs, normalized)) {
            throw new Error(`${ref.projection}#${ref.generation} already exists with another version or specs`);
          }
          return;
        }
        if (ref.generation <= readFact(this.writer, ref.projection).lastGeneration) {
          throw new GenerationChangedError(ref, 'was dropped; generation numbers are never reused');
        }
        this.assertOwnership(ref.projection, normalized);
        for (const spec of normalized) createGenerationTables(this.writer, ref.generation, spec);
        insertState(this.writer, ref, version, normalized);
        noteCreated(this.writer, ref);
      });
    });
  }

  loadDocuments(ref: GenerationRef, collection: string, ids: readonly string[]): Promise<Map<string, Doc>> {
    return promiseOf(() => {
      assertGenerationRef(ref);
      const found = this.writer.reading(() => this.loadNow(ref, collection, ids));
      if (found) return found;
      // A table still being filled has deletes waiting and no id index: it is finished before any read.
      this.writer.writing(() => this.writes.finish(this.requireState(ref), collection));
      return this.writer.reading(() => this.loadNow(ref, collection, ids)) ?? new Map<string, Doc>();
    });
  }

  /** Inside a read transaction; null when the table is still being filled. */
  private loadNow(ref: GenerationRef, collection: string, ids: readonly string[]): Map<string, Doc> | null {
    const state = this.requireState(ref);
    if (this.writes.filling(state, collection)) return null;
    const spec = findSpec(state.specs, collection, `${ref.projection}#${ref.generation}`);
    const table = quoted(generationCollectionName(spec.name, ref.generation));
    const sql = `SELECT id, doc FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`;
    const found = new Map<string, Doc>();
    for (let start = 0; start < ids.length; start += LOAD_CHUNK) {
      for (const row of this.writer.all(sql, [JSON.stringify(ids.slice(start, start + LOAD_CHUNK))])) {
        found.set(textColumn(row, 'id'), parseDoc(row));
      }
    }
    return found;
  }

  commitBatch(batch: Batch): Promise<void> {
    return promiseOf(() => {
      assertGenerationRef(batch);
      try {
        this.writer.writing(() => this.commitNow(batch));
      } catch (error) {
        this.writes.forget(batch);
        throw error;
      }
    });
  }

  /**
   * One IMMEDIATE transaction, each batch in its own savepoint: a refused batch is undone alone.
   * A failure that ended the transaction itself (the disk) refuses every batch, by rejecting.
   */
  commitBatches(batches: readonly Batch[]): Promise<Array<Error | null>> {
    return promiseOf(() => {
      for (const batch of batches) assertGenerationRef(batch);
      if (batches.length === 0) return [];
      return this.writer.writing(() =>
        batches.map((batch) => {
          try {
            this.writer.savepoint(() => this.commitNow(batch));
            return null;
          } catch (error) {
            // What the writes know of the tables (being filled, copies waiting) was undone with it.
            this.writes.forget(batch);
            if (!this.writer.db.inTransaction) throw error;
            return error instanceof Error ? error : new Error(String(error));
          }
        }),
      );
    });
  }

  /** Inside the caller's transaction. */
  private commitNow(batch: Batch): void {
    const state = this.requireState(batch);
    const fact = readFact(this.writer, batch.projection);
    if (fact.version !== batch.generationsVersion) {
      throw new GenerationChangedError(batch, `generations changed (version ${fact.version})`);
    }
    if (state.position !== batch.expectedPosition) {
      throw new CheckpointConflictError(batch, batch.expectedPosition, state.position);
    }
    this.writes.applyAll(state, batch.operations);
    moveCheckpoint(this.writer, batch, batch.position);
  }

  activateGeneration(ref: GenerationRef): Promise<void> {
    return promiseOf(() => {
      assertGenerationRef(ref);
      try {
        this.buildIndexes(ref);
        this.swapIn(ref);
      } finally {
        // Its tables are indexed now, swapped in or not: later batches write them the ordinary way.
        this.writes.forget(ref);
      }
    });
  }

  /** One index per transaction, so the live generation's writer is never held up for long. */
  private buildIndexes(ref: GenerationRef): void {
    const writing = <T>(body: () => T): T => this.writer.writing(body);
    const state = this.writer.reading(() => this.requireState(ref));
    for (const spec of state.specs) {
      if (!hasIdIndex(this.writer, ref.generation, spec)) this.writes.finishAtActivation(state, spec, writing);
      else for (const sql of generationIndexes(ref.generation, spec)) writing(() => this.writer.exec(sql));
    }
  }

  private swapIn(ref: GenerationRef): void {
    this.writer.writing(() => {
      const target = this.requireState(ref);
      const others = readStates(this.writer, 'projection = ? AND generation <> ?', [ref.projection, ref.generation]);
      const active = others.find((other) => other.active);
      if (active && active.position > target.position) {
        throw new GenerationBehindError(ref, target.position, active.position);
      }
      if (target.active && others.length === 0) return;
      // The other generations' views go first (a words field they had and this one has not too),
      // then this generation's are made: all in this one transaction.
      for (const other of others) for (const spec of other.specs) dropView(this.writer, spec);
      for (const spec of target.specs) replaceView(this.writer, ref.generation, spec);
      for (const other of others) this.dropTables(other);
      markActive(this.writer, ref);
      bumpVersion(this.writer, ref.projection);
    });
  }

  dropGeneration(ref: GenerationRef): Promise<void> {
    return promiseOf(() => {
      assertGenerationRef(ref);
      this.writer.writing(() => {
        const state = readState(this.writer, ref);
        if (!state) return;
        if (state.active) {
          throw new Error(`${ref.projection}#${ref.generation} is active; activate another generation instead`);
        }
        this.dropTables(state);
        bumpVersion(this.writer, ref.projection);
      });
    });
  }

  recordFailure(ref: GenerationRef, failure: ProjectionFailure | null): Promise<void> {
    return promiseOf(() => {
      assertGenerationRef(ref);
      this.writer.writing(() => writeFailure(this.writer, ref, failure));
    });
  }

  private dropTables(state: StoredState): void {
    forgetDeferred(
      this.writer,
      state.specs.map((spec) => generationCollectionName(spec.name, state.generation)),
    );
    dropGenerationTables(this.writer, state);
    deleteState(this.writer, state);
    this.writes.forget(state);
  }

  private requireState(ref: GenerationRef): StoredState {
    const state = readState(this.writer, ref);
    if (!state) throw new GenerationChangedError(ref, 'no such generation (dropped, or never created)');
    return state;
  }

  /** A collection name belongs to one projection, so one view never serves two of them. */
  private assertOwnership(projection: string, specs: readonly CollectionSpec[]): void {
    for (const other of readStates(this.writer, 'projection <> ?', [projection])) {
      const clash = other.specs.find((spec) => specs.some((mine) => mine.name === spec.name));
      if (clash) throw new Error(`Collection ${clash.name} already belongs to projection ${other.projection}`);
    }
  }
}
