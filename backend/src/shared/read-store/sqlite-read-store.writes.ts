// A batch's operations written into one generation's tables, with each table's statements prepared
// once and reused (a rebuild writes millions of rows: re-preparing or even looking SQL text up per
// row shows). An append-only table being filled takes plain inserts, deferred deletes and deferred
// copies out of it; a table a copy waits to go into notes which ids it is written since.
import type { Statement } from '../sqlite-driver.js';
import type { GenerationRef, Operation } from './projection-store.port.js';
import type { CollectionSpec, Doc, Filter } from './read-store.port.js';
import { parseFilter } from './read-store.filter.js';
import { assertDocument, generationCollectionName, wordsTableName } from './read-store.schema.js';
import { deferCopy, deferDelete, finishBulk, noteOverride, sourcesCopyingInto } from './sqlite-read-store.bulk.js';
import { textColumn, type SqliteConnection } from './sqlite-read-store.connection.js';
import { quoted, type SqlValue, whereSql } from './sqlite-read-store.sql.js';
import { tableRows, type TableRows, WordsRows } from './sqlite-read-store.rows.js';
import { generationIndexes, hasIdIndex, type StoredState } from './sqlite-read-store.tables.js';

interface TableWrites {
  readonly spec: CollectionSpec;
  readonly name: string;
  /** The generation's table, e.g. `attendances__g3`, and the same quoted for SQL. */
  readonly physical: string;
  readonly table: string;
  /** No index yet (an append-only table being filled): puts insert, bulk deletes wait. */
  bulk: boolean;
  readonly rows: TableRows;
  readonly words: WordsRows;
  readonly remove: Statement<SqlValue[]>;
  /** Bulk deletes by these fields have the indexes they need. */
  readonly indexedFor: Set<string>;
  /** The tables being filled (collection names) with copies waiting into this one. */
  readonly incoming: Set<string>;
}

export class SqliteWrites {
  /** `projection#generation` → collection → its statements. */
  private readonly generations = new Map<string, Map<string, TableWrites>>();

  constructor(private readonly writer: SqliteConnection) {}

  /** Inside the caller's transaction, in order. */
  applyAll(state: StoredState, operations: readonly Operation[]): void {
    const tables = this.tablesOf(state);
    for (const operation of operations) {
      const writes = tables.get(operation.collection);
      if (!writes) throw new Error(`Collection ${operation.collection} is not part of ${key(state)}`);
      this.apply(state, writes, operation, tables);
    }
  }

  /** Whether the collection's table is still being filled (no index yet) or has copies waiting into it. */
  filling(state: StoredState, collection: string): boolean {
    const writes = this.tablesOf(state).get(collection);
    return writes !== undefined && (writes.bulk || writes.incoming.size > 0);
  }

  /**
   * Inside the caller's transaction: the table is indexed and holds what the copies waiting into it
   * bring from now on (a read or a delete by id needs it).
   */
  finish(state: StoredState, collection: string): void {
    const tables = this.tablesOf(state);
    const writes = tables.get(collection);
    if (!writes) return;
    for (const source of [...writes.incoming]) this.finish(state, source);
    if (!writes.bulk) return;
    finishBulk(this.writer, state.generation, writes.spec, (target, docs) => this.copyInto(tables, target, docs));
    writes.bulk = false;
    for (const other of tables.values()) other.incoming.delete(writes.name);
  }

  /** At activation, one step per transaction: see `finishBulk`. */
  finishAtActivation(state: StoredState, spec: CollectionSpec, transaction: <T>(body: () => T) => T): void {
    const tables = this.tablesOf(state);
    finishBulk(this.writer, state.generation, spec, (target, docs) => this.copyInto(tables, target, docs), transaction);
  }

  /** The generation's tables changed outside a batch (activated, dropped): look at them afresh. */
  forget(ref: GenerationRef): void {
    this.generations.delete(key(ref));
  }

  private apply(
    state: StoredState,
    writes: TableWrites,
    operation: Operation,
    tables: ReadonlyMap<string, TableWrites>,
  ): void {
    switch (operation.kind) {
      case 'put':
        assertDocument(writes.spec, operation.doc);
        if (writes.incoming.size > 0) noteOverride(this.writer, writes.physical, operation.doc.id);
        if (writes.bulk) writes.rows.insert(operation.doc);
        else writes.rows.upsert(operation.doc);
        return;
      case 'delete':
        if (writes.bulk) this.finish(state, writes.name);
        if (writes.incoming.size > 0) noteOverride(this.writer, writes.physical, operation.id);
        writes.words.remove(operation.id);
        writes.remove.run(operation.id);
        return;
      case 'deleteWhere': {
        if (writes.bulk) {
          deferDelete(this.writer, writes.physical, operation.filter);
          return;
        }
        // The copies waiting into it go in first: they came before this delete.
        if (writes.incoming.size > 0) this.finish(state, writes.name);
        this.ensureIndexesLedBy(state.generation, writes, Object.keys(operation.filter));
        const where = whereSql(parseFilter(writes.spec, operation.filter), (_collection, field) =>
          wordsTableName(writes.physical, field),
        );
        writes.words.removeWhere(this.writer, where);
        this.writer.run(`DELETE FROM ${writes.table} WHERE ${where.sql}`, where.params);
        return;
      }
      case 'copyWhere': {
        const source = tables.get(operation.from);
        if (!source) throw new Error(`Collection ${operation.from} is not part of ${key(state)}`);
        // The target ordinary (indexed, its deferred deletes done): the copy replaces what it holds.
        if (writes.bulk) this.finish(state, writes.name);
        if (source.incoming.size > 0) this.finish(state, source.name);
        if (source.bulk) {
          if (deferCopy(this.writer, source.physical, writes.physical, operation.filter)) {
            writes.incoming.add(source.name);
          }
          return;
        }
        this.ensureIndexesLedBy(state.generation, source, Object.keys(operation.filter));
        this.upsertAll(writes, this.copied(source, operation.filter));
        return;
      }
      default: {
        const unknownOperation: never = operation;
        throw new Error(`Unknown operation ${JSON.stringify(unknownOperation)}`);
      }
    }
  }

  private copyInto(tables: ReadonlyMap<string, TableWrites>, target: string, docs: readonly string[]): void {
    const writes = [...tables.values()].find((table) => table.physical === target);
    if (!writes) throw new Error(`A copy waits into ${target}, which is not part of its generation`);
    this.upsertAll(writes, docs);
  }

  private upsertAll(writes: TableWrites, docs: readonly string[]): void {
    for (const text of docs) {
      const doc = JSON.parse(text) as Doc;
      assertDocument(writes.spec, doc);
      writes.rows.upsert(doc);
    }
  }

  /** The documents of an ordinary (indexed) `source` matching `filter`. */
  private copied(source: TableWrites, filter: Filter): string[] {
    const where = whereSql(parseFilter(source.spec, filter), (_collection, field) =>
      wordsTableName(source.physical, field),
    );
    return this.writer
      .all(`SELECT doc FROM ${source.table} WHERE ${where.sql}`, where.params)
      .map((row) => textColumn(row, 'doc'));
  }

  private tablesOf(state: StoredState): Map<string, TableWrites> {
    const cached = this.generations.get(key(state));
    if (cached) return cached;
    const tables = new Map<string, TableWrites>();
    for (const spec of state.specs) {
      const physical = generationCollectionName(spec.name, state.generation);
      const table = quoted(physical);
      const bulk = !hasIdIndex(this.writer, state.generation, spec);
      const words = new WordsRows(this.writer, physical, spec);
      const writes: TableWrites = {
        spec,
        name: spec.name,
        physical,
        table,
        bulk,
        rows: tableRows(this.writer, physical, spec, words),
        words,
        remove: this.writer.prepare(`DELETE FROM ${table} WHERE id = ?`),
        indexedFor: new Set(),
        incoming: new Set(),
      };
      tables.set(spec.name, writes);
    }
    // Copies another process left waiting (it went on with this generation, then stopped).
    for (const writes of tables.values()) {
      for (const source of sourcesCopyingInto(this.writer, writes.physical)) {
        const name = state.specs.find((spec) => generationCollectionName(spec.name, state.generation) === source)?.name;
        if (name) writes.incoming.add(name);
      }
    }
    this.generations.set(key(state), tables);
    return tables;
  }

  /**
   * A generation being built has no secondary indexes yet (they come at activation); a bulk delete
   * by `memberId` would scan the whole table without one, so it creates the indexes it needs first.
   */
  private ensureIndexesLedBy(generation: number, writes: TableWrites, fields: readonly string[]): void {
    const wanted = fields.join(',');
    if (writes.indexedFor.has(wanted)) return;
    for (const sql of generationIndexes(generation, writes.spec, new Set(fields))) this.writer.exec(sql);
    writes.indexedFor.add(wanted);
  }
}

function key(ref: GenerationRef): string {
  return `${ref.projection}#${ref.generation}`;
}
