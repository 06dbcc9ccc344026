// Idempotency keys: event ids derived from the key, and the search for a key older than the cache.
import { createHash } from 'node:crypto';
import type { EventMetadata, GymEvent } from '@gym/domain';
import { decodeEventOf } from '../event-store/decode-event.js';
import type { EventStore, RecordedEvent } from '../event-store/event-store.port.js';
import type { IdempotentResult } from './stream-state-cache.js';

/** Page size when looking for a key older than those kept in memory (a rare, late retry). */
const KEY_SEARCH_PAGE = 500;
/** More events than one request ever decides: the events of one key are read in one go. */
const MOST_EVENTS_PER_KEY = 100;

/** A UUID derived from the stream, the idempotency key and the event's index, so a retry reuses it. */
export function idempotentEventId(streamId: string, key: string, index: number): string {
  const hex = createHash('sha256').update(`${streamId}\u0000${key}\u0000${index}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function metadataOf(event: RecordedEvent): Partial<EventMetadata> {
  return event.metadata;
}

/**
 * What the events of one key (oldest first) stored: enough to answer a retry as the first time.
 * `types`: the event types of the stream's aggregate, which the events are decoded as.
 */
export function resultOfKey<E extends GymEvent>(
  events: readonly RecordedEvent[],
  types: readonly E['type'][],
): IdempotentResult<E> | undefined {
  const last = events.at(-1);
  if (!last) return undefined;
  const metadata = metadataOf(last);
  return {
    requestHash: metadata.requestHash,
    correlationId: metadata.correlationId,
    position: last.position,
    eventIds: events.map((event) => event.id),
    events: events.map((event) => decodeEventOf<E>(event, types)),
  };
}

/**
 * What the first request with `key` stored in the stream, if any: found by its first event's id
 * (derived from the key) when the store can look an id up, else searched in the stream itself.
 */
export async function findKey<E extends GymEvent>(
  eventStore: EventStore,
  streamId: string,
  key: string,
  types: readonly E['type'][],
): Promise<IdempotentResult<E> | undefined> {
  if (!eventStore.readEvent) return findOlderKey<E>(eventStore, streamId, key, types);
  const first = await eventStore.readEvent(streamId, idempotentEventId(streamId, key, 0));
  if (!first) return undefined;
  // One append wrote every event of the key, at consecutive revisions.
  const from = await eventStore.readStream(streamId, { fromRevision: first.revision, limit: MOST_EVENTS_PER_KEY });
  const end = from.findIndex((event) => metadataOf(event).idempotencyKey !== key);
  return resultOfKey<E>(end < 0 ? from : from.slice(0, end), types);
}

/** What the first request with `key` stored, searched newest first in the stream itself. */
export async function findOlderKey<E extends GymEvent>(
  eventStore: EventStore,
  streamId: string,
  key: string,
  types: readonly E['type'][],
): Promise<IdempotentResult<E> | undefined> {
  const [last] = await eventStore.readStream(streamId, { direction: 'backwards', limit: 1 });
  for (let from = last?.revision ?? -1; from >= 0; from -= KEY_SEARCH_PAGE) {
    const page = await eventStore.readStream(streamId, {
      fromRevision: from,
      limit: KEY_SEARCH_PAGE,
      direction: 'backwards',
    });
    const found = resultOfKey<E>(page.filter((event) => metadataOf(event).idempotencyKey === key).reverse(), types);
    if (found) return found;
  }
  return undefined;
}
