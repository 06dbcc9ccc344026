// What a read store adapter is: both sides of the read store over one database (SQLite, MongoDB).
import type { ProjectionStore } from './projection-store.port.js';
import type { ReadQueries } from './read-store.port.js';

/** Query handlers take `ReadQueries`, the runner `ProjectionStore`; whoever opens the store holds both. */
export interface ReadStore extends ReadQueries, ProjectionStore {
  readonly kind: 'sqlite' | 'mongodb';
  close(): Promise<void>;
}
