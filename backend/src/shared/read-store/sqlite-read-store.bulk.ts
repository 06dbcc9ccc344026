// Filling an append-only table of a generation being built: rows go in with no index to keep up to
// date, bulk deletes and copies out of it wait (bounded by the rows that existed when they were
// asked for), and `finishBulk` builds the indexes, applies the waiting copies and deletes in their
// order, then the unique id index.
import type { CollectionSpec, Filter } from './read-store.port.js';
import { parseFilter } from './read-store.filter.js';
import {
  DEFERRED_DELETES_COLLECTION,
  DEFERRED_OVERRIDES_COLLECTION,
  generationCollectionName,
} from './read-store.schema.js';
import { numberColumn, type SqliteConnection, textColumn } from './sqlite-read-store.connection.js';
import { quoted, whereSql } from './sqlite-read-store.sql.js';
import { generationIndexes, idIndex } from './sqlite-read-store.tables.js';

const DEFERRED = quoted(DEFERRED_DELETES_COLLECTION);
const OVERRIDES = quoted(DEFERRED_OVERRIDES_COLLECTION);

/** Copies the rows matching a waiting copy into its target (a table of the same generation). */
export type CopyInto = (target: string, docs: readonly string[]) => void;

export function createDeferredDeletesTable(connection: SqliteConnection): void {
  // `copy_to`: a waiting copy into that table; NULL: a waiting delete.
  connection.exec(`
    CREATE TABLE IF NOT EXISTS ${DEFERRED} (
      seq       INTEGER PRIMARY KEY,
      tbl       TEXT    NOT NULL,
      filter    TEXT    NOT NULL,
      max_rowid INTEGER NOT NULL,
      copy_to   TEXT
    );
    CREATE TABLE IF NOT EXISTS ${OVERRIDES} (
      tbl TEXT    NOT NULL,
      id  TEXT    NOT NULL,
      seq INTEGER NOT NULL,
      PRIMARY KEY (tbl, id)
    ) WITHOUT ROWID;`);
  const columns = connection.all(`PRAGMA table_info(${DEFERRED})`).map((row) => textColumn(row, 'name'));
  if (!columns.includes('copy_to')) connection.exec(`ALTER TABLE ${DEFERRED} ADD COLUMN copy_to TEXT`);
}

/**
 * Inside the batch's transaction: the rows matching `filter` now (rowid up to the table's last)
 * are deleted when the table is finished; rows put later keep their higher rowids and stay.
 */
export function deferDelete(connection: SqliteConnection, table: string, filter: Filter): void {
  defer(connection, table, filter, null);
}

/**
 * Inside the batch's transaction: the rows matching `filter` now are copied into `target` when the
 * table is finished, as they are now (a row put later has a higher rowid; one deleted by a delete
 * asked earlier is left out, as that delete runs first). Copying them now would need the filter's
 * index on the table being filled, and that index made every later put of a rebuild twice as dear.
 * Returns whether a copy waits (not when the table is empty).
 */
export function deferCopy(connection: SqliteConnection, table: string, target: string, filter: Filter): boolean {
  return defer(connection, table, filter, target);
}

function defer(connection: SqliteConnection, table: string, filter: Filter, copyTo: string | null): boolean {
  const last = connection.get(`SELECT max(rowid) AS last FROM ${quoted(table)}`);
  const maxRowid = last && typeof last['last'] === 'number' ? last['last'] : 0;
  if (maxRowid === 0) return false;
  connection.run(`INSERT INTO ${DEFERRED} (tbl, filter, max_rowid, copy_to) VALUES (?, ?, ?, ?)`, [
    table,
    JSON.stringify(filter),
    maxRowid,
    copyTo,
  ]);
  return true;
}

/** The tables with copies waiting into `target`. */
export function sourcesCopyingInto(connection: SqliteConnection, target: string): string[] {
  return connection
    .all(`SELECT DISTINCT tbl FROM ${DEFERRED} WHERE copy_to = ?`, [target])
    .map((row) => textColumn(row, 'tbl'));
}

/**
 * Inside the batch's transaction: document `id` of `target` was written (put or deleted) after the
 * copies waiting into it were asked for, so those copies must not bring their older version back.
 */
export function noteOverride(connection: SqliteConnection, target: string, id: string): void {
  connection.run(
    `INSERT OR REPLACE INTO ${OVERRIDES} (tbl, id, seq) VALUES (?, ?, coalesce((SELECT max(seq) FROM ${DEFERRED} WHERE copy_to = ?), 0))`,
    [target, id, target],
  );
}

/**
 * Makes the table an ordinary one: secondary indexes, the waiting deletes, then the unique id
 * index (which fails, leaving the generation unswapped, if a projection put one id twice).
 * Each step is its own transaction when `transaction` is given (activation), or runs in the
 * caller's (a batch that needs the table indexed now).
 */
export function finishBulk(
  connection: SqliteConnection,
  generation: number,
  spec: CollectionSpec,
  copyInto: CopyInto,
  transaction: <T>(body: () => T) => T = (body) => body(),
): void {
  const table = generationCollectionName(spec.name, generation);
  for (const sql of generationIndexes(generation, spec)) transaction(() => connection.exec(sql));
  transaction(() => {
    const waiting = connection.all(
      `SELECT seq, filter, max_rowid, copy_to FROM ${DEFERRED} WHERE tbl = ? ORDER BY seq`,
      [table],
    );
    for (const row of waiting) {
      const filter = JSON.parse(textColumn(row, 'filter')) as Filter;
      const where = whereSql(parseFilter(spec, filter));
      const params = [...where.params, numberColumn(row, 'max_rowid')];
      const target = row['copy_to'];
      if (typeof target !== 'string') {
        connection.run(`DELETE FROM ${quoted(table)} WHERE (${where.sql}) AND rowid <= ?`, params);
        continue;
      }
      const docs = connection.all(
        `SELECT doc FROM ${quoted(table)} WHERE (${where.sql}) AND rowid <= ? AND id NOT IN ` +
          `(SELECT id FROM ${OVERRIDES} WHERE tbl = ? AND seq >= ?) ORDER BY rowid`,
        [...params, target, numberColumn(row, 'seq')],
      );
      copyInto(
        target,
        docs.map((doc) => textColumn(doc, 'doc')),
      );
    }
    connection.run(`DELETE FROM ${DEFERRED} WHERE tbl = ?`, [table]);
    connection.run(
      `DELETE FROM ${OVERRIDES} WHERE tbl NOT IN (SELECT copy_to FROM ${DEFERRED} WHERE copy_to IS NOT NULL)`,
    );
  });
  transaction(() => connection.exec(idIndex(generation, spec)));
}

/** The waiting deletes and copies of a dropped generation's tables go with them. */
export function forgetDeferred(connection: SqliteConnection, tables: readonly string[]): void {
  for (const table of tables) {
    connection.run(`DELETE FROM ${DEFERRED} WHERE tbl = ? OR copy_to = ?`, [table, table]);
    connection.run(`DELETE FROM ${OVERRIDES} WHERE tbl = ?`, [table]);
  }
}
