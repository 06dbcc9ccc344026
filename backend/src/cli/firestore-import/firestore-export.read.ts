// The documents of an export of the original product's Firestore database, whatever tool wrote
// it: collections as arrays of documents with an `id`, or as objects keyed by document id.
import { message } from '@gym/domain';
import { isRecord, type JsonRecord } from './firestore-values.js';

export const COLLECTIONS = ['users', 'bodyCompositions', 'attendances'] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

export interface SourceDocument {
  readonly collection: CollectionName;
  readonly id: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

/** A document of the export that cannot be read at all, with the reason in Spanish. */
export interface UnreadableDocument {
  readonly collection: CollectionName;
  /** The document id, or its position in the array when it has none. */
  readonly id: string;
  readonly reason: string;
}

/** A document id found more than once in one collection: none of its copies is read. */
export interface RepeatedDocument {
  readonly collection: CollectionName;
  readonly id: string;
  /** Where each copy is in the collection's array, e.g. `#2`, `#5`. */
  readonly positions: readonly string[];
  /** Each copy's fields, in the same order. */
  readonly copies: readonly Readonly<Record<string, unknown>>[];
}

/** A top-level collection of the export that the importer does not read. */
export interface UnreadCollection {
  readonly name: string;
  readonly documents: number;
}

export interface FirestoreExport {
  readonly users: readonly SourceDocument[];
  readonly bodyCompositions: readonly SourceDocument[];
  readonly attendances: readonly SourceDocument[];
  readonly unreadable: readonly UnreadableDocument[];
  readonly repeated: readonly RepeatedDocument[];
  readonly unread: readonly UnreadCollection[];
}

/** The file is not an export of the original product; nothing can be imported (Spanish message). */
export class ExportShapeError extends Error {
  override name = 'ExportShapeError';
}

/** `{ users, bodyCompositions, attendances }`, also under `__collections__` (node-firestore-import-export). */
export function readFirestoreExport(json: unknown): FirestoreExport {
  const root = isRecord(json) && isRecord(json.__collections__) ? json.__collections__ : json;
  if (!isRecord(root) || root.users === undefined) throw new ExportShapeError(message('IMPORT.NO_USERS'));
  const unreadable: UnreadableDocument[] = [];
  const repeated: RepeatedDocument[] = [];
  const read = (collection: CollectionName): SourceDocument[] => {
    const value = root[collection];
    if (value === undefined || value === null) return [];
    if (!isRecord(value) && !Array.isArray(value))
      throw new ExportShapeError(message('IMPORT.BAD_COLLECTION', { coleccion: collection }));
    return documentsOf(collection, value, unreadable, repeated);
  };
  return {
    users: read('users'),
    bodyCompositions: read('bodyCompositions'),
    attendances: read('attendances'),
    unreadable,
    repeated,
    unread: unreadCollections(root),
  };
}

/** Every other top-level list or object of documents, with how many it holds. */
function unreadCollections(root: JsonRecord): UnreadCollection[] {
  const read: readonly string[] = COLLECTIONS;
  return Object.entries(root).flatMap(([name, value]) => {
    if (read.includes(name)) return [];
    if (Array.isArray(value)) return [{ name, documents: value.length }];
    return isRecord(value) ? [{ name, documents: Object.keys(value).length }] : [];
  });
}

/**
 * The readable documents of a collection. A JSON object cannot hold a key twice (the parser keeps
 * the last), so only an array can repeat an id: then no copy is read, as nothing tells which is right.
 */
function documentsOf(
  collection: CollectionName,
  value: JsonRecord | readonly unknown[],
  unreadable: UnreadableDocument[],
  repeated: RepeatedDocument[],
): SourceDocument[] {
  const entries: [string | null, unknown, string][] = Array.isArray(value)
    ? value.map((item, index) => [idOf(item), item, `#${index + 1}`])
    : Object.entries(value).map(([id, item]) => [id, item, id]);
  const copies = new Map<string, { positions: string[]; copies: JsonRecord[] }>();
  for (const [id, item, where] of entries) {
    const skip = (key: 'IMPORT.NOT_DOCUMENT' | 'IMPORT.NO_ID'): void => {
      unreadable.push({ collection, id: id ?? where, reason: message(key) });
    };
    if (!isRecord(item)) skip('IMPORT.NOT_DOCUMENT');
    else if (id === null) skip('IMPORT.NO_ID');
    else {
      const found = copies.get(id) ?? { positions: [], copies: [] };
      found.positions.push(where);
      found.copies.push(fieldsOf(item));
      copies.set(id, found);
    }
  }
  const documents: SourceDocument[] = [];
  for (const [id, found] of copies) {
    const fields = found.copies.at(0);
    if (found.copies.length > 1) repeated.push({ collection, id, ...found });
    else if (fields) documents.push({ collection, id, fields });
  }
  return documents;
}

/** An array element's own id: `id` (text or number); `{ id, data }` wrappers are unwrapped by `fieldsOf`. */
function idOf(item: unknown): string | null {
  if (!isRecord(item)) return null;
  const id = item.id;
  if (typeof id === 'string' && id.trim() !== '') return id.trim();
  return typeof id === 'number' && Number.isFinite(id) ? String(id) : null;
}

function fieldsOf(item: JsonRecord): JsonRecord {
  const { id: _id, __collections__: _sub, ...fields } = item;
  const keys = Object.keys(fields);
  if (keys.length === 1 && keys[0] === 'data' && isRecord(fields.data)) return fields.data;
  return fields;
}
