// The EventStoreDB event store (used when EVENTSTORE_URL is set), on @eventstore/db-client 6.2.1.
import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  StreamNotFoundError,
  excludeSystemEvents,
  jsonEvent,
} from '@eventstore/db-client';
import { assertAppendableBatch, assertDistinctStreams } from './append-batch.check.js';
import type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  GlobalPosition,
  ReadStreamOptions,
  RecordedEvent,
  StreamAppend,
} from './event-store.port.js';
import {
  isSystemEvent,
  preparePosition,
  readPositionAfter,
  toAppendError,
  toEsdbExpectedRevision,
  toRecordedEvent,
  withOriginalRecordedAt,
} from './eventstoredb-event-store.mapping.js';
import { EsdbStreamIndex } from './eventstoredb-stream-index.js';

/** Events per $all read request; a page may hold system events, which are skipped. */
const PAGE_SIZE = 500;

/**
 * Revisions are 0-based in both the port and EventStoreDB; positions are prepare positions (see
 * eventstoredb-event-store.mapping.ts). Reading $all needs an admin user in the connection string
 * unless the server runs insecure. Unlike SQLite, EventStoreDB does not refuse an event id stored
 * earlier: it deduplicates a retry (same ids, same expected revision) and refuses a retry that
 * mixes stored and new ids with a revision conflict, but an old id under the current revision is
 * written again.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;
  private readonly streams: EsdbStreamIndex;

  private constructor(
    private readonly client: EventStoreDBClient,
    streamIndexPrefix?: string,
  ) {
    this.streams = new EsdbStreamIndex(client, () => this.scanAll(0), streamIndexPrefix);
  }

  /**
   * `url` like `esdb://localhost:2113?tls=false`; the client connects on first use.
   * `streamIndexPrefix`: only for tests that need an index of their own (see EsdbStreamIndex).
   */
  static connect(url: string, options: { readonly streamIndexPrefix?: string } = {}): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(url), options.streamIndexPrefix);
  }

  async append(streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    assertAppendableBatch(streamId, events);
    let lastRevision: bigint;
    try {
      // A new stream is named in its category's index first (every creation in the app expects
      // 'no_stream'); one created under 'any' is named after, below.
      if (expected === 'no_stream') await this.streams.add(streamId);
      const result = await this.client.appendToStream(
        streamId,
        events.map(({ id, type, data, metadata, recordedAt }) =>
          jsonEvent({ id, type, data, metadata: withOriginalRecordedAt(metadata, recordedAt) }),
        ),
        { expectedRevision: toEsdbExpectedRevision(expected) },
      );
      lastRevision = result.nextExpectedRevision;
      if (expected === 'any' && lastRevision === BigInt(events.length - 1)) await this.streams.add(streamId);
    } catch (error) {
      throw toAppendError(error, streamId, expected);
    }
    // The append's own position may be absent (an idempotent repeat) and, when present, is the
    // write's commit position, which the server does not promise to be the last event's prepare
    // position. Reading the last event gives the number readAll and subscribe report for it,
    // the same on a first attempt and on a retry, at the cost of one more round trip.
    return { nextExpectedRevision: Number(lastRevision), position: await this.positionOf(streamId, lastRevision) };
  }

  /**
   * EventStoreDB writes one stream at a time: the streams in the order given, stopping at the
   * first refusal (the ones before it stay written). See the port and cash-day-ledger.ts.
   */
  readonly atomicAppendMany = false;

  async appendMany(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    if (appends.length === 0) throw new Error('appendMany needs at least one stream');
    for (const { streamId, events } of appends) assertAppendableBatch(streamId, events);
    assertDistinctStreams(appends);
    const results: AppendResult[] = [];
    for (const { streamId, events, expected } of appends) results.push(await this.append(streamId, events, expected));
    return results;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { limit, fromRevision, direction } = options;
    if (limit !== undefined && !(limit >= 1)) return [];
    const backwards = direction === 'backwards';
    const read = this.client.readStream(streamId, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: fromRevision !== undefined ? BigInt(fromRevision) : backwards ? END : START,
      maxCount: limit,
    });
    const events: RecordedEvent[] = [];
    try {
      for await (const { event } of read) if (event) events.push(toRecordedEvent(event));
    } catch (error) {
      // The client reports a missing stream while iterating, not when the read is created.
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (!(limit >= 1)) return events;
    for await (const event of this.scanAll(after)) {
      events.push(event);
      if (events.length >= limit) break;
    }
    return events;
  }

  async headPosition(): Promise<GlobalPosition> {
    const read = this.client.readAll({ direction: BACKWARDS, fromPosition: END });
    try {
      for await (const { event } of read) if (event && !isSystemEvent(event)) return preparePosition(event);
      return 0;
    } finally {
      await quietly(read.cancel());
    }
  }

  /**
   * Consumed with `for await`: the client's 'data' events would not wait for the consumer. A
   * dropped connection ends the iteration with an error; the caller resubscribes from its
   * checkpoint (the client does not).
   */
  async *subscribe(after: GlobalPosition, signal: AbortSignal): AsyncGenerator<RecordedEvent> {
    if (signal.aborted) return;
    const subscription = this.client.subscribeToAll({
      fromPosition: readPositionAfter(after),
      filter: excludeSystemEvents(),
    });
    const events = subscription[Symbol.asyncIterator]();
    let stop = (): void => undefined;
    const aborted = new Promise<undefined>((resolve) => {
      stop = () => resolve(undefined);
      signal.addEventListener('abort', stop, { once: true });
    });
    try {
      for (;;) {
        // Racing each wait with the signal ends the generator at once, even with no traffic.
        const next = await Promise.race([events.next(), aborted]);
        if (next === undefined || next.done) return;
        const { event } = next.value;
        if (event && !isSystemEvent(event) && preparePosition(event) > after) yield toRecordedEvent(event);
      }
    } finally {
      signal.removeEventListener('abort', stop);
      await quietly(subscription.unsubscribe());
      subscription.destroy();
    }
  }

  /** From the category's index stream (eventstoredb-stream-index.ts), never a scan of $all after the first. */
  listStreams(prefix: string): Promise<string[]> {
    return this.streams.list(prefix);
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  private async positionOf(streamId: string, revision: bigint): Promise<GlobalPosition> {
    for await (const { event } of this.client.readStream(streamId, { fromRevision: revision, maxCount: 1 })) {
      if (event) return preparePosition(event);
    }
    throw new Error(`Stream ${streamId}: revision ${revision} is missing right after its append`);
  }

  /** The gym's events after `after`, in $all order, read page by page. */
  private async *scanAll(after: GlobalPosition): AsyncGenerator<RecordedEvent> {
    let cursor = after;
    for (;;) {
      const read = this.client.readAll({ fromPosition: readPositionAfter(cursor), maxCount: PAGE_SIZE });
      let received = 0;
      let complete = false;
      try {
        for await (const { event } of read) {
          received += 1;
          if (!event || preparePosition(event) <= cursor) continue;
          cursor = preparePosition(event);
          if (!isSystemEvent(event)) yield toRecordedEvent(event);
        }
        complete = true;
      } finally {
        if (!complete) await quietly(read.cancel());
      }
      if (received < PAGE_SIZE) return;
    }
  }
}

/** Ends a call that may have failed already; an error from the ending itself would hide the real one. */
async function quietly(ending: Promise<void>): Promise<void> {
  await ending.catch(() => undefined);
}
