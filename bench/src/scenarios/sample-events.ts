// Events taken from the generated store, to append again in the append and read workloads.
import { Database } from '@gym/backend/shared/sqlite-driver.js';

export interface SampleEvent {
  readonly streamId: string;
  readonly id: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly metadata: Record<string, unknown>;
}

/** The first `count` member events of the generated log, in their global order. */
export function sampleEvents(eventsFile: string, count: number): SampleEvent[] {
  const db = new Database(eventsFile, { readonly: true });
  try {
    const rows = db
      .prepare<[number], { stream_id: string; event_id: string; type: string; data: string; metadata: string }>(
        "SELECT stream_id, event_id, type, data, metadata FROM events WHERE stream_id LIKE 'member-%' ORDER BY position LIMIT ?",
      )
      .all(count);
    return rows.map((row) => ({
      streamId: row.stream_id,
      id: row.event_id,
      type: row.type,
      data: JSON.parse(row.data) as Record<string, unknown>,
      metadata: JSON.parse(row.metadata) as Record<string, unknown>,
    }));
  } finally {
    db.close();
  }
}

/** The events grouped by stream in batches of at most `size`, keeping each stream's order. */
export function streamBatches(events: readonly SampleEvent[], size: number): SampleEvent[][] {
  const byStream = new Map<string, SampleEvent[][]>();
  const batches: SampleEvent[][] = [];
  for (const event of events) {
    const list = byStream.get(event.streamId) ?? [];
    byStream.set(event.streamId, list);
    let last = list.at(-1);
    if (!last || last.length >= size) {
      last = [];
      list.push(last);
      batches.push(last);
    }
    last.push(event);
  }
  return batches;
}
