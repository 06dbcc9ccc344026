// The in-memory unit of work of one projection batch: prefetches the documents the batch reads,
// serves reads and writes from memory, and turns the result into read-store operations.
import type { GenerationRef, Operation, ProjectionStore } from '../read-store/projection-store.port.js';
import type { Doc, Scalar } from '../read-store/read-store.port.js';
import { DocumentCache } from './document-cache.js';
import type { DocumentKey, DocumentSession } from './projection.js';

const BUILD = Symbol('build');
/** A document put with `putBuilt`, kept in the cache as its builder until read or written. */
type Unbuilt = Doc & { readonly [BUILD]: () => Doc };

/** The document of `id` in `documents`, built (and kept built) if it was put with `putBuilt`. */
function built(documents: Map<string, Doc | null>, id: string): Doc | null {
  const doc = documents.get(id) ?? null;
  if (doc === null || !(BUILD in doc)) return doc;
  const made = (doc as Unbuilt)[BUILD]();
  documents.set(id, made);
  return made;
}

/** Whether a document holds every one of the values (the fields listed once, not per document). */
function matcher(fields: Readonly<Record<string, Scalar>>): (doc: Doc) => boolean {
  const wanted = Object.entries(fields);
  return (doc) => wanted.every(([field, value]) => doc[field] === value);
}

export class BatchDocumentSession implements DocumentSession {
  private readonly changed = new Map<string, Set<string>>();
  private readonly deletions: Operation[] = [];

  /** With a cache, documents come from (and stay in) it: a rebuild's documents live across its batches. */
  constructor(
    private readonly store: ProjectionStore,
    private readonly ref: GenerationRef,
    private readonly cache: DocumentCache = new DocumentCache(),
  ) {}

  async prefetch(keys: readonly DocumentKey[]): Promise<void> {
    const idsByCollection = new Map<string, Set<string>>();
    for (const { collection, id } of keys) {
      if (this.collection(collection).has(id)) continue;
      const ids = idsByCollection.get(collection) ?? new Set<string>();
      ids.add(id);
      idsByCollection.set(collection, ids);
    }
    for (const collection of new Set(keys.map((key) => key.collection))) this.cache.markRead(collection);
    for (const [collection, ids] of idsByCollection) {
      const found = await this.store.loadDocuments(this.ref, collection, [...ids]);
      const cache = this.collection(collection);
      for (const id of ids) cache.set(id, found.get(id) ?? null);
    }
  }

  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the type it declared in documentsRead
  get<T extends Doc>(collection: string, id: string): T | null {
    const cache = this.collection(collection);
    if (!cache.has(id)) {
      throw new Error(`Projection read ${collection}/${id} without declaring it in documentsRead`);
    }
    return built(cache, id) as T | null;
  }

  put(collection: string, doc: Doc): void {
    this.collection(collection).set(doc.id, doc);
    this.markChanged(collection, doc.id);
  }

  putBuilt(collection: string, id: string, build: () => Doc): void {
    const unbuilt: Unbuilt = { id, [BUILD]: build };
    this.collection(collection).set(id, unbuilt);
    this.markChanged(collection, id);
  }

  delete(collection: string, id: string): void {
    this.collection(collection).set(id, null);
    this.markChanged(collection, id);
  }

  deleteWhere(collection: string, fields: Readonly<Record<string, Scalar>>): void {
    this.deletions.push({ kind: 'deleteWhere', collection, filter: { ...fields } });
    const cache = this.collection(collection);
    const matches = matcher(fields);
    for (const id of cache.keys()) {
      const doc = built(cache, id);
      if (doc && matches(doc)) {
        cache.set(id, null);
        this.changed.get(collection)?.delete(id);
      }
    }
  }

  copyWhere(from: string, to: string, fields: Readonly<Record<string, Scalar>>): void {
    this.deletions.push({ kind: 'copyWhere', collection: to, from, filter: { ...fields } });
    const target = this.collection(to);
    const source = this.collection(from);
    const matches = matcher(fields);
    for (const id of source.keys()) {
      const doc = built(source, id);
      if (doc && matches(doc)) {
        target.set(id, doc);
        this.markChanged(to, id);
      }
    }
  }

  /**
   * The batch as operations: bulk deletions (and copies) first, in their order, then each changed document's final state.
   * A document written after a bulk deletion in the same batch is therefore kept, and one written
   * before it was already dropped from memory by `deleteWhere`.
   *
   * `postpone` (a generation being rebuilt, not read by anyone yet) names the collections whose
   * changed documents stay in the cache, to be written once by the first batch that does not
   * postpone, instead of at every batch that changes them; that batch writes every one postponed.
   */
  operations(postpone?: (collection: string) => boolean): Operation[] {
    const operations = [...this.deletions];
    const pending = postpone ? new Map<string, Set<string>>() : this.cache.unwrittenToWrite();
    for (const [collection, ids] of this.changed) {
      if (postpone?.(collection)) {
        for (const id of ids) this.cache.postpone(collection, id);
        continue;
      }
      const earlier = pending.get(collection);
      pending.set(collection, earlier ? new Set([...earlier, ...ids]) : ids);
    }
    for (const [collection, ids] of pending) {
      const cache = this.collection(collection);
      for (const id of ids) {
        const doc = built(cache, id);
        operations.push(doc ? { kind: 'put', collection, doc } : { kind: 'delete', collection, id });
      }
    }
    return operations;
  }

  /** collection → id → document (null = deleted or known absent). */
  private collection(name: string): Map<string, Doc | null> {
    return this.cache.collection(name);
  }

  private markChanged(collection: string, id: string): void {
    const ids = this.changed.get(collection) ?? new Set<string>();
    ids.add(id);
    this.changed.set(collection, ids);
  }
}
