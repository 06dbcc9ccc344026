// SQLite layout of the read store: generation tables, the views queries read, projection_state rows.
import type { GenerationRef, ProjectionState } from './projection-store.port.js';
import type { CollectionSpec } from './read-store.port.js';
import {
  generationCollectionName,
  ID_FIELD,
  STATE_COLLECTION,
  wordsFields,
  wordsTableName,
} from './read-store.schema.js';
import { numberColumn, type Row, type SqliteConnection, textColumn } from './sqlite-read-store.connection.js';
import { quoted } from './sqlite-read-store.sql.js';

export interface StoredState extends ProjectionState {
  readonly specs: CollectionSpec[];
}

const STATE = quoted(STATE_COLLECTION);

export function createStateTable(connection: SqliteConnection): void {
  connection.exec(`
    CREATE TABLE IF NOT EXISTS ${STATE} (
      projection  TEXT    NOT NULL,
      generation  INTEGER NOT NULL,
      version     INTEGER NOT NULL,
      position    INTEGER NOT NULL,
      active      INTEGER NOT NULL DEFAULT 0,
      collections TEXT    NOT NULL,
      PRIMARY KEY (projection, generation)
    );
    CREATE UNIQUE INDEX IF NOT EXISTS projection_state_one_active ON ${STATE} (projection) WHERE active = 1;`);
}

/**
 * A table per collection and generation; every declared field is a column of its own, with no type
 * (a value keeps the type it was written with), written from the document by `tableRows`. Its
 * secondary indexes come later (`generationIndexes`):
 * a rebuild fills the table first and sorts each index once, which is many times faster than
 * keeping every index up to date through a million inserts.
 */
export function createGenerationTables(connection: SqliteConnection, generation: number, spec: CollectionSpec): void {
  const table = generationCollectionName(spec.name, generation);
  const columns = declaredFields(spec).map(quoted);
  // An append-only collection gets its unique id index once filled (idIndex): inserting a million
  // random ids into a b-tree costs twice what building it at the end does.
  const id = spec.appendOnly === true ? 'id TEXT NOT NULL' : 'id TEXT PRIMARY KEY';
  connection.exec(`CREATE TABLE IF NOT EXISTS ${quoted(table)} (${[id, 'doc TEXT NOT NULL', ...columns].join(', ')})`);
  for (const field of wordsFields(spec.name, spec.fields)) createWordsTable(connection, wordsTableName(table, field));
}

/**
 * A words field's index: one row per (word, document), keyed by the word so that `$prefixes` reads
 * one range per prefix, and by the id so a document's words are replaced or deleted in one step.
 * (The field's column in the table keeps the words as JSON: an update that leaves them alone is seen
 * and touches nothing here.)
 */
function createWordsTable(connection: SqliteConnection, table: string): void {
  connection.exec(`
    CREATE TABLE IF NOT EXISTS ${quoted(table)} (
      word TEXT NOT NULL,
      id   TEXT NOT NULL,
      PRIMARY KEY (word, id)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS ${quoted(`${table}__id`)} ON ${quoted(table)} (id);`);
}

/** The unique index on `id` of an append-only collection's table, built once it is filled. */
export function idIndex(generation: number, spec: CollectionSpec): string {
  const table = generationCollectionName(spec.name, generation);
  return `CREATE UNIQUE INDEX IF NOT EXISTS ${quoted(`${table}__id`)} ON ${quoted(table)} (id)`;
}

export function hasIdIndex(connection: SqliteConnection, generation: number, spec: CollectionSpec): boolean {
  if (spec.appendOnly !== true) return true;
  const name = `${generationCollectionName(spec.name, generation)}__id`;
  return connection.get("SELECT 1 AS found FROM sqlite_master WHERE type = 'index' AND name = ?", [name]) !== undefined;
}

/**
 * The collection's declared indexes (those led by one of `leading`, when given), each ending with
 * `id` so a sort on indexed fields plus the id tie-break needs no temporary b-tree.
 */
export function generationIndexes(generation: number, spec: CollectionSpec, leading?: ReadonlySet<string>): string[] {
  const table = generationCollectionName(spec.name, generation);
  return (spec.indexes ?? []).flatMap((index, position) => {
    if (leading && !leading.has(index[0] ?? '')) return [];
    const keys = index.at(-1) === ID_FIELD ? index : [...index, ID_FIELD];
    return [
      `CREATE INDEX IF NOT EXISTS ${quoted(`${table}__i${position}`)} ON ${quoted(table)} (${keys.map(quoted).join(', ')})`,
    ];
  });
}

/**
 * The view `members` reads the active generation's table, and `members__w_search` its words of
 * `search`; SQLite flattens them, so indexes apply.
 */
export function replaceView(connection: SqliteConnection, generation: number, spec: CollectionSpec): void {
  const columns = [ID_FIELD, 'doc', ...declaredFields(spec)].map(quoted).join(', ');
  const table = generationCollectionName(spec.name, generation);
  connection.exec(`DROP VIEW IF EXISTS ${quoted(spec.name)}`);
  connection.exec(`CREATE VIEW ${quoted(spec.name)} AS SELECT ${columns} FROM ${quoted(table)}`);
  for (const field of wordsFields(spec.name, spec.fields)) {
    const view = quoted(wordsTableName(spec.name, field));
    connection.exec(`DROP VIEW IF EXISTS ${view}`);
    connection.exec(`CREATE VIEW ${view} AS SELECT word, id FROM ${quoted(wordsTableName(table, field))}`);
  }
}

export function dropView(connection: SqliteConnection, spec: CollectionSpec): void {
  connection.exec(`DROP VIEW IF EXISTS ${quoted(spec.name)}`);
  for (const field of wordsFields(spec.name, spec.fields))
    connection.exec(`DROP VIEW IF EXISTS ${quoted(wordsTableName(spec.name, field))}`);
}

export function dropGenerationTables(connection: SqliteConnection, state: StoredState): void {
  for (const spec of state.specs) {
    const table = generationCollectionName(spec.name, state.generation);
    for (const field of wordsFields(spec.name, spec.fields))
      connection.exec(`DROP TABLE IF EXISTS ${quoted(wordsTableName(table, field))}`);
    connection.exec(`DROP TABLE IF EXISTS ${quoted(table)}`);
  }
}

export function readState(connection: SqliteConnection, ref: GenerationRef): StoredState | undefined {
  const row = connection.get(`SELECT * FROM ${STATE} WHERE projection = ? AND generation = ?`, [
    ref.projection,
    ref.generation,
  ]);
  return row && stateFromRow(row);
}

export function readStates(
  connection: SqliteConnection,
  where = '1',
  params: readonly (string | number)[] = [],
): StoredState[] {
  return connection
    .all(`SELECT * FROM ${STATE} WHERE ${where} ORDER BY projection, generation`, params)
    .map(stateFromRow);
}

export function insertState(
  connection: SqliteConnection,
  ref: GenerationRef,
  version: number,
  specs: readonly CollectionSpec[],
): void {
  connection.run(
    `INSERT INTO ${STATE} (projection, generation, version, position, active, collections) VALUES (?, ?, ?, 0, 0, ?)`,
    [ref.projection, ref.generation, version, JSON.stringify(specs)],
  );
}

export function markActive(connection: SqliteConnection, ref: GenerationRef): void {
  connection.run(`UPDATE ${STATE} SET active = 1 WHERE projection = ? AND generation = ?`, [
    ref.projection,
    ref.generation,
  ]);
}

/** Moves the checkpoint; a batch that commits ends the generation's run of failures. */
export function moveCheckpoint(connection: SqliteConnection, ref: GenerationRef, position: number): void {
  connection.run(
    `UPDATE ${STATE} SET position = ?, failure_message = NULL, failure_since = NULL WHERE projection = ? AND generation = ?`,
    [position, ref.projection, ref.generation],
  );
}

export function deleteState(connection: SqliteConnection, ref: GenerationRef): void {
  connection.run(`DELETE FROM ${STATE} WHERE projection = ? AND generation = ?`, [ref.projection, ref.generation]);
}

export function toProjectionState(state: StoredState): ProjectionState {
  const { projection, generation, version, position, active, failure } = state;
  return { projection, generation, version, position, active, failure };
}

/** The declared fields, in the order of their columns. */
export function declaredFields(spec: CollectionSpec): string[] {
  return Object.keys(spec.fields).filter((field) => field !== ID_FIELD);
}

/**
 * Specs by the text stored for them: every batch reads its generation's state row, whose specs
 * never change once written, so each text is parsed once (a handful: one per projection version).
 */
const parsedSpecs = new Map<string, CollectionSpec[]>();

function specsOf(text: string): CollectionSpec[] {
  const known = parsedSpecs.get(text);
  if (known) return known;
  const specs: unknown = JSON.parse(text);
  if (!Array.isArray(specs)) throw new Error('projection_state.collections is not a list');
  // Written by insertState from normalised specs; trusted as our own data.
  parsedSpecs.set(text, specs as CollectionSpec[]);
  return specs as CollectionSpec[];
}

function stateFromRow(row: Row): StoredState {
  const specs = specsOf(textColumn(row, 'collections'));
  return {
    projection: textColumn(row, 'projection'),
    generation: numberColumn(row, 'generation'),
    version: numberColumn(row, 'version'),
    position: numberColumn(row, 'position'),
    active: numberColumn(row, 'active') === 1,
    failure: failureOf(row),
    specs,
  };
}

function failureOf(row: Row): ProjectionState['failure'] {
  const message = row['failure_message'];
  const since = row['failure_since'];
  return typeof message === 'string' && typeof since === 'string' ? { message, since } : null;
}
