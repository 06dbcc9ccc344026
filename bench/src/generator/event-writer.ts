// Writes the generated events through the app's event store port, batched per stream: each
// stream's pending events go in one append when the simulated month ends, so the log stays
// chronological month by month while the large gym is written in a few hundred thousand appends.
import type { EventMetadata } from '@gym/domain';
import type { EventStore, EventToAppend, JsonObject } from '@gym/backend/shared/event-store/event-store.port.js';

/** A stream is flushed early when this many events wait (the long stream's busy months). */
const MAX_PENDING_PER_STREAM = 500;

interface PendingStream {
  revision: number;
  events: EventToAppend[];
}

export class EventWriter {
  private readonly streams = new Map<string, PendingStream>();
  private readonly dirty = new Set<string>();
  private appendsCount = 0;
  private eventsCount = 0;

  constructor(private readonly store: EventStore) {}

  get appends(): number {
    return this.appendsCount;
  }

  get events(): number {
    return this.eventsCount;
  }

  add(streamId: string, id: string, event: { type: string; data: object }, metadata: EventMetadata): void {
    const stream = this.streams.get(streamId) ?? { revision: -1, events: [] };
    this.streams.set(streamId, stream);
    stream.events.push({
      id,
      type: event.type,
      data: event.data as JsonObject,
      metadata: metadata as unknown as JsonObject,
      // Recorded at the simulated instant, as an import keeps each event's original instant.
      recordedAt: metadata.occurredAt,
    });
    this.dirty.add(streamId);
  }

  /**
   * Appends every stream's pending events, one append per stream, in first-touched order; with
   * `onlyLong`, only the streams holding many (a busy stream between month ends).
   */
  async flush({ onlyLong = false } = {}): Promise<void> {
    for (const streamId of this.dirty) {
      const stream = this.streams.get(streamId);
      if (!stream || (onlyLong && stream.events.length < MAX_PENDING_PER_STREAM)) continue;
      await this.flushStream(streamId, stream);
      this.dirty.delete(streamId);
    }
  }

  private async flushStream(streamId: string, stream: PendingStream): Promise<void> {
    if (stream.events.length === 0) return;
    const expected = stream.revision === -1 ? 'no_stream' : stream.revision;
    const result = await this.store.append(streamId, stream.events, expected);
    this.appendsCount += 1;
    this.eventsCount += stream.events.length;
    stream.revision = result.nextExpectedRevision;
    stream.events = [];
  }
}
