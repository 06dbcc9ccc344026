// What a read store adapter is: both sides of the read store over one database (SQLite, MongoDB).
import type { ProjectionStore } from './projection-store.port.js';
import type { ReadQueries } from './read-store.port.js';

/** Query handlers take `ReadQueries`, the runner `ProjectionStore`; whoever opens the store holds both. */
export interface ReadStore extends ReadQueries, ProjectionStore {
  readonly kind: 'sqlite' | 'mongodb';
  /**
   * Drops the copies of rewritten or deleted documents the store still keeps outside its live pages
   * (an erased member's old documents, R48): true when done, false when readers kept it from it.
   */
  discardOldVersions(): Promise<boolean>;
  close(): Promise<void>;
}
