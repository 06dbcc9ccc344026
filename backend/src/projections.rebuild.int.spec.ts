// A rebuild of every projection (large batches, documents written once at the head) ends with the
// same documents as the live runner that applied the same log a few events at a time: deletions,
// restores, a supresión, imports, visits, voids, sales and turnos included.
import { randomUUID } from 'node:crypto';
import type { GymEvent } from '@gym/domain';
import { cashWithdrawn, turnoClosed, turnoOpened } from '../../libs/domain/src/testing/cash-day.builders.js';
import { MEMBER_STATE_FIXTURE } from '../../libs/domain/src/testing/member-state-fixture.js';
import { allProjections } from './projections.js';
import { ProjectionRunner } from './shared/projections/projection-runner.js';
import { openStores, removeStores, type Stores } from './shared/projections/testing/runner-fixtures.js';

afterAll(removeStores);

const line = { productId: 'product-1', name: 'Agua', unitPrice: 2_000, quantity: 2, amount: 4_000 };
const saleEvents: readonly GymEvent[] = [
  {
    type: 'SaleRecorded',
    data: { saleId: 'sale-1', soldOn: '2026-03-02', lines: [line], total: 4_000, method: 'cash', memberId: 'm-1' },
  },
  {
    type: 'SaleVoided',
    data: {
      saleId: 'sale-1',
      soldOn: '2026-03-02',
      voidedOn: '2026-03-02',
      total: 4_000,
      method: 'cash',
      reason: 'Venta registrada dos veces',
      memberId: 'm-1',
      lines: [{ productId: 'product-1', quantity: 2 }],
    },
  },
  {
    type: 'SaleRecorded',
    data: { saleId: 'sale-2', soldOn: '2026-03-02', lines: [line], total: 4_000, method: 'nequi' },
  },
];
const turnoEvents: readonly GymEvent[] = [turnoOpened(), cashWithdrawn(10_000), turnoClosed({ countedCash: 40_000 })];

function streamOf(event: GymEvent): string {
  const data = event.data as Partial<Record<'memberId' | 'saleId' | 'day', string>>;
  if (event.type.startsWith('Sale')) return `sale-${data.saleId ?? ''}`;
  if (data.memberId !== undefined) return `member-${data.memberId}`;
  return `cash-day-${data.day ?? ''}`;
}

/** The streams' events interleaved one by one, as a gym's day mixes its members. */
async function appendInterleaved(stores: Stores, streams: ReadonlyArray<readonly GymEvent[]>): Promise<void> {
  const longest = Math.max(...streams.map((stream) => stream.length));
  for (let index = 0; index < longest; index += 1) {
    for (const event of streams.map((stream) => stream[index]).filter((e): e is GymEvent => e !== undefined)) {
      const appended = { id: randomUUID(), type: event.type, data: event.data, metadata: { staffId: 'staff-admin' } };
      await stores.events.append(streamOf(event), [appended], 'any');
    }
  }
}

async function everyDocument(stores: Stores): Promise<Record<string, unknown[]>> {
  const documents: Record<string, unknown[]> = {};
  for (const { name } of allProjections.flatMap((projection) => projection.collections)) {
    const page = await stores.read.find(name, { sort: [{ field: 'id', direction: 'asc' }], limit: 10_000 });
    documents[name] = page.items;
  }
  return documents;
}

it('a rebuild of every projection gives exactly the documents the live runner built', async () => {
  const stores = await openStores();
  await appendInterleaved(stores, [...MEMBER_STATE_FIXTURE, saleEvents, turnoEvents]);
  const head = await stores.events.headPosition();

  const live = new ProjectionRunner(stores.events, stores.read, allProjections, { batchSize: 3, pollMs: 20 });
  await live.start();
  expect(await live.waitFor(head, 10_000)).toBe(true);
  await live.stop();
  const built = await everyDocument(stores);
  expect(Object.values(built).flat().length).toBeGreaterThan(40);

  const operator = new ProjectionRunner(stores.events, stores.read, allProjections, {
    followActive: false,
    batchSize: 7,
    rebuildBatchSize: 7,
  });
  await operator.start();
  await operator.rebuild();
  await operator.stop();
  const states = await stores.read.projectionStates();
  expect(states.filter((state) => state.active).map((state) => state.generation)).toEqual(allProjections.map(() => 2));
  expect(await everyDocument(stores)).toEqual(built);
});
