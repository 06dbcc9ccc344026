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

  /** After a commit: documents no batch reads are written and done with; past the limit, all go. */
  settle(): void {
    let size = 0;
    for (const [name, documents] of this.collections) {
      if (this.read.has(name)) size += documents.size;
      else this.collections.delete(name);
    }
    if (size > this.limit) this.clear();
  }

  clear(): void {
    this.collections.clear();
  }
}
