// The projection runner beside other processes on the same SQLite files: it follows a generation
// swapped in elsewhere (the original race: it kept applying to the dropped one for ever), and a batch
// failing for another reason is logged once, shown, retried with backoff and recovered.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { SqliteEventStore } from '../event-store/sqlite-event-store.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { SqliteReadStore } from '../read-store/sqlite-read-store.js';
import type { Batch } from '../read-store/projection-store.port.js';
import type { Doc } from '../read-store/read-store.port.js';
import type { ReadStore } from '../read-store/read-store.adapter.js';
import { RebuildSupersededError } from './projection-rebuilds.js';
import { ProjectionRunner } from './projection-runner.js';
import { defineProjection } from './projection.js';
import { recordingLogger, withCommitBatch } from './testing/runner-fixtures.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function openStores(): Promise<{ events: EventStore; read: ReadStore; file: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'gym-runner-swaps-'));
  dirs.push(dir);
  const file = join(dir, 'read.db');
  return { events: SqliteEventStore.open(join(dir, 'events.db')), read: await SqliteReadStore.open(file), file };
}

/** Reads the document it updates, so every batch loads documents from its generation first. */
const counter = defineProjection({
  name: 'test_counter',
  version: 1,
  collections: [{ name: 'test_counter', fields: { count: 'number' } }],
  eventTypes: ['StaffAccountCreated'],
  documentsRead: () => [{ collection: 'test_counter', id: 'all' }],
  apply(_event, documents) {
    const doc = documents.get<Doc & { count: number }>('test_counter', 'all');
    documents.put('test_counter', { id: 'all', count: (doc?.count ?? 0) + 1 });
  },
});

async function append(store: EventStore, count: number): Promise<number> {
  let position = 0;
  for (let i = 0; i < count; i += 1) {
    const staffId = randomUUID();
    const data = { staffId, email: `s${staffId}@gym.co`, displayName: 'S', passwordHash: 'scrypt$x' };
    const event = { id: randomUUID(), type: 'StaffAccountCreated', data, metadata: { staffId: 'system' } };
    position = (await store.append(`staff-${staffId}`, [event], 'no_stream')).position;
  }
  return position;
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describe('projection runner beside other processes', () => {
  it('follows a generation another process swapped in, within a poll, and applies new events only there', async () => {
    const stores = await openStores();
    await append(stores.events, 30);
    const logger = recordingLogger();
    const app = new ProjectionRunner(stores.events, stores.read, [counter], { batchSize: 5, pollMs: 50, logger });
    await app.start();
    expect(await app.waitFor(30, 5000)).toBe(true);
    const operatorStore = await SqliteReadStore.open(stores.file);
    const operator = new ProjectionRunner(stores.events, operatorStore, [counter], { followActive: false });
    await operator.start();
    await operator.rebuild();
    await operator.stop();
    await operatorStore.close();
    // No event was appended: the app learns of the swap from the generations fact alone.
    const followedIn = await until(() => app.liveGenerations()[0]?.generation === 2);
    expect(followedIn).toBeLessThan(1000);
    const position = await append(stores.events, 7);
    app.notify();
    expect(await app.waitFor(position, 5000)).toBe(true);
    expect(await stores.read.get('test_counter', 'all')).toEqual({ id: 'all', count: 37 });
    const states = await stores.read.projectionStates();
    expect(states).toEqual([expect.objectContaining({ generation: 2, active: true, position, failure: null })]);
    expect(logger.errors).toEqual([]);
    await app.stop();
  });

  it('two apps following one generation, each keeping documents between batches, count every event once', async () => {
    const stores = await openStores();
    const other = {
      events: SqliteEventStore.open(join(stores.file, '..', 'events.db')),
      read: await SqliteReadStore.open(stores.file),
    };
    const logger = recordingLogger();
    const first = new ProjectionRunner(stores.events, stores.read, [counter], { batchSize: 3, pollMs: 20, logger });
    const second = new ProjectionRunner(other.events, other.read, [counter], { batchSize: 3, pollMs: 20, logger });
    await first.start();
    await second.start();
    let position = 0;
    for (let round = 0; round < 10; round += 1) {
      position = await append(round % 2 === 0 ? stores.events : other.events, 4);
      first.notify();
      second.notify();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await first.waitFor(position, 5000)).toBe(true);
    expect(await second.waitFor(position, 5000)).toBe(true);
    expect(await stores.read.get('test_counter', 'all')).toEqual({ id: 'all', count: 40 });
    expect(logger.errors).toEqual([]);
    await first.stop();
    await second.stop();
    await other.read.close();
    await other.events.close();
  });

  it('a batch computed against the old generation while the swap happened is re-read, not retried', async () => {
    const stores = await openStores();
    await append(stores.events, 10);
    const operatorStore = await SqliteReadStore.open(stores.file);
    let swapOnce: (() => Promise<void>) | null = async () => {
      const operator = new ProjectionRunner(stores.events, operatorStore, [counter], { followActive: false });
      await operator.start();
      await operator.rebuild();
      await operator.stop();
    };
    // The swap lands between the app computing its batch and committing it.
    const racing: ReadStore = withCommitBatch(stores.read, async (batch: Batch) => {
      const swap = batch.position > 10 ? swapOnce : null;
      if (swap) swapOnce = null;
      await swap?.();
      return stores.read.commitBatch(batch);
    });
    const logger = recordingLogger();
    const app = new ProjectionRunner(stores.events, racing, [counter], { batchSize: 5, pollMs: 1000, logger });
    await app.start();
    expect(await app.waitFor(10, 5000)).toBe(true);
    const position = await append(stores.events, 3);
    app.notify();
    expect(await app.waitFor(position, 3000)).toBe(true);
    expect(app.liveGenerations()).toEqual([{ name: 'test_counter', generation: 2, position }]);
    expect(await stores.read.get('test_counter', 'all')).toEqual({ id: 'all', count: 13 });
    expect(logger.infos).toContain('projection generations changed elsewhere; re-reading them');
    expect(logger.errors).toEqual([]);
    await app.stop();
    await operatorStore.close();
  });

  it('any other failure is logged once, shown in the status and the store, retried with backoff, and recovers', async () => {
    const stores = await openStores();
    await append(stores.events, 12);
    let failuresLeft = 4;
    let attempts = 0;
    const failing: ReadStore = withCommitBatch(stores.read, async (batch: Batch) => {
      attempts += 1;
      if (batch.position > 5 && failuresLeft-- > 0) throw new Error('SQLITE_IOERR: disk I/O error');
      return stores.read.commitBatch(batch);
    });
    const logger = recordingLogger();
    const options = { batchSize: 5, pollMs: 5, retryAfterMs: 40, logger };
    const app = new ProjectionRunner(stores.events, failing, [counter], options);
    await app.start();
    await until(async () => (await app.status()).projections[0]?.failure !== null);
    const failingStatus = (await app.status()).projections[0];
    expect(failingStatus?.failure).toMatchObject({ message: 'SQLITE_IOERR: disk I/O error' });
    expect((await stores.read.projectionStates())[0]?.failure).toMatchObject({
      message: 'SQLITE_IOERR: disk I/O error',
    });
    expect(await app.waitFor(12, 5000)).toBe(true);
    expect(logger.errors).toHaveLength(1);
    expect(logger.errors[0]).toContain('disk I/O error');
    expect(logger.infos).toContain('projection recovered');
    // 1 + 4 failed + 2 tries; with backoff 40, 80, 160, 320 ms it never spun on the batch.
    expect(attempts).toBe(7);
    expect((await app.status()).projections[0]?.failure).toBeNull();
    expect((await stores.read.projectionStates())[0]?.failure).toBeNull();
    expect(await stores.read.get('test_counter', 'all')).toEqual({ id: 'all', count: 12 });
    await app.stop();
  });

  it('two rebuilds at once: the later one replaces the earlier, which ends saying so', async () => {
    const stores = await openStores();
    await append(stores.events, 40);
    const app = new ProjectionRunner(stores.events, stores.read, [counter], { pollMs: 20 });
    await app.start();
    const slowStore = await SqliteReadStore.open(stores.file);
    const slow: ReadStore = withCommitBatch(slowStore, async (batch: Batch) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return slowStore.commitBatch(batch);
    });
    const first = new ProjectionRunner(stores.events, slow, [counter], {
      followActive: false,
      batchSize: 5,
      rebuildBatchSize: 5,
    });
    await first.start();
    const replaced = first.rebuild();
    replaced.catch(() => undefined);
    await until(() => first.rebuildProgress().length > 0);
    const secondStore = await SqliteReadStore.open(stores.file);
    const second = new ProjectionRunner(stores.events, secondStore, [counter], { followActive: false });
    await second.start();
    await second.rebuild();
    await expect(replaced).rejects.toBeInstanceOf(RebuildSupersededError);
    await Promise.all([first.stop(), second.stop()]);
    await until(() => app.liveGenerations()[0]?.generation === 3);
    expect(await stores.read.get('test_counter', 'all')).toEqual({ id: 'all', count: 40 });
    await Promise.all([app.stop(), slowStore.close(), secondStore.close()]);
  });
});

/** `store` with its commits going through `commitBatch`, one by one (to slow, fail or race them). */
