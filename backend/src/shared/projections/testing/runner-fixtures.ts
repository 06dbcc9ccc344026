// What the projection runner's specs share: real SQLite stores in a temporary folder, a small
// read-modify-write projection of staff accounts, and events for it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import type { StaffEvent } from '@gym/domain';
import { SqliteEventStore } from '../../event-store/sqlite-event-store.js';
import type { EventStore } from '../../event-store/event-store.port.js';
import { SqliteReadStore } from '../../read-store/sqlite-read-store.js';
import type { Doc } from '../../read-store/read-store.port.js';
import type { ReadStore } from '../../read-store/read-store.adapter.js';
import { type Batch, commitOneByOne } from '../../read-store/projection-store.port.js';
import { ProjectionRunner, type RunnerLogger } from '../projection-runner.js';
import { defineProjection, type RunnableProjection } from '../projection.js';

export interface Stores {
  readonly dir: string;
  readonly events: EventStore;
  readonly read: ReadStore;
}

const dirs: string[] = [];
export async function openStores(dir = mkdtempSync(join(tmpdir(), 'gym-runner-'))): Promise<Stores> {
  dirs.push(dir);
  return {
    dir,
    events: SqliteEventStore.open(join(dir, 'events.db')),
    read: await SqliteReadStore.open(join(dir, 'read.db')),
  };
}
/** In the spec's afterAll: every folder `openStores` made. */
export function removeStores(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Counts accounts and remembers the last display name per account: a read-modify-write projection. */
export function accountsProjection(version = 1): RunnableProjection {
  return defineProjection({
    name: 'test_accounts',
    version,
    collections: [
      { name: 'test_accounts', fields: { email: 'text' } },
      { name: 'test_totals', fields: {} },
    ],
    eventTypes: ['StaffAccountCreated', 'StaffPasswordChanged'],
    documentsRead: (event) => [
      { collection: 'test_accounts', id: event.data.staffId },
      { collection: 'test_totals', id: 'all' },
    ],
    apply(event, documents) {
      const totals = documents.get<Doc & { created: number; changes: number }>('test_totals', 'all') ?? {
        id: 'all',
        created: 0,
        changes: 0,
      };
      if (event.type === 'StaffAccountCreated') {
        documents.put('test_accounts', { id: event.data.staffId, email: event.data.email, version });
        documents.put('test_totals', { ...totals, created: totals.created + 1 });
      } else {
        documents.put('test_totals', { ...totals, changes: totals.changes + 1 });
      }
    },
  });
}

export async function appendAccounts(store: EventStore, count: number): Promise<number> {
  let position = 0;
  for (let i = 0; i < count; i += 1) {
    const staffId = randomUUID();
    const events: StaffEvent[] = [
      {
        type: 'StaffAccountCreated',
        data: { staffId, email: `s${i}@gym.co`, displayName: `S ${i}`, passwordHash: 'scrypt$x' },
      },
      { type: 'StaffPasswordChanged', data: { staffId, passwordHash: 'scrypt$y' } },
    ];
    const result = await store.append(
      `staff-${staffId}`,
      events.map((event) => ({
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: { staffId: 'system' },
      })),
      'no_stream',
    );
    position = result.position;
  }
  return position;
}

export async function snapshot(read: ReadStore): Promise<unknown> {
  const accounts = await read.find('test_accounts', { sort: [{ field: 'id', direction: 'asc' }], limit: 10_000 });
  return { accounts: accounts.items, totals: await read.get('test_totals', 'all') };
}

export async function runToHead(
  stores: Stores,
  projection = accountsProjection(),
  batchSize = 50,
): Promise<ProjectionRunner> {
  const runner = new ProjectionRunner(stores.events, stores.read, [projection], { batchSize, pollMs: 20 });
  await runner.start();
  expect(await runner.waitFor(await stores.events.headPosition(), 10_000)).toBe(true);
  return runner;
}

/** A logger that keeps what the runner said. */
export function recordingLogger(): RunnerLogger & { errors: string[]; infos: string[] } {
  const errors: string[] = [];
  const infos: string[] = [];
  return {
    errors,
    infos,
    error: (message, details) => errors.push(`${message} ${JSON.stringify(details)}`),
    info: (message) => infos.push(message),
  };
}

/** The read store with its commits replaced (one by one), e.g. to fail some. */
export function withCommitBatch(store: ReadStore, commitBatch: (batch: Batch) => Promise<void>): ReadStore {
  const commitBatches = (batches: readonly Batch[]) => commitOneByOne(commitBatch, batches);
  return Object.assign(Object.create(store) as ReadStore, { commitBatch, commitBatches });
}
