// A rebuild writes the documents it keeps (profiles, totals) once, when it reaches the head of the
// log, instead of at every batch that changes them; a batch refused after that starts it over.
import type { StaffEvent } from '@gym/domain';
import type { Batch, Operation } from '../read-store/projection-store.port.js';
import { ProjectionRunner } from './projection-runner.js';
import { defineProjection, type ProjectedEvent, type RunnableProjection } from './projection.js';
import {
  accountsProjection,
  appendAccounts,
  openStores,
  recordingLogger,
  removeStores,
  runToHead,
  snapshot,
  type Stores,
  withCommitBatch,
} from './testing/runner-fixtures.js';

afterAll(removeStores);

/**
 * A runner over `projection` whose rebuild's commits (generation 2) pass through `onRebuildCommit`
 * first, with their count: it records them, or throws to refuse one.
 */
function watchedRunner(
  stores: Stores,
  projection: RunnableProjection,
  onRebuildCommit: (batch: Batch, count: number) => void,
): { runner: ProjectionRunner; logger: ReturnType<typeof recordingLogger> } {
  let count = 0;
  const watched = withCommitBatch(stores.read, async (batch) => {
    if (batch.generation === 2) onRebuildCommit(batch, ++count);
    return stores.read.commitBatch(batch);
  });
  const logger = recordingLogger();
  const options = { batchSize: 20, rebuildBatchSize: 40, pollMs: 20, retryAfterMs: 10, logger };
  return { runner: new ProjectionRunner(stores.events, watched, [projection], options), logger };
}

/** Stores holding `accounts` staff accounts, their live build done, and its documents (`before`). */
async function builtLive(accounts: number): Promise<{ stores: Stores; before: Awaited<ReturnType<typeof snapshot>> }> {
  const stores = await openStores();
  await appendAccounts(stores.events, accounts);
  const live = await runToHead(stores, accountsProjection(), 20);
  await live.stop();
  return { stores, before: await snapshot(stores.read) };
}

const puts = (batches: readonly Batch[], collection: string): Operation[] =>
  batches.flatMap((batch) => batch.operations.filter((op) => op.kind === 'put' && op.collection === collection));

/** Writes documents it never reads: one per account (replaced), and one per event in an append-only log. */
const writeOnly = defineProjection({
  name: 'test_write_only',
  version: 1,
  collections: [
    { name: 'test_names', fields: { last: 'text' } },
    { name: 'test_log', fields: {}, appendOnly: true },
  ],
  eventTypes: ['StaffAccountCreated', 'StaffPasswordChanged'],
  documentsRead: () => [],
  apply(event: ProjectedEvent<StaffEvent['type']>, documents) {
    documents.put('test_names', { id: event.data.staffId, last: event.type });
    documents.put('test_log', { id: event.id, type: event.type });
  },
});

describe('projection runner: what a rebuild writes', () => {
  it('given 400 events in batches of 40, a rebuild writes each kept document once, in its last batch, and ends as the live build', async () => {
    const { stores, before } = await builtLive(200);
    const rebuilt: Batch[] = [];
    const { runner } = watchedRunner(stores, accountsProjection(), (batch) => rebuilt.push(batch));
    await runner.start();
    await runner.rebuild();
    expect(rebuilt).toHaveLength(10);
    expect(puts(rebuilt.slice(0, -1), 'test_totals')).toEqual([]);
    expect(puts(rebuilt, 'test_totals')).toEqual([
      expect.objectContaining({ doc: { id: 'all', created: 200, changes: 200 } }),
    ]);
    expect(puts(rebuilt, 'test_accounts')).toHaveLength(200);
    expect(await snapshot(stores.read)).toEqual(before);
    expect((await runner.status()).projections).toEqual([expect.objectContaining({ generation: 2, active: true })]);
    await runner.stop();
  });

  it('given a batch refused after documents were postponed, the rebuild starts over in a fresh generation and still ends right', async () => {
    const { stores, before } = await builtLive(200);
    const { runner, logger } = watchedRunner(stores, accountsProjection(), (_batch, count) => {
      if (count === 3) throw new Error('SQLITE_IOERR: disk I/O error');
    });
    await runner.start();
    await runner.rebuild();
    expect(logger.errors.filter((line) => line.includes('lost its unwritten documents'))).toHaveLength(1);
    expect(await snapshot(stores.read)).toEqual(before);
    const states = await stores.read.projectionStates();
    expect(states.map(({ generation, active }) => ({ generation, active }))).toEqual([{ generation: 3, active: true }]);
    await runner.stop();
  });

  it('a batch refused before anything was postponed goes on from its generation as before', async () => {
    const stores = await openStores();
    await appendAccounts(stores.events, 100);
    const { runner, logger } = watchedRunner(stores, accountsProjection(), (_batch, count) => {
      if (count === 1) throw new Error('SQLITE_BUSY: database is locked');
    });
    await runner.start();
    expect(await runner.waitFor(200, 10_000)).toBe(true);
    await runner.rebuild();
    expect(logger.errors.filter((line) => line.includes('lost its unwritten documents'))).toEqual([]);
    expect(await stores.read.get('test_totals', 'all')).toEqual({ id: 'all', created: 100, changes: 100 });
    expect((await stores.read.projectionStates()).map((s) => s.generation)).toEqual([2]);
    await runner.stop();
  });

  it('documents written but never read wait too; an append-only collection is written batch by batch', async () => {
    const stores = await openStores();
    await appendAccounts(stores.events, 100);
    const rebuilt: Batch[] = [];
    const { runner } = watchedRunner(stores, writeOnly, (batch) => rebuilt.push(batch));
    await runner.start();
    expect(await runner.waitFor(200, 10_000)).toBe(true);
    await runner.rebuild();
    expect(rebuilt).toHaveLength(5);
    expect(puts(rebuilt.slice(0, -1), 'test_names')).toEqual([]);
    expect(puts(rebuilt, 'test_names')).toHaveLength(100);
    expect(rebuilt.map((batch) => puts([batch], 'test_log').length)).toEqual([40, 40, 40, 40, 40]);
    expect(await stores.read.count('test_names', { last: 'StaffPasswordChanged' })).toBe(100);
    expect(await stores.read.count('test_log')).toBe(200);
    await runner.stop();
  });
});
