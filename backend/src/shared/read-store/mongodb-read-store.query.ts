// Translates checked conditions, sort keys and documents between the port and MongoDB, explicitly.
import { inspect } from 'node:util';
import type { Document, Filter, Sort } from 'mongodb';
import type { Doc, Scalar, SortKey } from './read-store.port.js';
import type { Condition } from './read-store.filter.js';
import { ID_FIELD } from './read-store.schema.js';

/** A read document as stored: the port's `id` is MongoDB's `_id`. */
export interface StoredDoc {
  _id: string;
  [field: string]: unknown;
}

/** Field names are validated identifiers; `id` maps to `_id`. */
export function mongoField(field: string): string {
  return field === ID_FIELD ? '_id' : field;
}

/**
 * Builds the MongoDB filter from our checked tree; no user object is passed through, so a text
 * like `{"$gt":""}` is only ever a string value. MongoDB's own null semantics are the port's.
 */
export function mongoFilter(condition: Condition): Filter<StoredDoc> {
  switch (condition.kind) {
    case 'and':
      return condition.items.length === 0 ? {} : { $and: condition.items.map(mongoFilter) };
    case 'or':
      // MongoDB refuses an empty $or; an empty `$in` matches nothing, as the port says.
      return condition.items.length === 0 ? { _id: { $in: [] } } : { $or: condition.items.map(mongoFilter) };
    case 'compare':
      return fieldFilter(condition.field, { [`$${condition.op}`]: condition.value });
    case 'in':
      return fieldFilter(condition.field, { $in: [...condition.values] });
    case 'contains':
      return fieldFilter(condition.field, { $regex: escapeRegex(condition.term) });
    case 'prefixes':
      // An anchored, case-sensitive regex on an array matches when one element begins with the
      // prefix, and walks the field's multikey index as one range.
      return condition.prefixes.length === 0
        ? {}
        : {
            $and: condition.prefixes.map((prefix) =>
              fieldFilter(condition.field, { $regex: `^${escapeRegex(prefix)}` }),
            ),
          };
    default: {
      const unknownCondition: never = condition;
      throw new Error(`Unknown condition ${JSON.stringify(unknownCondition)}`);
    }
  }
}

function fieldFilter(field: string, operator: Document): Filter<StoredDoc> {
  return { [mongoField(field)]: operator };
}

/** `$contains` is a literal, case-sensitive substring: every regex metacharacter is escaped. */
export function escapeRegex(term: string): string {
  return term.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
}

/** The sort keys, then `_id` ascending (MongoDB also puts null/missing first ascending). */
export function mongoSort(sort: readonly SortKey[]): Sort {
  const spec: Record<string, 1 | -1> = {};
  for (const key of sort) spec[mongoField(key.field)] = key.direction === 'desc' ? -1 : 1;
  if (!(mongoField(ID_FIELD) in spec)) spec[mongoField(ID_FIELD)] = 1;
  return spec;
}

/** Documents are plain JSON, exactly as the SQLite store keeps them (undefined dropped, dates as text). */
export function toStored(doc: Doc): StoredDoc {
  const plain: unknown = JSON.parse(JSON.stringify(doc));
  if (typeof plain !== 'object' || plain === null || Array.isArray(plain))
    throw new Error('A document must be an object');
  const { id, ...rest } = plain as Record<string, unknown>;
  if (typeof id !== 'string') throw new Error('A document needs a text id');
  return { ...rest, _id: id };
}

/** Stored documents were written by toStored from `Doc`s. */
export function fromStored(stored: StoredDoc): Doc {
  const { _id, ...rest } = stored;
  return { id: _id, ...rest };
}

export function groupKey(value: unknown): Scalar {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw new Error(`Unexpected group key ${inspect(value)}`);
}

export function numberOf(value: unknown): number {
  if (typeof value !== 'number') throw new Error(`Expected a number, got ${String(value)}`);
  return value;
}
