// The documents a projection keeps in memory between its batches: those it reads (member
// profiles, totals), as the last commit left them, so a batch neither loads nor parses them again.
import type { Doc } from '../read-store/read-store.port.js';

/**
 * Trusted only while every commit of its target succeeds: a commit that fails (another process
 * moved the checkpoint, or anything else) clears it, and the next batch loads from the store.
 */
export class DocumentCache {
  private readonly collections = new Map<string, Map<string, Doc | null>>();
  /** Collections some batch loaded from (declared in `documentsRead`): the others are only written. */
  private readonly read = new Set<string>();
  /** Kept documents changed by committed batches but not written yet (a rebuild writes them once). */
  private readonly unwritten = new Map<string, Set<string>>();
  /** Those the batch being committed postpones: unwritten once it commits. */
  private readonly postponed = new Map<string, Set<string>>();
  private writing = false;
  private lost = false;

  constructor(private readonly limit = 200_000) {}

  collection(name: string): Map<string, Doc | null> {
    let documents = this.collections.get(name);
    if (!documents) {
      documents = new Map();
      this.collections.set(name, documents);
    }
    return documents;
  }

  markRead(collection: string): void {
    this.read.add(collection);
  }

  /** Past its limit: the next batch writes what waits, and then everything goes. */
  full(): boolean {
    let size = 0;
    for (const [name, documents] of this.collections) if (this.kept(name)) size += documents.size;
    return size > this.limit;
  }

  /** A kept document the batch changed, to be written by a later batch (see `unwrittenToWrite`). */
  postpone(collection: string, id: string): void {
    addTo(this.postponed, collection, id);
  }

  /** The postponed documents (collection → ids), for the batch that writes them: settled once it commits. */
  unwrittenToWrite(): Map<string, Set<string>> {
    this.writing = this.unwritten.size > 0;
    return new Map(this.unwritten);
  }

  hasUnwritten(): boolean {
    return this.unwritten.size > 0;
  }

  /** True once a clear dropped postponed writes: the store then lacks them for good. */
  get lostWrites(): boolean {
    return this.lost;
  }

  /**
   * After a commit: documents no batch reads are written and done with (unless postponed); past
   * the limit, once nothing waits to be written, all go.
   */
  settle(): void {
    if (this.writing) this.unwritten.clear();
    this.writing = false;
    for (const [collection, ids] of this.postponed) for (const id of ids) addTo(this.unwritten, collection, id);
    this.postponed.clear();
    for (const name of this.collections.keys()) if (!this.kept(name)) this.collections.delete(name);
    if (!this.hasUnwritten() && this.full()) this.clear();
  }

  /** Read by its batches, or holding documents not written yet. */
  private kept(collection: string): boolean {
    return this.read.has(collection) || this.unwritten.has(collection);
  }

  clear(): void {
    if (this.hasUnwritten()) this.lost = true;
    this.unwritten.clear();
    this.postponed.clear();
    this.writing = false;
    this.collections.clear();
  }
}

function addTo(map: Map<string, Set<string>>, collection: string, id: string): void {
  const ids = map.get(collection);
  if (ids) ids.add(id);
  else map.set(collection, new Set([id]));
}
