// The event store port: the gym's append-only log of facts. SQLite and EventStoreDB adapters
// implement it and pass one contract suite (event-store.contract.ts).

/** 0-based revision of an event inside its stream (as EventStoreDB counts). */
export type StreamRevision = number;

/**
 * What the writer believes the stream looks like:
 * - a revision: the stream's last event has exactly this revision;
 * - 'no_stream': the stream has no event yet;
 * - 'stream_exists': the stream has at least one event;
 * - 'any': no check.
 */
export type ExpectedRevision = StreamRevision | 'no_stream' | 'stream_exists' | 'any';

/**
 * Order of an event in the whole log. Strictly increasing in the order events were committed;
 * 0 means "before the first event". Comparable across the whole store.
 */
export type GlobalPosition = number;

export type JsonObject = { readonly [key: string]: unknown };

export interface EventToAppend {
  /** A UUID, unique in the whole store. */
  readonly id: string;
  readonly type: string;
  readonly data: JsonObject;
  readonly metadata: JsonObject;
  /**
   * The instant to record instead of the commit instant, in `Date#toISOString()` form: only for
   * imports that keep an event's original instant. SQLite stores it as the event's recordedAt.
   * EventStoreDB sets its own `created`, so its adapter keeps this instant in the stored metadata
   * (key `originalRecordedAt`) and reads it back as recordedAt, leaving metadata as appended.
   */
  readonly recordedAt?: string;
}

export interface RecordedEvent {
  readonly streamId: string;
  readonly revision: StreamRevision;
  readonly position: GlobalPosition;
  readonly id: string;
  readonly type: string;
  readonly data: JsonObject;
  readonly metadata: JsonObject;
  /** ISO-8601 instant the store committed the event. */
  readonly recordedAt: string;
}

export interface AppendResult {
  /** Revision of the stream's last event after the append (pass it as the next expected revision). */
  readonly nextExpectedRevision: StreamRevision;
  /** Global position of the last event appended (or found, for an idempotent repeat). */
  readonly position: GlobalPosition;
}

/** One stream's part of an append to several streams (`appendMany`). */
export interface StreamAppend {
  readonly streamId: string;
  readonly events: readonly EventToAppend[];
  readonly expected: ExpectedRevision;
}

export interface ReadStreamOptions {
  /** First revision to return (inclusive); default 0 (or the last one, backwards). */
  readonly fromRevision?: StreamRevision;
  /** At most this many events; default all. */
  readonly limit?: number;
  readonly direction?: 'forwards' | 'backwards';
}

export interface EventStore {
  readonly kind: 'sqlite' | 'eventstoredb';

  /**
   * Appends `events` to `streamId` atomically when the stream matches `expected`, else throws
   * `ConcurrencyError` and writes nothing. Appending a batch whose event ids are all already
   * stored in this stream writes nothing and returns the result of the first append
   * (idempotent retry). Event ids are unique across the store.
   * `events` must be non-empty, with UUID ids and no id twice (else an Error before any write).
   */
  append(streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision): Promise<AppendResult>;

  /**
   * Appends to several streams, each as `append` would (its own expected revision, idempotent
   * retries), and answers their results in order. `atomic` says how:
   * - true (SQLite): one transaction; any refusal writes nothing at all.
   * - false (EventStoreDB, which writes one stream at a time): in the order given, stopping at the
   *   first refusal; the appends before it stay. Callers put first what must hold the others back
   *   (the money book puts the day's cash-book entries before the member's events: see
   *   backend/src/money/cash-days/cash-day-ledger.ts).
   */
  appendMany(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  readonly atomicAppendMany: boolean;

  /** The stream's events in revision order; an unknown stream reads as []. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;

  /**
   * The event with this id when `streamId` holds it, else undefined. Optional: offered by an
   * adapter that finds an event by its id without reading the stream (SQLite: the id's unique
   * index), so a repeated Idempotency-Key is recognised without the stream's history in memory.
   */
  readEvent?(streamId: string, eventId: string): Promise<RecordedEvent | undefined>;

  /** Up to `limit` events with position > `after`, in global order (system events excluded). */
  readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]>;

  /** Position of the last event in the store; 0 when empty. */
  headPosition(): Promise<GlobalPosition>;

  /**
   * Every event with position > `after`, in global order, exactly once: first the stored ones
   * (catch-up), then each new one as it is appended (live). Ends when `signal` aborts.
   */
  subscribe(after: GlobalPosition, signal: AbortSignal): AsyncIterable<RecordedEvent>;

  /**
   * Ids of every stream whose id starts with `prefix`, in first-write order, including those
   * another connection just created. The prefix names a category with its dash (`staff-`), maybe
   * more of the id. Cheap at every command whatever the log's size: SQLite reads an index of the
   * streams' first events, EventStoreDB the category's index stream its adapter writes.
   */
  listStreams(prefix: string): Promise<string[]>;

  close(): Promise<void>;
}

/** The stream did not match the expected revision; nothing was written. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: StreamRevision | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, found ${String(actual)}`);
    this.name = 'ConcurrencyError';
  }
}

/** An event id already stored elsewhere, or a batch mixing stored and new ids; nothing was written. */
export class DuplicateEventError extends Error {
  constructor(readonly eventId: string) {
    super(`Event id ${eventId} is already stored`);
    this.name = 'DuplicateEventError';
  }
}

/** The store cannot write now (disk full, read-only, server down); nothing was written. */
export class EventStoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The event store cannot write: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'EventStoreUnavailableError';
    this.cause = cause;
  }
}
