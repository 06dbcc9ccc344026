// Checks every adapter runs on a batch before writing: the port's rules on ids and batch shape.
import { DuplicateEventError, type EventToAppend } from './event-store.port.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Throws before any write when the batch is empty, an id is not a UUID, or an id repeats. */
export function assertAppendableBatch(streamId: string, events: readonly EventToAppend[]): void {
  if (events.length === 0) throw new Error(`Stream ${streamId}: an append needs at least one event`);
  const seen = new Set<string>();
  for (const event of events) {
    if (!UUID.test(event.id)) throw new Error(`Stream ${streamId}: event id ${event.id} is not a UUID`);
    const id = event.id.toLowerCase();
    if (seen.has(id)) throw new DuplicateEventError(event.id);
    seen.add(id);
  }
}
