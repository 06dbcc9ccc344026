// Receipt numbers (issue 10) on real SQLite stores: the Nth payment event of the log is receipt N,
// whatever member it belongs to, so numbers never repeat and leave no gap; a rebuild gives every
// payment the number it had. Payments stored before methods existed read as 'Sin especificar'.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memberStreamId, PAYMENT_METHODS, type MemberCommand } from '@gym/domain';
import { CommandRunner } from '../../shared/commands/command-runner.js';
import { SqliteEventStore } from '../../shared/event-store/sqlite-event-store.js';
import { ProjectionRunner } from '../../shared/projections/projection-runner.js';
import { SqliteReadStore } from '../../shared/read-store/sqlite-read-store.js';
import { memberDecider, noPriceChanges } from '../../members/members.port.js';
import { PAYMENTS, type PaymentDocument } from './payment-documents.js';
import { paymentsProjection } from './payments.projection.js';

const MEMBERS = 40;
const ROUNDS = 6;

describe('receipt numbers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gym-receipts-'));
  let events: SqliteEventStore;
  let readStore: SqliteReadStore;
  let runner: ProjectionRunner;

  const payments = async (): Promise<PaymentDocument[]> =>
    (await readStore.find<PaymentDocument>(PAYMENTS, { sort: [{ field: 'sequence', direction: 'asc' }] })).items;

  beforeAll(async () => {
    events = SqliteEventStore.open(join(dir, 'events.db'));
    let now = Date.parse('2026-03-02T14:00:00Z');
    const handler = new CommandRunner(events, memberDecider, {
      clock: () => new Date((now += 60_000)),
      timeZone: 'America/Bogota',
      input: noPriceChanges,
    });
    const send = (memberId: string, command: MemberCommand) =>
      handler.handle({ streamId: memberStreamId(memberId), command, staffId: 'system', correlationId: randomUUID() });
    const ids = Array.from({ length: MEMBERS }, () => randomUUID());
    for (const [index, memberId] of ids.entries()) {
      const details = {
        name: `Socio ${index}`,
        address: 'Calle 1',
        phone: '3001234567',
        gender: 'female' as const,
        birthday: null,
        notes: '',
        weightKg: null,
        heightCm: null,
      };
      await send(memberId, {
        type: 'RegisterMember',
        data: {
          memberId,
          details,
          plan: 'monthly',
          joinedOn: '2026-03-01',
          amountPaid: index % 2 === 0 ? 10_000 : 0,
          initialPaymentId: randomUUID(),
        },
      });
    }
    // A payment stored before payment methods existed, as it sits in an older log.
    const [first] = ids as [string];
    await events.append(
      memberStreamId(first),
      [
        {
          id: randomUUID(),
          type: 'PaymentRecorded',
          data: {
            memberId: first,
            paymentId: randomUUID(),
            paymentType: 'additional',
            amount: 5_000,
            paidOn: '2026-03-02',
            plan: 'monthly',
            amountPaid: 15_000,
            debt: 65_000,
          },
          metadata: { staffId: 'system', occurredAt: '2026-03-02T15:00:00.000Z', correlationId: 'old' },
        },
      ],
      'stream_exists',
    );
    // Interleaved: every round pays for every member in a shuffled order, some by renewal.
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = [...ids].sort((a, b) => `${a}${round}`.localeCompare(`${b}${round}`));
      for (const [index, memberId] of order.entries()) {
        const method = PAYMENT_METHODS[(index + round) % PAYMENT_METHODS.length];
        await send(
          memberId,
          index % 7 === round
            ? { type: 'RenewMembership', data: { memberId, paymentId: randomUUID(), amount: 80_000, method } }
            : {
                type: 'RecordPayment',
                data: {
                  memberId,
                  paymentId: randomUUID(),
                  paymentType: 'installment',
                  amount: 1_000 + index,
                  paidOn: '2026-03-02',
                  method,
                },
              },
        );
      }
    }
    readStore = await SqliteReadStore.open(join(dir, 'read.db'));
    runner = new ProjectionRunner(events, readStore, [paymentsProjection], { batchSize: 23, pollMs: 5 });
    await runner.start();
    if (!(await runner.waitFor(await events.headPosition(), 30_000)))
      throw new Error('the payments projection did not catch up');
  }, 60_000);

  afterAll(async () => {
    await runner.stop();
    await readStore.close();
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('numbers every payment of the gym 1, 2, 3 … in the order the log holds them: unique and gap-free', async () => {
    const all = await payments();
    const expected = MEMBERS / 2 + 1 + MEMBERS * ROUNDS;
    expect(all).toHaveLength(expected);
    expect(all.map((payment) => payment.receiptNumber)).toEqual(
      Array.from({ length: expected }, (_, index) => index + 1),
    );
    expect(new Set(all.map((payment) => payment.memberId)).size).toBe(MEMBERS);
  });

  it("keeps each payment's method; the one stored before methods existed reads as 'unspecified'", async () => {
    const all = await payments();
    expect(all.filter((payment) => payment.method === 'unspecified')).toHaveLength(1);
    expect(new Set(all.map((payment) => payment.method))).toEqual(new Set([...PAYMENT_METHODS, 'unspecified']));
    expect(all.find((payment) => payment.paymentType === 'initial')).toMatchObject({
      method: 'cash',
      reference: null,
      staffId: 'system',
    });
  });

  it('a rebuild gives every payment the receipt number it had', async () => {
    const before = new Map((await payments()).map((payment) => [payment.id, payment.receiptNumber]));
    const generation = async () => (await readStore.projectionStates()).find((state) => state.active)?.generation;
    const built = await generation();
    await runner.rebuild(['payments']);
    expect(await generation()).toBeGreaterThan(built ?? Number.POSITIVE_INFINITY);
    const after = await payments();
    expect(after).toHaveLength(before.size);
    for (const payment of after) expect(payment.receiptNumber).toBe(before.get(payment.id));
  });
});
