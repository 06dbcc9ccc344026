// R29: what a void is told of its payment comes from the payments read model only once the
// projections hold every event appended before the lookup (else a second void could miss the first).
import type { EventStore } from '../../shared/event-store/event-store.port.js';
import type { ProjectionService } from '../../shared/projections/projection-service.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { PAYMENT_VOIDS, PAYMENTS } from '../payments/payment-documents.js';
import { PaymentHolders } from './payment-holders.js';

const payment = {
  id: 'p-1',
  memberId: 'm-1',
  amount: 40_000,
  method: 'cash',
  paidOn: '2026-03-02',
  paymentType: 'installment',
};
const voided = { id: 'p-1', voidedOn: '2026-03-03' };

/** A read model that shows the void only once the projections were waited for up to the head (42). */
function holders(caughtUp: boolean, documents: Record<string, object | undefined> = { [PAYMENTS]: payment }) {
  const waited: number[] = [];
  let applied = false;
  const eventStore = { headPosition: () => Promise.resolve(42) } as unknown as EventStore;
  const projections = {
    waitFor: (position: number) => {
      waited.push(position);
      applied = caughtUp;
      return Promise.resolve(caughtUp);
    },
  } as unknown as ProjectionService;
  const readStore = {
    get: (collection: string, id: string) => {
      if (collection === PAYMENT_VOIDS) return Promise.resolve(applied ? { ...voided, id } : null);
      return Promise.resolve(documents[collection] ?? null);
    },
  } as unknown as ReadQueries;
  return { lookup: new PaymentHolders(readStore, eventStore, projections), waited };
}

describe('R29: PaymentHolders.paymentOf', () => {
  it('waits for the projections to apply the head, then answers the payment with its void', async () => {
    const { lookup, waited } = holders(true);
    expect(await lookup.paymentOf('p-1')).toEqual({
      memberId: 'm-1',
      amount: 40_000,
      method: 'cash',
      paidOn: '2026-03-02',
      voidedOn: '2026-03-03',
      openingBalance: false,
    });
    expect(waited).toEqual([42]);
  });

  it('refuses to answer from projections that did not get there in time', async () => {
    await expect(holders(false).lookup.paymentOf('p-1')).rejects.toMatchObject({ code: 'PAYMENT.NOT_READY' });
  });

  it('answers null for a payment the read model does not hold', async () => {
    expect(await holders(true, {}).lookup.paymentOf('p-9')).toBeNull();
  });

  it('R43: a saldo migrado is an opening balance', async () => {
    const balance = { ...payment, paymentType: 'opening_balance' };
    expect(await holders(true, { [PAYMENTS]: balance }).lookup.paymentOf('p-1')).toMatchObject({
      openingBalance: true,
    });
  });
});
