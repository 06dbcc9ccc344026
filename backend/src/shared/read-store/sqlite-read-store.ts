// The SQLite read store (default): one writer connection for projections, one reader for queries.
import { makePrivateFile, tightenSqliteCompanions } from '../private-files.js';
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
} from './read-store.schema.js';
import { SqliteConnection, textColumn } from './sqlite-read-store.connection.js';
import { SqliteQueries, parseDoc } from './sqlite-read-store.queries.js';
import { quoted, whereSql } from './sqlite-read-store.sql.js';
import {
  createGenerationTables,
  createStateTable,
  deleteState,
  dropGenerationTables,
  dropView,
  generationIndexes,
  insertState,
  readState,
  readStates,
  replaceView,
  type StoredState,
  toProjectionState,
  updateState,
} from './sqlite-read-store.tables.js';

/** Ids per `IN (json_each(?))` query in loadDocuments. */
const LOAD_CHUNK = 500;

export class SqliteReadStore implements ReadStore {
  readonly kind = 'sqlite' as const;
  private readonly queries: SqliteQueries;
  /** Tables (and filter fields) whose indexes bulk deletes need are known to exist. */
  private readonly indexedFor = new Set<string>();

  private constructor(
    private readonly writer: SqliteConnection,
    private readonly reader: SqliteConnection,
  ) {
    this.queries = new SqliteQueries(reader);
  }

  /** Opens (creating if needed) the read store file, e.g. `DATA_DIR/read.db`. */
  static async open(filePath: string): Promise<SqliteReadStore> {
    // Read documents hold members' personal data too: the app user's only, like the event log.
    makePrivateFile(filePath);
    const writer = SqliteConnection.open(filePath, 'writer');
    tightenSqliteCompanions(filePath);
    createStateTable(writer);
    return new SqliteReadStore(writer, SqliteConnection.open(filePath, 'reader'));
  }

  async projectionStates(): Promise<ProjectionState[]> {
    return readStates(this.writer).map(toProjectionState);
  }

  async createGeneration(ref: GenerationRef, version: number, specs: readonly CollectionSpec[]): Promise<void> {
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
      this.assertOwnership(ref.projection, normalized);
      for (const spec of normalized) createGenerationTables(this.writer, ref.generation, spec);
      insertState(this.writer, ref, version, normalized);
    });
  }

  async loadDocuments(ref: GenerationRef, collection: string, ids: readonly string[]): Promise<Map<string, Doc>> {
    assertGenerationRef(ref);
    return this.writer.reading(() => {
      const spec = findSpec(this.requireState(ref).specs, collection, `${ref.projection}#${ref.generation}`);
      const table = quoted(generationCollectionName(spec.name, ref.generation));
      const found = new Map<string, Doc>();
      for (let start = 0; start < ids.length; start += LOAD_CHUNK) {
        const chunk = JSON.stringify(ids.slice(start, start + LOAD_CHUNK));
        for (const row of this.writer.all(`SELECT id, doc FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`, [
          chunk,
        ])) {
          found.set(textColumn(row, 'id'), parseDoc(row));
        }
      }
      return found;
    });
  }

  async commitBatch(batch: Batch): Promise<void> {
    assertGenerationRef(batch);
    this.writer.writing(() => {
      const state = readState(this.writer, batch);
      if (!state || state.position !== batch.expectedPosition) {
        throw new CheckpointConflictError(batch, batch.expectedPosition, state?.position ?? null);
      }
      for (const operation of batch.operations) this.apply(state, operation);
      updateState(this.writer, batch, 'position', batch.position);
    });
  }

  async activateGeneration(ref: GenerationRef): Promise<void> {
    assertGenerationRef(ref);
    // One index per transaction, so the live generation's writer is never held up for long.
    for (const spec of this.writer.reading(() => this.requireState(ref).specs)) {
      for (const sql of generationIndexes(ref.generation, spec)) this.writer.writing(() => this.writer.exec(sql));
    }
    this.writer.writing(() => {
      const target = this.requireState(ref);
      const names = new Set(target.specs.map((spec) => spec.name));
      for (const spec of target.specs) replaceView(this.writer, ref.generation, spec);
      for (const other of readStates(this.writer, 'projection = ? AND generation <> ?', [
        ref.projection,
        ref.generation,
      ])) {
        for (const spec of other.specs) if (!names.has(spec.name)) dropView(this.writer, spec.name);
        dropGenerationTables(this.writer, other);
        this.indexedFor.clear();
        deleteState(this.writer, other);
      }
      updateState(this.writer, ref, 'active', 1);
    });
  }

  async dropGeneration(ref: GenerationRef): Promise<void> {
    assertGenerationRef(ref);
    this.writer.writing(() => {
      const state = readState(this.writer, ref);
      if (!state) return;
      if (state.active)
        throw new Error(`${ref.projection}#${ref.generation} is active; activate another generation instead`);
      dropGenerationTables(this.writer, state);
      this.indexedFor.clear();
      deleteState(this.writer, ref);
    });
  }

  async get<T extends Doc>(collection: string, id: string): Promise<T | null> {
    return this.queries.get<T>(collection, id);
  }

  async find<T extends Doc>(collection: string, query: FindQuery): Promise<Page<T>> {
    return this.queries.find<T>(collection, query);
  }

  async count(collection: string, filter?: Filter): Promise<number> {
    return this.queries.count(collection, filter);
  }

  async sum(collection: string, field: string, filter?: Filter): Promise<number> {
    return this.queries.sum(collection, field, filter);
  }

  async groupSum(
    collection: string,
    groupField: string,
    sumField: string,
    filter?: Filter,
  ): Promise<Array<{ key: Scalar; count: number; sum: number }>> {
    return this.queries.groupSum(collection, groupField, sumField, filter);
  }

  async close(): Promise<void> {
    this.reader.close();
    this.writer.close();
  }

  private apply(state: StoredState, operation: Operation): void {
    const spec = findSpec(state.specs, operation.collection, `${state.projection}#${state.generation}`);
    const table = quoted(generationCollectionName(spec.name, state.generation));
    switch (operation.kind) {
      case 'put':
        assertDocument(spec, operation.doc);
        this.writer.run(
          `INSERT INTO ${table} (id, doc) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`,
          [operation.doc.id, JSON.stringify(operation.doc)],
        );
        return;
      case 'delete':
        this.writer.run(`DELETE FROM ${table} WHERE id = ?`, [operation.id]);
        return;
      case 'deleteWhere': {
        this.ensureIndexesLedBy(state.generation, spec, Object.keys(operation.filter));
        const where = whereSql(parseFilter(spec, operation.filter));
        this.writer.run(`DELETE FROM ${table} WHERE ${where.sql}`, where.params);
        return;
      }
      default: {
        const unknownOperation: never = operation;
        throw new Error(`Unknown operation ${JSON.stringify(unknownOperation)}`);
      }
    }
  }

  /**
   * A generation being built has no secondary indexes yet (they come at activation); a bulk delete
   * by `memberId` would scan the whole table without one, so it creates the indexes it needs first.
   */
  private ensureIndexesLedBy(generation: number, spec: CollectionSpec, fields: readonly string[]): void {
    const key = `${generationCollectionName(spec.name, generation)}(${fields.join(',')})`;
    if (this.indexedFor.has(key)) return;
    for (const sql of generationIndexes(generation, spec, new Set(fields))) this.writer.exec(sql);
    this.indexedFor.add(key);
  }

  private requireState(ref: GenerationRef): StoredState {
    const state = readState(this.writer, ref);
    if (!state) throw new Error(`No generation ${ref.projection}#${ref.generation}; call createGeneration first`);
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
