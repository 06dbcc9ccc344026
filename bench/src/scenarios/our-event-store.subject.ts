// Our SQLite event store, driven through its port exactly as the app drives it.
import { join } from 'node:path';
import { SqliteEventStore } from '@gym/backend/shared/event-store/sqlite-event-store.js';
import { at } from '../shared/at.js';
import type { StoreUnderTest } from './store-workload.js';

/** A fresh store in `workDir`, or, given `existingFile`, that file opened read-only. */
export function ourEventStore(workDir: string, name: string, existingFile?: string): Promise<StoreUnderTest> {
  const store = existingFile
    ? SqliteEventStore.open(existingFile, { readonly: true })
    : SqliteEventStore.open(join(workDir, `ours-${name}.db`));
  return Promise.resolve({
    async append(streamId, events, expected) {
      const toAppend = events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata }));
      await store.append(streamId, toAppend, expected === 0 ? 'no_stream' : expected - 1);
    },
    async readStream(streamId) {
      return (await store.readStream(streamId)).length;
    },
    async readAll(batch) {
      let after = 0;
      let read = 0;
      for (;;) {
        const events = await store.readAll(after, batch);
        if (events.length === 0) return read;
        read += events.length;
        after = at(events, -1).position;
      }
    },
    close: () => store.close(),
  });
}
