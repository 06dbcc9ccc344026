// The query side of the SQLite read store: reads the views (active generations) on its own connection.
import { inspect } from 'node:util';
import type { CollectionSpec, Doc, Filter, FindQuery, Page, Scalar } from './read-store.port.js';
import { parseFilter, parsePage, parseSort } from './read-store.filter.js';
import { assertNumberField, exactSum, fieldType } from './read-store.schema.js';
import { numberColumn, type Row, type SqliteConnection, textColumn } from './sqlite-read-store.connection.js';
import { orderSql, quoted, type SqlFragment, whereSql } from './sqlite-read-store.sql.js';
import { readStates } from './sqlite-read-store.tables.js';

export class SqliteQueries {
  /** Specs of the active generations by collection, as of `schemaVersion`. */
  private active = new Map<string, CollectionSpec>();
  private schemaVersion = -1;

  constructor(private readonly reader: SqliteConnection) {}

  /**
   * One statement needs no snapshot around it: a collection known to be active is read directly
   * (the hot path: a session's account, a profile, a member's snapshot). One no longer active has
   * no view any more, and is looked up again the full way, as is one not known.
   */
  get(collection: string, id: string): Doc | null {
    if (this.active.has(collection)) {
      try {
        return this.getIn(collection, id);
      } catch (error) {
        if (!isMissingTable(error)) throw error;
      }
    }
    return this.reading(collection, null, (spec) => this.getIn(spec.name, id));
  }

  find<T extends Doc>(collection: string, query: FindQuery): Page<T> {
    return this.reading(collection, { items: [], total: 0 }, (spec) => {
      const { page, where } = findSql(spec, query);
      const rows = this.reader.all(page.sql, page.params);
      const total = query.countTotal === false ? 0 : this.countIn(spec, where);
      return { items: rows.map((row) => parseDoc(row) as T), total };
    });
  }

  count(collection: string, filter: Filter | undefined): number {
    return this.reading(collection, 0, (spec) => this.countIn(spec, this.where(spec, filter)));
  }

  sum(collection: string, field: string, filter: Filter | undefined): number {
    return this.reading(collection, 0, (spec) => {
      assertNumberField(spec, field);
      const where = this.where(spec, filter);
      const row = this.reader.get(
        `SELECT total(${quoted(field)}) AS sum FROM ${quoted(spec.name)} WHERE ${where.sql}`,
        where.params,
      );
      return row ? exactSum(numberColumn(row, 'sum'), `${collection}.${field}`) : 0;
    });
  }

  groupSum(collection: string, groupField: string, sumField: string, filter: Filter | undefined) {
    return this.reading(collection, [], (spec) => {
      const groupType = fieldType(spec.name, spec.fields, groupField);
      assertNumberField(spec, sumField);
      const where = this.where(spec, filter);
      const group = quoted(groupField);
      const rows = this.reader.all(
        `SELECT ${group} AS key, count(*) AS count, total(${quoted(sumField)}) AS sum FROM ${quoted(spec.name)}
         WHERE ${where.sql} GROUP BY ${group} ORDER BY ${group}`,
        where.params,
      );
      return rows.map((row) => ({
        key: groupKey(row['key'], groupType === 'boolean'),
        count: numberColumn(row, 'count'),
        sum: exactSum(numberColumn(row, 'sum'), `${collection}.${sumField}`),
      }));
    });
  }

  /** Runs `body` in one read snapshot with the collection's active spec; no active generation → `empty`. */
  private reading<T>(collection: string, empty: T, body: (spec: CollectionSpec) => T): T {
    return this.reader.reading(() => {
      const spec = this.activeSpec(collection);
      return spec ? body(spec) : empty;
    });
  }

  /**
   * Another process (an operator's rebuild) may activate a generation. Activation always replaces
   * the views, which bumps `schema_version`; so one cheap PRAGMA per query tells whether the
   * active specs must be re-read from projection_state (in the same snapshot as the query).
   */
  private activeSpec(collection: string): CollectionSpec | undefined {
    const row = this.reader.get('PRAGMA schema_version');
    const version = row ? numberColumn(row, 'schema_version') : 0;
    if (version !== this.schemaVersion) {
      this.active = new Map(
        readStates(this.reader, 'active = 1').flatMap((state) => state.specs.map((spec) => [spec.name, spec] as const)),
      );
      this.schemaVersion = version;
    }
    return this.active.get(collection);
  }

  private getIn(collection: string, id: string): Doc | null {
    const row = this.reader.get(`SELECT doc FROM ${quoted(collection)} WHERE id = ?`, [id]);
    return row ? parseDoc(row) : null;
  }

  private where(spec: CollectionSpec, filter: Filter | undefined): SqlFragment {
    return whereSql(parseFilter(spec, filter));
  }

  private countIn(spec: CollectionSpec, where: SqlFragment): number {
    const row = this.reader.get(`SELECT count(*) AS total FROM ${quoted(spec.name)} WHERE ${where.sql}`, where.params);
    return row ? numberColumn(row, 'total') : 0;
  }
}

/** The page query of `find` on the collection's view (exported for the query-plan test). */
export function findSql(spec: CollectionSpec, query: FindQuery): { page: SqlFragment; where: SqlFragment } {
  const where = whereSql(parseFilter(spec, query.filter));
  const sort = parseSort(spec, query.sort);
  const { skip, limit } = parsePage(query);
  const page = {
    sql: `SELECT doc FROM ${quoted(spec.name)} WHERE ${where.sql} ORDER BY ${orderSql(sort)} LIMIT ? OFFSET ?`,
    params: [...where.params, limit ?? -1, skip],
  };
  return { page, where };
}

/** Documents are written by our own commitBatch from `Doc`s. */
export function parseDoc(row: Row): Doc {
  return JSON.parse(textColumn(row, 'doc')) as Doc;
}

/** SQLite's error for a view dropped since (by message: the driver's errors may come from another realm under jest). */
function isMissingTable(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    String((error as { message?: unknown }).message).startsWith('no such table')
  );
}

function groupKey(value: unknown, isBoolean: boolean): Scalar {
  if (isBoolean && typeof value === 'number') return value === 1;
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  throw new Error(`Unexpected group key ${inspect(value)}`);
}
