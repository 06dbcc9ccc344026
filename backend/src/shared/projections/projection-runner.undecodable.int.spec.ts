// The projection runner and events it cannot decode: a type no projection handles is passed over,
// as before; a malformed event is never folded: the projections that handle its type stop at it,
// saying which event and why, while the others go on.
import { randomUUID } from 'node:crypto';
import type { EventStore } from '../event-store/event-store.port.js';
import { ProjectionRunner } from './projection-runner.js';
import { defineProjection } from './projection.js';
import {
  accountsProjection,
  appendAccounts,
  openStores,
  recordingLogger,
  removeStores,
} from './testing/runner-fixtures.js';
import type { Doc } from '../read-store/read-store.port.js';

afterAll(removeStores);

/** Counts password changes only: it never handles an account's creation. */
const passwordChanges = defineProjection({
  name: 'test_password_changes',
  version: 1,
  collections: [{ name: 'test_password_changes', fields: {} }],
  eventTypes: ['StaffPasswordChanged'],
  documentsRead: () => [{ collection: 'test_password_changes', id: 'all' }],
  apply(_event, documents) {
    const doc = documents.get<Doc & { count: number }>('test_password_changes', 'all');
    documents.put('test_password_changes', { id: 'all', count: (doc?.count ?? 0) + 1 });
  },
});

async function appendRaw(store: EventStore, stream: string, type: string, data: Record<string, unknown>) {
  return store.append(stream, [{ id: randomUUID(), type, data, metadata: { staffId: 'system' } }], 'any');
}

async function until(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition still false after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('projection runner, events it cannot decode', () => {
  it('passes over an event of a type no projection handles, as it always did', async () => {
    const stores = await openStores();
    await appendAccounts(stores.events, 3);
    await appendRaw(stores.events, `future-${randomUUID()}`, 'LockerAssigned', { locker: 7 });
    await appendAccounts(stores.events, 2);
    // The log's last event too: the checkpoint still reaches the head.
    await appendRaw(stores.events, `future-${randomUUID()}`, 'LockerReleased', { locker: 7 });
    const runner = new ProjectionRunner(stores.events, stores.read, [accountsProjection()], {
      batchSize: 4,
      pollMs: 10,
    });
    await runner.start();
    expect(await runner.waitFor(await stores.events.headPosition(), 5000)).toBe(true);
    expect(await stores.read.get('test_totals', 'all')).toMatchObject({ created: 5, changes: 5 });
    expect((await runner.status()).projections).toEqual([expect.objectContaining({ lag: 0, failure: null })]);
    await runner.stop();
  });

  it('stops a projection at a malformed event it handles, naming it, and folds nothing past it; the others go on', async () => {
    const stores = await openStores();
    await appendAccounts(stores.events, 2);
    const corrupted = `staff-${randomUUID()}`;
    const { position } = await appendRaw(stores.events, corrupted, 'StaffAccountCreated', {
      staffId: 'broken',
      email: 42,
      displayName: 'Roto',
      passwordHash: 'scrypt$x',
    });
    await appendAccounts(stores.events, 2);
    const logger = recordingLogger();
    const runner = new ProjectionRunner(stores.events, stores.read, [accountsProjection(), passwordChanges], {
      batchSize: 3,
      pollMs: 10,
      retryAfterMs: 20,
      logger,
    });
    await runner.start();
    await until(async () =>
      (await runner.status()).projections.some(
        (projection) => projection.name === 'test_accounts' && projection.failure,
      ),
    );
    const status = await runner.status();
    const accounts = status.projections.find((projection) => projection.name === 'test_accounts');
    expect(accounts?.position).toBeLessThan(position);
    expect(accounts?.failure?.message).toContain(`StaffAccountCreated of stream ${corrupted} at revision 0`);
    expect(accounts?.failure?.message).toContain(`position ${position}`);
    expect(accounts?.failure?.message).toContain('data.email');
    expect(await stores.read.get('test_accounts', 'broken')).toBeNull();
    expect(logger.errors.join('\n')).toContain('data.email');

    await until(async () => (await stores.read.get('test_password_changes', 'all')) !== null);
    await until(async () =>
      (await runner.status()).projections.some(
        (projection) => projection.name === 'test_password_changes' && projection.lag === 0,
      ),
    );
    expect(await stores.read.get('test_password_changes', 'all')).toMatchObject({ count: 4 });
    await runner.stop();
  });
});
