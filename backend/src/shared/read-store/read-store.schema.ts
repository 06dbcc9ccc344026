// Validation shared by both read-store adapters: names, collection specs and documents.
import type { GenerationRef } from './projection-store.port.js';
import type { CollectionSpec, Doc, FieldType } from './read-store.port.js';

const IDENTIFIER = /^[a-z][a-z0-9_]*$/i;

/** The table/collection holding a projection's generation state. */
export const STATE_COLLECTION = 'projection_state';

/** The table/collection holding each projection's generations fact (its swap version). */
export const GENERATIONS_COLLECTION = 'projection_generations';

/** SQLite: bulk deletes waiting until an append-only table being filled is indexed. */
export const DEFERRED_DELETES_COLLECTION = 'projection_deferred_deletes';

/** SQLite: ids written into a waiting copy's target since it was asked for (the copy skips them). */
export const DEFERRED_OVERRIDES_COLLECTION = 'projection_deferred_overrides';

const RESERVED = new Set([
  STATE_COLLECTION,
  GENERATIONS_COLLECTION,
  DEFERRED_DELETES_COLLECTION,
  DEFERRED_OVERRIDES_COLLECTION,
]);

/** Every collection has `id` (the document's key) as an implicit text field. */
export const ID_FIELD = 'id';

/** A name used in SQL or as a MongoDB collection/field: checked, never taken from user input. */
export function assertIdentifier(name: string, what: string): void {
  if (!IDENTIFIER.test(name)) throw new Error(`Invalid ${what} name: ${JSON.stringify(name)}`);
}

export function assertGenerationRef(ref: GenerationRef): void {
  assertIdentifier(ref.projection, 'projection');
  if (!Number.isSafeInteger(ref.generation) || ref.generation < 1) {
    throw new Error(`Invalid generation ${String(ref.generation)} for projection ${ref.projection}`);
  }
}

/** Physical name of a collection in one generation, e.g. `members__g2`. */
export function generationCollectionName(collection: string, generation: number): string {
  return `${collection}__g${generation}`;
}

/** Checks names, field types and indexes; returns the specs with fields in a canonical order. */
export function normalizeSpecs(specs: readonly CollectionSpec[]): CollectionSpec[] {
  const seen = new Set<string>();
  return specs.map((spec) => {
    assertIdentifier(spec.name, 'collection');
    // `__` is reserved for generation tables (`members__g1`), so a logical name never collides.
    if (spec.name.includes('__') || RESERVED.has(spec.name.toLowerCase())) {
      throw new Error(`Reserved collection name: ${spec.name}`);
    }
    if (seen.has(spec.name)) throw new Error(`Collection declared twice: ${spec.name}`);
    seen.add(spec.name);
    return normalizeSpec(spec);
  });
}

function normalizeSpec(spec: CollectionSpec): CollectionSpec {
  const fields: Record<string, FieldType> = {};
  const sorted = Object.entries(spec.fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [field, type] of sorted) {
    assertIdentifier(field, 'field');
    if (field === 'doc') throw new Error(`Reserved field name in ${spec.name}: doc`);
    if (field === ID_FIELD && type !== 'text') throw new Error(`${spec.name}.id is always text`);
    fields[field] = type;
  }
  const indexes = (spec.indexes ?? []).map((index) => {
    if (index.length === 0) throw new Error(`Empty index in ${spec.name}`);
    for (const field of index) {
      if (fieldType(spec.name, fields, field) === 'words')
        throw new Error(`${spec.name}.${field} is a words field: it has its own index`);
    }
    return [...index];
  });
  if (spec.appendOnly === true && wordsFields(spec.name, fields).length > 0)
    throw new Error(`${spec.name}: an append-only collection cannot have a words field`);
  // Only when set, so specs stored before the flag existed still compare equal.
  return spec.appendOnly === true
    ? { name: spec.name, fields, indexes, appendOnly: true }
    : { name: spec.name, fields, indexes };
}

/** The declared type of a field (`id` is implicit); unknown fields throw. */
export function fieldType(collection: string, fields: Readonly<Record<string, FieldType>>, field: string): FieldType {
  if (field === ID_FIELD) return 'text';
  const type = Object.hasOwn(fields, field) ? fields[field] : undefined;
  if (type === undefined) throw new Error(`Unknown field ${collection}.${field}`);
  return type;
}

export function findSpec(specs: readonly CollectionSpec[], collection: string, owner: string): CollectionSpec {
  const spec = specs.find((candidate) => candidate.name === collection);
  if (!spec) throw new Error(`Collection ${collection} is not part of ${owner}`);
  return spec;
}

const FIELD_ENTRIES = new WeakMap<CollectionSpec['fields'], ReadonlyArray<readonly [string, FieldType]>>();

/** The declared fields as entries, listed once per spec: a rebuild checks a million documents. */
function fieldEntries(fields: CollectionSpec['fields']): ReadonlyArray<readonly [string, FieldType]> {
  let entries = FIELD_ENTRIES.get(fields);
  if (!entries) {
    entries = Object.entries(fields);
    FIELD_ENTRIES.set(fields, entries);
  }
  return entries;
}

/** Declared fields of a stored document must hold their type (or be null/absent), so both adapters compare alike. */
export function assertDocument(spec: CollectionSpec, doc: Doc): void {
  if (typeof doc.id !== 'string' || doc.id === '') throw new Error(`Document in ${spec.name} without an id`);
  if (Object.hasOwn(doc, '_id')) throw new Error(`Document ${spec.name}/${doc.id} must not carry _id`);
  for (const [field, type] of fieldEntries(spec.fields)) {
    const value = doc[field];
    if (value === undefined || value === null) continue;
    if (!matchesType(type, value)) {
      throw new Error(`${spec.name}/${doc.id}: field ${field} must be ${type}, got ${JSON.stringify(value)}`);
    }
  }
}

/** The `words` fields of a collection, in the order of its (sorted) fields. */
export function wordsFields(collection: string, fields: Readonly<Record<string, FieldType>>): string[] {
  return Object.keys(fields).filter((field) => fieldType(collection, fields, field) === 'words');
}

/** The name of a words field's index table (SQLite) for a generation's table or view: `members__w_search`. */
export function wordsTableName(table: string, field: string): string {
  return `${table}__w_${field}`;
}

export function matchesType(type: FieldType, value: unknown): value is string | number | boolean | readonly string[] {
  switch (type) {
    case 'words':
      return Array.isArray(value) && value.every((word) => typeof word === 'string');
    case 'text':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    default: {
      const unknownType: never = type;
      throw new Error(`Unknown field type ${String(unknownType)}`);
    }
  }
}

/** True when two spec lists (already normalised) describe the same collections. */
export function sameSpecs(left: readonly CollectionSpec[], right: readonly CollectionSpec[]): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/** Sums only make sense (and agree across adapters) on number fields. */
export function assertNumberField(spec: CollectionSpec, field: string): void {
  if (fieldType(spec.name, spec.fields, field) !== 'number')
    throw new Error(`${spec.name}.${field} is not a number field`);
}

/**
 * A sum as the adapters answer it, checked: past 2^53 a double (SQLite's total(), MongoDB's $sum
 * over doubles) has lost its last digits, so such a total is refused rather than shown wrong. With
 * amounts capped at $ 10.000.000 (R26) it takes some 900 million payments to get there.
 */
export function exactSum(sum: number, what: string): number {
  if (!Number.isFinite(sum) || Math.abs(sum) > Number.MAX_SAFE_INTEGER)
    throw new Error(`The sum of ${what} (${sum}) is past 2^53: it would not be exact`);
  return sum;
}
