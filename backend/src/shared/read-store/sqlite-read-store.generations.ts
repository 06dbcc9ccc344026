// SQLite rows of the generations fact (projection_generations) and of a generation's last failure.
import type { GenerationRef, GenerationsFact, ProjectionFailure } from './projection-store.port.js';
import { GENERATIONS_COLLECTION, STATE_COLLECTION } from './read-store.schema.js';
import { numberColumn, type SqliteConnection, textColumn } from './sqlite-read-store.connection.js';
import { quoted } from './sqlite-read-store.sql.js';

const FACTS = quoted(GENERATIONS_COLLECTION);
const STATE = quoted(STATE_COLLECTION);

/**
 * Creates the facts table, and fills it for a read store written before it existed (its
 * generations then start at version 0). Also adds the failure columns to older state tables.
 */
export function createGenerationsTable(connection: SqliteConnection): void {
  connection.exec(`
    CREATE TABLE IF NOT EXISTS ${FACTS} (
      projection      TEXT    PRIMARY KEY,
      version         INTEGER NOT NULL,
      last_generation INTEGER NOT NULL
    );
    INSERT OR IGNORE INTO ${FACTS} (projection, version, last_generation)
      SELECT projection, 0, MAX(generation) FROM ${STATE} GROUP BY projection;`);
  const columns = new Set(connection.all(`PRAGMA table_info(${STATE})`).map((row) => textColumn(row, 'name')));
  if (!columns.has('failure_message')) connection.exec(`ALTER TABLE ${STATE} ADD COLUMN failure_message TEXT`);
  if (!columns.has('failure_since')) connection.exec(`ALTER TABLE ${STATE} ADD COLUMN failure_since TEXT`);
}

export function readFacts(connection: SqliteConnection): GenerationsFact[] {
  return connection.all(`SELECT projection, version, last_generation FROM ${FACTS} ORDER BY projection`).map((row) => ({
    projection: textColumn(row, 'projection'),
    version: numberColumn(row, 'version'),
    lastGeneration: numberColumn(row, 'last_generation'),
    activating: null,
  }));
}

export function readFact(connection: SqliteConnection, projection: string): GenerationsFact {
  const row = connection.get(`SELECT version, last_generation FROM ${FACTS} WHERE projection = ?`, [projection]);
  return {
    projection,
    version: row ? numberColumn(row, 'version') : 0,
    lastGeneration: row ? numberColumn(row, 'last_generation') : 0,
    activating: null,
  };
}

/** Remembers a created generation's number, so it is never handed out again. */
export function noteCreated(connection: SqliteConnection, ref: GenerationRef): void {
  connection.run(
    `INSERT INTO ${FACTS} (projection, version, last_generation) VALUES (?, 0, ?)
     ON CONFLICT (projection) DO UPDATE SET last_generation = max(last_generation, excluded.last_generation)`,
    [ref.projection, ref.generation],
  );
}

/** The swap (or drop) as a fact: every batch computed against the older version is refused. */
export function bumpVersion(connection: SqliteConnection, projection: string): void {
  connection.run(
    `INSERT INTO ${FACTS} (projection, version, last_generation) VALUES (?, 1, 0)
     ON CONFLICT (projection) DO UPDATE SET version = version + 1`,
    [projection],
  );
}

export function writeFailure(
  connection: SqliteConnection,
  ref: GenerationRef,
  failure: ProjectionFailure | null,
): void {
  connection.run(`UPDATE ${STATE} SET failure_message = ?, failure_since = ? WHERE projection = ? AND generation = ?`, [
    failure?.message ?? null,
    failure?.since ?? null,
    ref.projection,
    ref.generation,
  ]);
}
