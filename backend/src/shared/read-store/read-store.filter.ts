// Parses a port Filter into a checked condition tree that each adapter translates to its query language.
import { inspect } from 'node:util';
import type { CollectionSpec, FieldType, Filter, FindQuery, Scalar, SortKey } from './read-store.port.js';
import { fieldType, matchesType } from './read-store.schema.js';

export type Comparison = 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte';

export type Condition =
  | { readonly kind: 'and'; readonly items: readonly Condition[] }
  | { readonly kind: 'or'; readonly items: readonly Condition[] }
  | {
      readonly kind: 'compare';
      readonly field: string;
      readonly type: FieldType;
      readonly op: Comparison;
      readonly value: Scalar;
    }
  | { readonly kind: 'in'; readonly field: string; readonly type: FieldType; readonly values: readonly Scalar[] }
  | { readonly kind: 'contains'; readonly field: string; readonly term: string }
  /** A words field: each prefix begins one of its words (an empty list: always true). */
  | {
      readonly kind: 'prefixes';
      readonly collection: string;
      readonly field: string;
      readonly prefixes: readonly string[];
    };

const COMPARISONS: ReadonlyMap<string, Comparison> = new Map([
  ['$eq', 'eq'],
  ['$ne', 'ne'],
  ['$gt', 'gt'],
  ['$gte', 'gte'],
  ['$lt', 'lt'],
  ['$lte', 'lte'],
]);

/**
 * Checks every field against the spec and every value against the field's type, so both adapters
 * answer alike: an unknown field, an unknown operator, a null bound of a range or a value of the
 * wrong type throws. An empty `$or` matches nothing; an empty `$and` (or filter) matches everything.
 */
export function parseFilter(spec: CollectionSpec, filter: Filter | undefined): Condition {
  if (filter === undefined) return { kind: 'and', items: [] };
  return parseObject(spec, filter);
}

function parseObject(spec: CollectionSpec, filter: unknown): Condition {
  if (!isPlainObject(filter)) throw new Error(`Filters on ${spec.name} must be objects`);
  const items: Condition[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === '$or' || key === '$and') {
      if (!Array.isArray(value)) throw new Error(`${key} on ${spec.name} needs a list of filters`);
      const list: readonly unknown[] = value;
      const nested = list.map((item) => parseObject(spec, item));
      items.push({ kind: key === '$or' ? 'or' : 'and', items: nested });
    } else {
      items.push(...parseField(spec, key, value));
    }
  }
  const only = items.length === 1 ? items.at(0) : undefined;
  return only ?? { kind: 'and', items };
}

function parseField(spec: CollectionSpec, field: string, value: unknown): Condition[] {
  const type = fieldType(spec.name, spec.fields, field);
  if (type === 'words') return [prefixes(spec, field, value)];
  if (!isPlainObject(value)) return [compare(spec, field, type, 'eq', value)];
  const entries = Object.entries(value).filter(([, operand]) => operand !== undefined);
  if (entries.length === 0) throw new Error(`Empty condition on ${spec.name}.${field}`);
  return entries.map(([operator, operand]) => {
    const comparison = COMPARISONS.get(operator);
    if (comparison !== undefined) return compare(spec, field, type, comparison, operand);
    if (operator === '$in') return inList(spec, field, type, operand);
    if (operator === '$contains') return contains(spec, field, type, operand);
    throw new Error(`Unknown operator ${operator} on ${spec.name}.${field}`);
  });
}

function compare(spec: CollectionSpec, field: string, type: FieldType, op: Comparison, value: unknown): Condition {
  if (value === null && op !== 'eq' && op !== 'ne') {
    throw new Error(`${spec.name}.${field}: a range bound cannot be null`);
  }
  return { kind: 'compare', field, type, op, value: checkedScalar(spec, field, type, value) };
}

function inList(spec: CollectionSpec, field: string, type: FieldType, operand: unknown): Condition {
  if (!Array.isArray(operand)) throw new Error(`${spec.name}.${field}: $in needs a list`);
  const list: readonly unknown[] = operand;
  return { kind: 'in', field, type, values: list.map((value) => checkedScalar(spec, field, type, value)) };
}

function contains(spec: CollectionSpec, field: string, type: FieldType, operand: unknown): Condition {
  if (type !== 'text' || typeof operand !== 'string') {
    throw new Error(`${spec.name}.${field}: $contains needs a text field and a text term`);
  }
  return { kind: 'contains', field, term: operand };
}

/** A words field takes `{ $prefixes: [texts] }` and nothing else. */
function prefixes(spec: CollectionSpec, field: string, value: unknown): Condition {
  const operand = isPlainObject(value) && Object.keys(value).length === 1 ? value['$prefixes'] : undefined;
  if (!Array.isArray(operand) || !operand.every((prefix) => typeof prefix === 'string')) {
    throw new Error(`${spec.name}.${field} is a words field: filter it with { $prefixes: [texts] } only`);
  }
  return { kind: 'prefixes', collection: spec.name, field, prefixes: [...(operand as readonly string[])] };
}

function checkedScalar(spec: CollectionSpec, field: string, type: FieldType, value: unknown): Scalar {
  if (value === null) return null;
  if (type === 'words' || !matchesType(type, value)) {
    throw new Error(`${spec.name}.${field} is ${type}; cannot compare with ${jsonOf(value) ?? inspect(value)}`);
  }
  // A text, number or boolean field's value, as matchesType just checked.
  return value as string | number | boolean;
}

/** JSON.stringify answers undefined for undefined, a function or a symbol, whatever its type says. */
const jsonOf = (value: unknown): string | undefined => JSON.stringify(value);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sort keys on declared fields only, each `asc` or `desc`. */
export function parseSort(spec: CollectionSpec, sort: readonly SortKey[] | undefined): readonly SortKey[] {
  for (const key of sort ?? []) {
    if (fieldType(spec.name, spec.fields, key.field) === 'words')
      throw new Error(`${spec.name}.${key.field} is a words field: it cannot be sorted on`);
  }
  return sort ?? [];
}

/** `skip` and `limit` as whole numbers ≥ 0; no limit is `undefined`. */
export function parsePage(query: FindQuery): { readonly skip: number; readonly limit: number | undefined } {
  const skip = query.skip ?? 0;
  const limit = query.limit;
  for (const bound of [skip, limit ?? 0]) {
    if (!Number.isSafeInteger(bound) || bound < 0) throw new Error(`Invalid skip/limit: ${String(bound)}`);
  }
  return { skip, limit };
}
