// The projection runner on the real SQLite stores: catch-up, follow, read-your-writes, crash
// safety, rebuilds and version changes.
import { join } from 'node:path';
import type { EventStore } from '../event-store/event-store.port.js';
import { SqliteReadStore } from '../read-store/sqlite-read-store.js';
import { type Batch, commitOneByOne } from '../read-store/projection-store.port.js';
import type { ReadStore } from '../read-store/read-store.adapter.js';
import { ProjectionRunner } from './projection-runner.js';
import {
  accountsProjection,
  appendAccounts,
  openStores,
  removeStores,
  runToHead,
  snapshot,
} from './testing/runner-fixtures.js';

afterAll(removeStores);

describe('projection runner', () => {
  it('catches up from zero in batches and builds the documents', async () => {
    const stores = await openStores();
    await appendAccounts(stores.events, 120);
    const runner = await runToHead(stores);
    expect(await stores.read.count('test_accounts')).toBe(120);
    expect(await stores.read.get('test_totals', 'all')).toMatchObject({ created: 120, changes: 120 });
    const status = await runner.status();
    expect(status.projections).toEqual([
      expect.objectContaining({ name: 'test_accounts', generation: 1, lag: 0, active: true, position: status.head }),
    ]);
    await runner.stop();
  });

  it('follows events appended after it caught up, and waitFor gives read-your-writes', async () => {
    const stores = await openStores();
    const runner = await runToHead(stores);
    const position = await appendAccounts(stores.events, 3);
    runner.notify();
    expect(await runner.waitFor(position, 5000)).toBe(true);
    expect(await stores.read.count('test_accounts')).toBe(3);
    await runner.stop();
  });

  it('waitFor answers false at once for a position beyond the log', async () => {
    const stores = await openStores();
    const runner = await runToHead(stores);
    const started = Date.now();
    expect(await runner.waitFor(10_000, 5000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
    await runner.stop();
  });

  it('resumes from its checkpoint after a restart without applying anything twice', async () => {
    const stores = await openStores();
    await appendAccounts(stores.events, 30);
    const first = await runToHead(stores);
    await first.stop();
    await appendAccounts(stores.events, 10);
    const second = await runToHead(stores);
    expect(await stores.read.get('test_totals', 'all')).toMatchObject({ created: 40, changes: 40 });
    await second.stop();
  });

  it('stopped between applying a batch and checkpointing it, it restarts to the same documents as an uninterrupted run', async () => {
    const crashed = await openStores();
    await appendAccounts(crashed.events, 60);
    const failing = failMidBatch(crashed.read, 3);
    const runner = new ProjectionRunner(crashed.events, failing, [accountsProjection()], { batchSize: 25, pollMs: 20 });
    await runner.start();
    await failing.failed;
    await runner.stop();
    const reopened = { ...crashed, read: await SqliteReadStore.open(join(crashed.dir, 'read.db')) };
    await (await runToHead(reopened)).stop();

    const clean = await openStores();
    await copyEvents(crashed.events, clean.events);
    await (await runToHead(clean)).stop();
    expect(await snapshot(reopened.read)).toEqual(await snapshot(clean.read));
    expect(await reopened.read.get('test_totals', 'all')).toMatchObject({ created: 60, changes: 60 });
  });

  it('rebuilds into a fresh generation while the live one keeps answering, then swaps', async () => {
    const stores = await openStores();
    await appendAccounts(stores.events, 200);
    const runner = await runToHead(stores, accountsProjection(), 20);
    const before = await snapshot(stores.read);
    const rebuilding = runner.rebuild();
    expect(await stores.read.count('test_accounts')).toBe(200);
    await rebuilding;
    expect(await snapshot(stores.read)).toEqual(before);
    const status = await runner.status();
    expect(status.projections).toEqual([expect.objectContaining({ generation: 2, active: true, lag: 0 })]);
    await runner.stop();
  });

  it('keeps applying new events to the live generation during a rebuild', async () => {
    const stores = await openStores();
    await appendAccounts(stores.events, 150);
    const runner = await runToHead(stores, accountsProjection(), 10);
    const rebuilding = runner.rebuild();
    const position = await appendAccounts(stores.events, 1);
    runner.notify();
    expect(await runner.waitFor(position, 5000)).toBe(true);
    expect(await stores.read.count('test_accounts')).toBe(151);
    await rebuilding;
    expect(await stores.read.count('test_accounts')).toBe(151);
    await runner.stop();
  });

  it('reads a rebuild in large batches while the live generation keeps its small ones', async () => {
    const stores = await openStores();
    await appendAccounts(stores.events, 150);
    const limits: number[] = [];
    const readAll = stores.events.readAll.bind(stores.events);
    const counting: EventStore = Object.assign(Object.create(stores.events) as EventStore, {
      readAll: (after: number, limit: number) => {
        limits.push(limit);
        return readAll(after, limit);
      },
    });
    const options = { batchSize: 40, rebuildBatchSize: 120, pollMs: 20 };
    const runner = new ProjectionRunner(counting, stores.read, [accountsProjection()], options);
    await runner.start();
    expect(await runner.waitFor(300, 10_000)).toBe(true);
    expect(new Set(limits)).toEqual(new Set([40]));
    limits.length = 0;
    await runner.rebuild();
    expect(limits).toContain(120);
    expect(await stores.read.get('test_totals', 'all')).toMatchObject({ created: 150, changes: 150 });
    await runner.stop();
  });

  it('notices a changed projection version at start and rebuilds it while the old documents keep serving', async () => {
    const stores = await openStores();
    await appendAccounts(stores.events, 50);
    await (await runToHead(stores, accountsProjection(1))).stop();
    const runner = new ProjectionRunner(stores.events, stores.read, [accountsProjection(2)], {
      batchSize: 5,
      pollMs: 20,
    });
    await runner.start();
    expect(await stores.read.count('test_accounts')).toBe(50);
    await waitUntil(async () => (await runner.status()).projections.some((p) => p.version === 2 && p.active));
    const accounts = await stores.read.find('test_accounts', { limit: 100 });
    expect(accounts.items.every((doc) => doc.version === 2)).toBe(true);
    await runner.stop();
  });
});

/** A read store whose Nth batch throws after its operations were applied, before the checkpoint moves. */
function failMidBatch(store: ReadStore, failingBatch: number): ReadStore & { failed: Promise<void> } {
  let batches = 0;
  let signal!: () => void;
  const failed = new Promise<void>((resolve) => (signal = resolve));
  const commitBatch = async (batch: Batch): Promise<void> => {
    batches += 1;
    if (batches !== failingBatch) return store.commitBatch(batch);
    const operations = new Proxy([...batch.operations], {
      get(target, property, receiver) {
        if (property === String(target.length - 1)) {
          signal();
          throw new Error('crash between applying and checkpointing');
        }
        return Reflect.get(target, property, receiver);
      },
    });
    return store.commitBatch({ ...batch, operations });
  };
  const commitBatches = (batches: readonly Batch[]) => commitOneByOne(commitBatch, batches);
  return Object.assign(Object.create(store) as ReadStore, { commitBatch, commitBatches, failed });
}

async function copyEvents(from: EventStore, to: EventStore): Promise<void> {
  for (const streamId of await from.listStreams('staff-')) {
    const events = await from.readStream(streamId);
    await to.append(streamId, events, 'no_stream');
  }
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
