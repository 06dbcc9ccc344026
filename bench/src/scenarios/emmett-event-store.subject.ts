// The peer, @event-driven-io/emmett-sqlite (node-sqlite3), driven two ways: through its public
// event store (which opens a connection per call), and through its exported functions on one
// connection kept open, the fairest reading of it.
import { join } from 'node:path';
import {
  appendToStream,
  createEventStoreSchema,
  getSQLiteEventStore,
  readMessagesBatch,
  readStream,
  sqliteConnection,
  type SQLiteConnection,
} from '@event-driven-io/emmett-sqlite';
import type { SampleEvent } from './sample-events.js';
import type { StoreUnderTest } from './store-workload.js';

type PeerEvent = { type: string; data: Record<string, unknown>; metadata: Record<string, unknown> };
const toPeer = (events: readonly SampleEvent[]): PeerEvent[] =>
  events.map(({ type, data, metadata }) => ({ type, data, metadata }));

async function readAllOn(connection: SQLiteConnection, batch: number): Promise<number> {
  let after = 0n;
  let read = 0;
  for (;;) {
    const result = await readMessagesBatch(connection, { after, batchSize: batch });
    if (result.messages.length === 0) return read;
    read += result.messages.length;
    after = result.currentGlobalPosition;
  }
}

/** `getSQLiteEventStore`, as the peer's documentation uses it. */
export function emmettEventStore(workDir: string, name: string): Promise<StoreUnderTest> {
  const fileName = join(workDir, `emmett-${name}.db`);
  const store = getSQLiteEventStore({ fileName });
  return Promise.resolve({
    async append(streamId, events, expected) {
      await store.appendToStream(streamId, toPeer(events), { expectedStreamVersion: BigInt(expected) });
    },
    async readStream(streamId) {
      return (await store.readStream(streamId)).events.length;
    },
    async readAll(batch) {
      const connection = sqliteConnection({ fileName });
      try {
        return await readAllOn(connection, batch);
      } finally {
        connection.close();
      }
    },
    close: () => Promise.resolve(),
  });
}

/** The peer's own functions on one long-lived connection. */
export async function emmettOnOneConnection(workDir: string, name: string): Promise<StoreUnderTest> {
  const connection = sqliteConnection({ fileName: join(workDir, `emmett-conn-${name}.db`) });
  await createEventStoreSchema(connection);
  return {
    async append(streamId, events, expected) {
      const result = await appendToStream(connection, streamId, 'member', toPeer(events), {
        expectedStreamVersion: BigInt(expected),
      });
      if (!result.success) throw new Error(`The peer refused an append to ${streamId}`);
    },
    async readStream(streamId) {
      return (await readStream(connection, streamId)).events.length;
    },
    readAll: (batch) => readAllOn(connection, batch),
    close: () => {
      connection.close();
      return Promise.resolve();
    },
  };
}

/** The peer's synchronous setting (SQLite's default unless it sets one): 2 = FULL. */
export async function emmettSynchronous(workDir: string): Promise<number> {
  const connection = sqliteConnection({ fileName: join(workDir, 'emmett-pragma.db') });
  try {
    const row = await connection.querySingle<{ synchronous: number }>('PRAGMA synchronous');
    return row?.synchronous ?? Number.NaN;
  } finally {
    connection.close();
  }
}
