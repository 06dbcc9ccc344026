// Keeps recently used aggregates folded in memory, so a command reads only the events appended
// since (usually none) instead of the whole stream. Entries are validated against the stream on
// every use, so the cache can never serve a stale state, even with several app instances.

export interface FoldedStream<S, E = unknown> {
  readonly state: S;
  /** Revision of the last event folded in; -1 for an empty stream. */
  readonly revision: number;
  /** Idempotency key → what the first request with it produced. */
  readonly idempotency: ReadonlyMap<string, IdempotentResult<E>>;
  /**
   * The first revision whose keys were folded into `idempotency`: 0 when the whole stream was
   * read; after a snapshot, the revision following it (older keys must be looked up in the store).
   */
  readonly keysKnownFrom: number;
}

export interface IdempotentResult<E = unknown> {
  readonly requestHash: string | undefined;
  /** The request that wrote the events (tells a twin request's events from one's own). */
  readonly correlationId: string | undefined;
  readonly position: number;
  readonly eventIds: readonly string[];
  /** The events the first request decided, to answer a retry from them. */
  readonly events: readonly E[];
}

export class StreamStateCache<S, E> {
  private readonly entries = new Map<string, FoldedStream<S, E>>();

  // 1,000 members: a member not here starts from the members projection's snapshot, which is cheap,
  // so a larger cache only held memory (bench/results/2026-11-25-writes.md).
  constructor(private readonly capacity = 1000) {}

  get(streamId: string): FoldedStream<S, E> | undefined {
    const entry = this.entries.get(streamId);
    if (entry) {
      // Re-insert to mark it most recently used (Map keeps insertion order).
      this.entries.delete(streamId);
      this.entries.set(streamId, entry);
    }
    return entry;
  }

  set(streamId: string, folded: FoldedStream<S, E>): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, folded);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  delete(streamId: string): void {
    this.entries.delete(streamId);
  }
}
