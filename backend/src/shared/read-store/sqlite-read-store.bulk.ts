// Filling an append-only table of a generation being built: rows go in with no index to keep up to
// date, bulk deletes wait (bounded by the rows that existed when they were asked for), and
// `finishBulk` builds the indexes, applies the waiting deletes, then the unique id index.
import type { CollectionSpec, Filter } from './read-store.port.js';
import { parseFilter } from './read-store.filter.js';
import { DEFERRED_DELETES_COLLECTION, generationCollectionName } from './read-store.schema.js';
import { numberColumn, type SqliteConnection, textColumn } from './sqlite-read-store.connection.js';
import { quoted, type SqlValue, whereSql } from './sqlite-read-store.sql.js';
import { generationIndexes, idIndex } from './sqlite-read-store.tables.js';

const DEFERRED = quoted(DEFERRED_DELETES_COLLECTION);

export function createDeferredDeletesTable(connection: SqliteConnection): void {
  connection.exec(`
    CREATE TABLE IF NOT EXISTS ${DEFERRED} (
      seq       INTEGER PRIMARY KEY,
      tbl       TEXT    NOT NULL,
      filter    TEXT    NOT NULL,
      max_rowid INTEGER NOT NULL
    );`);
}

/**
 * Inside the batch's transaction: the rows matching `filter` now (rowid up to the table's last)
 * are deleted when the table is finished; rows put later keep their higher rowids and stay.
 */
export function deferDelete(connection: SqliteConnection, table: string, filter: Filter): void {
  const last = connection.get(`SELECT max(rowid) AS last FROM ${quoted(table)}`);
  const maxRowid = last && typeof last['last'] === 'number' ? last['last'] : 0;
  if (maxRowid === 0) return;
  connection.run(`INSERT INTO ${DEFERRED} (tbl, filter, max_rowid) VALUES (?, ?, ?)`, [
    table,
    JSON.stringify(filter),
    maxRowid,
  ]);
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
  transaction: <T>(body: () => T) => T = (body) => body(),
): void {
  const table = generationCollectionName(spec.name, generation);
  for (const sql of generationIndexes(generation, spec)) transaction(() => connection.exec(sql));
  transaction(() => {
    const waiting = connection.all(`SELECT seq, filter, max_rowid FROM ${DEFERRED} WHERE tbl = ? ORDER BY seq`, [
      table,
    ]);
    for (const row of waiting) {
      const filter = JSON.parse(textColumn(row, 'filter')) as Filter;
      const where = whereSql(parseFilter(spec, filter));
      connection.run(`DELETE FROM ${quoted(table)} WHERE (${where.sql}) AND rowid <= ?`, [
        ...where.params,
        numberColumn(row, 'max_rowid'),
      ]);
    }
    connection.run(`DELETE FROM ${DEFERRED} WHERE tbl = ?`, [table]);
  });
  transaction(() => connection.exec(idIndex(generation, spec)));
}

/** The waiting deletes of a dropped generation's tables go with them. */
export function forgetDeferred(connection: SqliteConnection, tables: readonly string[]): void {
  for (const table of tables) connection.run(`DELETE FROM ${DEFERRED} WHERE tbl = ?`, [table]);
}

/**
 * The documents of a table still being filled that match `filter` and that no waiting delete will
 * remove: what the finished table would hold of them, read without finishing it (a copy out of
 * it, e.g. a deleted member's visits set aside, would otherwise index the table mid-rebuild and
 * make every later put an indexed upsert). A row is left out when a waiting delete's filter holds
 * for it and it was there when the delete was asked for (rowid up to that delete's last).
 */
export function liveBulkDocs(
  connection: SqliteConnection,
  table: string,
  spec: CollectionSpec,
  filter: Filter,
): string[] {
  const wanted = whereSql(parseFilter(spec, filter));
  const conditions = [`(${wanted.sql})`];
  const params: SqlValue[] = [...wanted.params];
  for (const row of connection.all(`SELECT filter, max_rowid FROM ${DEFERRED} WHERE tbl = ? ORDER BY seq`, [table])) {
    const waiting = whereSql(parseFilter(spec, JSON.parse(textColumn(row, 'filter')) as Filter));
    // As the DELETE will judge it: only a condition that is true removes the row (NULL keeps it).
    conditions.push(`NOT coalesce((${waiting.sql}) AND rowid <= ?, 0)`);
    params.push(...waiting.params, numberColumn(row, 'max_rowid'));
  }
  const sql = `SELECT doc FROM ${quoted(table)} WHERE ${conditions.join(' AND ')} ORDER BY rowid`;
  return connection.all(sql, params).map((row) => textColumn(row, 'doc'));
}
