// The streams of each category (`staff-`, `member-`…) on EventStoreDB, listed from index streams
// the adapter writes itself: without server projections EventStoreDB cannot list streams, and
// reading the whole of $all to find them cost ~2,000 reads on a gym of 1 M events, at every staff
// command. The SQLite store answers the same question from an index of its table.
import {
  ANY,
  type EventStoreDBClient,
  type JSONEventData,
  jsonEvent,
  StreamNotFoundError,
} from '@eventstore/db-client';
import type { RecordedEvent } from './event-store.port.js';

/** Index streams and the readiness mark start with this; reads of the log skip them (see isSystemEvent). */
export const STREAM_INDEX_PREFIX = '_streams-';

/** An index stream's entry: one stream of its category, named before the stream's first event is written. */
export const STREAM_INDEXED = 'StreamIndexed';

/** Entries appended per request when a store written before the index is indexed. */
const BACKFILL_BATCH = 500;

/** The category of a stream id or of a prefix: up to and including its first '-'; undefined without one. */
export function categoryOf(streamIdOrPrefix: string): string | undefined {
  const dash = streamIdOrPrefix.indexOf('-');
  return dash < 0 ? undefined : streamIdOrPrefix.slice(0, dash + 1);
}

interface CategoryIndex {
  /** Revision of the index stream to read next. */
  next: bigint;
  /** Every stream named by the index, in the order first named. */
  readonly streams: string[];
  readonly named: Set<string>;
  /** Those read back from the store at least once: a stream is never deleted here. */
  readonly written: Set<string>;
}

export class EsdbStreamIndex {
  private readonly categories = new Map<string, CategoryIndex>();
  private ready: Promise<void> | undefined;

  /**
   * `prefix`: where the index streams live (tests give one of their own to start from nothing).
   * `scanAll`: the gym's events in $all order, read only once per store, to index the streams
   * written before the index existed.
   */
  constructor(
    private readonly client: EventStoreDBClient,
    private readonly scanAll: () => AsyncIterable<RecordedEvent>,
    private readonly prefix = STREAM_INDEX_PREFIX,
  ) {}

  /**
   * Names `streamId` in its category's index. Called before the stream's first append: a process
   * that dies between the two leaves an entry without a stream (left out when listing), never a
   * stream the index does not name. Naming a stream twice is harmless.
   */
  async add(streamId: string): Promise<void> {
    const category = categoryOf(streamId);
    if (category === undefined) return;
    await this.client.appendToStream(this.indexStream(category), indexEntry(streamId), { expectedRevision: ANY });
  }

  /**
   * Streams whose id starts with `prefix`, in the order the index first named them. The prefix
   * must include the category and its dash (`staff-`, `member-1234`). Reads only the index
   * entries added since the last call and checks once that each new stream was written.
   */
  async list(prefix: string): Promise<string[]> {
    const category = categoryOf(prefix);
    if (category === undefined) {
      throw new Error(
        `EventStoreDB lists streams by category: the prefix needs its category and dash, got '${prefix}'`,
      );
    }
    await this.whenReady();
    const index = await this.caughtUp(category);
    const listed: string[] = [];
    for (const streamId of index.streams) {
      if (!streamId.startsWith(prefix)) continue;
      if (!index.written.has(streamId)) {
        if (!(await this.exists(streamId))) continue;
        index.written.add(streamId);
      }
      listed.push(streamId);
    }
    return listed;
  }

  private indexStream(category: string): string {
    return `${this.prefix}${category}`;
  }

  private async caughtUp(category: string): Promise<CategoryIndex> {
    let index = this.categories.get(category);
    if (!index) {
      index = { next: 0n, streams: [], named: new Set(), written: new Set() };
      this.categories.set(category, index);
    }
    try {
      for await (const { event } of this.client.readStream(this.indexStream(category), { fromRevision: index.next })) {
        if (!event) continue;
        index.next = event.revision + 1n;
        const streamId = (event.data as { streamId?: unknown }).streamId;
        if (typeof streamId === 'string' && !index.named.has(streamId)) {
          index.named.add(streamId);
          index.streams.push(streamId);
        }
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return index;
  }

  private async exists(streamId: string): Promise<boolean> {
    try {
      for await (const _event of this.client.readStream(streamId, { maxCount: 1 })) return true;
      return false;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return false;
      throw error;
    }
  }

  /** Once per store: a log written before the index has its streams indexed, then a mark says so. */
  private whenReady(): Promise<void> {
    this.ready ??= this.indexOnce().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  private async indexOnce(): Promise<void> {
    const mark = `${this.prefix}ready`;
    if (await this.exists(mark)) return;
    // Streams created meanwhile are named by their writers; one named twice is listed once.
    const found = new Map<string, string[]>();
    let position = 0;
    for await (const event of this.scanAll()) {
      position = event.position;
      const category = categoryOf(event.streamId);
      if (event.revision !== 0 || category === undefined) continue;
      const streams = found.get(category);
      if (streams) streams.push(event.streamId);
      else found.set(category, [event.streamId]);
    }
    for (const [category, streams] of found) {
      for (let start = 0; start < streams.length; start += BACKFILL_BATCH) {
        const entries = streams.slice(start, start + BACKFILL_BATCH).map(indexEntry);
        await this.client.appendToStream(this.indexStream(category), entries, { expectedRevision: ANY });
      }
    }
    const streams = [...found.values()].reduce((sum, list) => sum + list.length, 0);
    await this.client.appendToStream(mark, jsonEvent({ type: 'StreamIndexReady', data: { position, streams } }), {
      expectedRevision: ANY,
    });
  }
}

function indexEntry(streamId: string): JSONEventData {
  return jsonEvent({ type: STREAM_INDEXED, data: { streamId } });
}
