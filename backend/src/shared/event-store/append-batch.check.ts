// Checks every adapter runs on a batch before writing: the port's rules on ids and batch shape.
import { DuplicateEventError, type EventToAppend, type StreamAppend } from './event-store.port.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Event ids are UUIDs (EventStoreDB refuses anything else). */
export function isEventId(id: string): boolean {
  return UUID.test(id);
}

/**
 * Throws before any write when the batch is empty, an id is not a UUID, an id repeats, or a
 * recordedAt is not in `Date#toISOString()` form.
 */
export function assertAppendableBatch(streamId: string, events: readonly EventToAppend[]): void {
  if (events.length === 0) throw new Error(`Stream ${streamId}: an append needs at least one event`);
  const seen = new Set<string>();
  for (const event of events) {
    if (!isEventId(event.id)) throw new Error(`Stream ${streamId}: event id ${event.id} is not a UUID`);
    if (event.recordedAt !== undefined && !isCanonicalInstant(event.recordedAt)) {
      throw new Error(
        `Stream ${streamId}: recordedAt ${event.recordedAt} is not an ISO instant like 2026-03-02T15:30:00.000Z`,
      );
    }
    const id = event.id.toLowerCase();
    if (seen.has(id)) throw new DuplicateEventError(event.id);
    seen.add(id);
  }
}

function isCanonicalInstant(value: string): boolean {
  const time = Date.parse(value);
  return Number.isFinite(time) && new Date(time).toISOString() === value;
}

/** An append to several streams names each stream once, and no event id twice across them. */
export function assertDistinctStreams(appends: readonly StreamAppend[]): void {
  const streams = new Set(appends.map((append) => append.streamId));
  if (streams.size !== appends.length) throw new Error('appendMany names a stream more than once');
  const ids = appends.flatMap((append) => append.events.map((event) => event.id.toLowerCase()));
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) throw new DuplicateEventError(repeated);
}
