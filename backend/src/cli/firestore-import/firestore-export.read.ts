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

export interface FirestoreExport {
  readonly users: readonly SourceDocument[];
  readonly bodyCompositions: readonly SourceDocument[];
  readonly attendances: readonly SourceDocument[];
  readonly unreadable: readonly UnreadableDocument[];
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
  const read = (collection: CollectionName): SourceDocument[] => {
    const value = root[collection];
    if (value === undefined || value === null) return [];
    if (!isRecord(value) && !Array.isArray(value))
      throw new ExportShapeError(message('IMPORT.BAD_COLLECTION', { coleccion: collection }));
    return documentsOf(collection, value, unreadable);
  };
  return {
    users: read('users'),
    bodyCompositions: read('bodyCompositions'),
    attendances: read('attendances'),
    unreadable,
  };
}

function documentsOf(
  collection: CollectionName,
  value: JsonRecord | readonly unknown[],
  unreadable: UnreadableDocument[],
): SourceDocument[] {
  const entries: [string | null, unknown, string][] = Array.isArray(value)
    ? value.map((item, index) => [idOf(item), item, `#${index + 1}`])
    : Object.entries(value).map(([id, item]) => [id, item, id]);
  const seen = new Set<string>();
  const documents: SourceDocument[] = [];
  for (const [id, item, where] of entries) {
    const skip = (key: 'IMPORT.NOT_DOCUMENT' | 'IMPORT.NO_ID' | 'IMPORT.DUPLICATE_ID'): void => {
      unreadable.push({ collection, id: id ?? where, reason: message(key) });
    };
    if (!isRecord(item)) skip('IMPORT.NOT_DOCUMENT');
    else if (id === null) skip('IMPORT.NO_ID');
    else if (seen.has(id)) skip('IMPORT.DUPLICATE_ID');
    else {
      seen.add(id);
      documents.push({ collection, id, fields: fieldsOf(item) });
    }
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
