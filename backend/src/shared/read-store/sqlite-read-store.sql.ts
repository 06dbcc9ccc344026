// Translates checked conditions and sort keys into SQLite SQL with bound parameters only.
import type { Scalar, SortKey } from './read-store.port.js';
import type { Condition } from './read-store.filter.js';
import { assertIdentifier, ID_FIELD, wordsTableName } from './read-store.schema.js';

export type SqlValue = string | number | null;

export interface SqlFragment {
  readonly sql: string;
  readonly params: readonly SqlValue[];
}

/** A validated identifier, double-quoted. */
export function quoted(name: string): string {
  assertIdentifier(name, 'SQL');
  return `"${name}"`;
}

/** json_extract yields 1/0 for JSON true/false, so booleans are bound as 1/0. */
export function sqlValue(value: Scalar): SqlValue {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** Where a words field's words are: queries read the active generation's, through its view. */
export type WordsTableOf = (collection: string, field: string) => string;

const wordsView: WordsTableOf = (collection, field) => wordsTableName(collection, field);

/** Past every character a word may hold: `word < prefix || this` bounds the words that begin with `prefix`. */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

/**
 * Null semantics follow MongoDB: `= null` matches null or missing (json_extract gives NULL for
 * both), `$ne` also matches null/missing, range operators never match null.
 */
export function whereSql(condition: Condition, wordsTable: WordsTableOf = wordsView): SqlFragment {
  switch (condition.kind) {
    case 'and':
      return joined(condition.items, ' AND ', '1', wordsTable);
    case 'or':
      return joined(condition.items, ' OR ', '0', wordsTable);
    case 'compare':
      return compareSql(quoted(condition.field), condition.op, condition.value);
    case 'in':
      return inSql(quoted(condition.field), condition.values);
    case 'contains':
      // instr, not LIKE: no wildcard characters to escape, and case-sensitive as the port says.
      return { sql: `instr(${quoted(condition.field)}, ?) > 0`, params: [condition.term] };
    case 'prefixes':
      return prefixesSql(quoted(wordsTable(condition.collection, condition.field)), condition.prefixes);
    default: {
      const unknownCondition: never = condition;
      throw new Error(`Unknown condition ${JSON.stringify(unknownCondition)}`);
    }
  }
}

/**
 * Each prefix is one range on the (word, id) key of the words table: the ids of the documents
 * with a word in [prefix, prefix + U+10FFFF); SQLite keeps each list once and probes it by id.
 */
function prefixesSql(table: string, prefixes: readonly string[]): SqlFragment {
  if (prefixes.length === 0) return { sql: '1', params: [] };
  const one = `id IN (SELECT id FROM ${table} WHERE word >= ? AND word < ?)`;
  return {
    sql: prefixes.map(() => one).join(' AND '),
    params: prefixes.flatMap((prefix) => [prefix, `${prefix}${LAST_CHARACTER}`]),
  };
}

function joined(
  items: readonly Condition[],
  separator: string,
  whenEmpty: string,
  wordsTable: WordsTableOf,
): SqlFragment {
  if (items.length === 0) return { sql: whenEmpty, params: [] };
  const parts = items.map((item) => whereSql(item, wordsTable));
  return {
    sql: parts.map((part) => `(${part.sql})`).join(separator),
    params: parts.flatMap((part) => part.params),
  };
}

function compareSql(column: string, op: Extract<Condition, { kind: 'compare' }>['op'], value: Scalar): SqlFragment {
  const param = sqlValue(value);
  switch (op) {
    case 'eq':
      return param === null ? { sql: `${column} IS NULL`, params: [] } : { sql: `${column} = ?`, params: [param] };
    case 'ne':
      // `IS NOT ?` is true for NULL columns, as Mongo's $ne is for null/missing fields.
      return param === null
        ? { sql: `${column} IS NOT NULL`, params: [] }
        : { sql: `${column} IS NOT ?`, params: [param] };
    case 'gt':
      return { sql: `${column} > ?`, params: [param] };
    case 'gte':
      return { sql: `${column} >= ?`, params: [param] };
    case 'lt':
      return { sql: `${column} < ?`, params: [param] };
    case 'lte':
      return { sql: `${column} <= ?`, params: [param] };
    default: {
      const unknownOp: never = op;
      throw new Error(`Unknown comparison ${String(unknownOp)}`);
    }
  }
}

/** One JSON parameter expanded by json_each keeps the SQL text (and its cached statement) constant. */
function inSql(column: string, values: readonly Scalar[]): SqlFragment {
  const present = values.filter((value) => value !== null);
  const withNull = present.length < values.length;
  if (present.length === 0) return withNull ? { sql: `${column} IS NULL`, params: [] } : { sql: '0', params: [] };
  const list = { sql: `${column} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(present)] };
  return withNull ? { sql: `${list.sql} OR ${column} IS NULL`, params: list.params } : list;
}

/** ORDER BY with `id` ascending as the last tie-break (SQLite puts NULLs first ascending, last descending). */
export function orderSql(sort: readonly SortKey[]): string {
  const keys = sort.map((key) => `${quoted(key.field)} ${key.direction === 'desc' ? 'DESC' : 'ASC'}`);
  if (!sort.some((key) => key.field === ID_FIELD)) keys.push(`${quoted(ID_FIELD)} ASC`);
  return keys.join(', ');
}
