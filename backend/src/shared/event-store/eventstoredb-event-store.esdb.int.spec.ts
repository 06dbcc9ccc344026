// The event-store contract against a real EventStoreDB (jest includes this file only when EVENTSTORE_URL
// is set), and what only this adapter does: list streams from index streams it writes, not from $all.
import { randomBytes } from 'node:crypto';
import { ANY, type EventStoreDBClient, jsonEvent } from '@eventstore/db-client';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { describeEventStoreContract } from './event-store.contract.js';
import { anEvent } from './event-store.contract.fixtures.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';
import { STREAM_INDEX_PREFIX, STREAM_INDEXED } from './eventstoredb-stream-index.js';

const url = process.env['EVENTSTORE_URL'];
if (!url) {
  throw new Error(
    'EVENTSTORE_URL is not set: start EventStoreDB (docker compose up -d eventstore) and set it as docs/scale-out.md shows',
  );
}

describeEventStoreContract(
  'EventStoreDB',
  async () => EventStoreDbEventStore.connect(url),
  async () => EventStoreDbEventStore.connect(url),
);

describe('EventStoreDB: the stream index', () => {
  const opened: EventStoreDbEventStore[] = [];
  const connect = (streamIndexPrefix?: string): EventStoreDbEventStore => {
    const store = EventStoreDbEventStore.connect(url, { streamIndexPrefix });
    opened.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });
  const clientOf = (store: EventStoreDbEventStore): EventStoreDBClient =>
    (store as unknown as { client: EventStoreDBClient }).client;
  const hex = (): string => randomBytes(4).toString('hex');
  /** A category no other test (or earlier run against the same server) has used. */
  const freshCategory = (): string => `cat${hex()}-`;

  it('lists streams without reading $all once the index is ready, however long the log grows', async () => {
    const store = connect();
    const category = freshCategory();
    await store.listStreams(category); // the first call of a store may index an older log once
    const reads = jest.spyOn(clientOf(store), 'readAll');
    await store.append(`${category}1`, [anEvent()], 'no_stream');
    for (let n = 0; n < 20; n += 1) await store.append(`other${hex()}-x`, [anEvent()], 'no_stream');
    await store.append(`${category}2`, [anEvent()], 'no_stream');

    expect(await store.listStreams(category)).toEqual([`${category}1`, `${category}2`]);
    expect(reads).not.toHaveBeenCalled();
  });

  it('indexes a log written before the index once, and later connections find it ready', async () => {
    const category = freshCategory();
    const writer = connect();
    await writer.append(`${category}a`, [anEvent()], 'no_stream');
    await writer.append(`${category}b`, [anEvent(), anEvent()], 'no_stream');
    // An index of its own, empty: to this store the two streams were written before the index.
    const prefix = `${STREAM_INDEX_PREFIX}test${hex()}-`;
    const first = connect(prefix);
    expect(await first.listStreams(category)).toEqual([`${category}a`, `${category}b`]);

    const later = connect(prefix);
    const reads = jest.spyOn(clientOf(later), 'readAll');
    expect(await later.listStreams(category)).toEqual([`${category}a`, `${category}b`]);
    expect(reads).not.toHaveBeenCalled();
    expect(await later.readAll(0, 100_000)).not.toContainEqual(
      expect.objectContaining({ streamId: expect.stringMatching(`^${STREAM_INDEX_PREFIX}`) }),
    );
  });

  it('leaves out an index entry whose stream was never written (a creation that failed after naming it)', async () => {
    const store = connect();
    const category = freshCategory();
    await store.listStreams(category);
    await clientOf(store).appendToStream(
      `${STREAM_INDEX_PREFIX}${category}`,
      jsonEvent({ type: STREAM_INDEXED, data: { streamId: `${category}never` } }),
      { expectedRevision: ANY },
    );
    await store.append(`${category}real`, [anEvent()], 'no_stream');
    expect(await store.listStreams(category)).toEqual([`${category}real`]);
  });

  it('refuses a prefix without its category', async () => {
    await expect(connect().listStreams('staff')).rejects.toThrow('category');
  });
});
