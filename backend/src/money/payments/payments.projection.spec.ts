// The payments projection: every payment of the gym numbered for its receipt in log order, and the
// income of each month (kept as payments arrive, so the dashboard adds no rows).
import {
  memberDeleted,
  paymentRecorded,
  registeredMonthly,
} from '../../../../libs/domain/src/testing/member.builders.js';
import { projectionSpecification } from '../../shared/projections/testing/projection-specification.js';
import { MONTHLY_INCOME, PAYMENTS, RECEIPT_COUNTERS } from './payment-documents.js';
import { paymentsProjection } from './payments.projection.js';

const spec = projectionSpecification(paymentsProjection);
const march = paymentRecorded({ paymentId: 'p-1', amount: 30_000, paidOn: '2026-03-02', method: 'nequi' });
const april = paymentRecorded({ paymentId: 'p-2', amount: 50_000, paidOn: '2026-04-01' });

describe('payments projection', () => {
  it('numbers receipts 1, 2… in log order and adds each payment to its month’s income', () =>
    spec.given(registeredMonthly(), march, april).then((documents) => {
      expect(documents[PAYMENTS]).toEqual([
        expect.objectContaining({ id: 'p-1', receiptNumber: 1, amount: 30_000, method: 'nequi' }),
        expect.objectContaining({ id: 'p-2', receiptNumber: 2, amount: 50_000 }),
      ]);
      expect(documents[MONTHLY_INCOME]).toEqual([
        expect.objectContaining({ month: '2026-03', income: 30_000 }),
        expect.objectContaining({ month: '2026-04', income: 50_000 }),
      ]);
      expect(documents[RECEIPT_COUNTERS]).toEqual([expect.objectContaining({ last: 2 })]);
    }));

  it('R22: money already received stays when its member is deleted', () =>
    spec.given(registeredMonthly(), march, memberDeleted()).then((documents) => {
      expect(documents[PAYMENTS]).toHaveLength(1);
      expect(documents[MONTHLY_INCOME]).toEqual([expect.objectContaining({ income: 30_000 })]);
    }));

  it('says how each payment came in: its method, with its reference or null without one', () =>
    spec
      .given(
        registeredMonthly(),
        march,
        paymentRecorded({ paymentId: 'p-3', method: 'transfer', reference: 'TRX-9981' }),
      )
      .then((documents) =>
        expect(documents[PAYMENTS]).toEqual([
          expect.objectContaining({ id: 'p-1', method: 'nequi', reference: null }),
          expect.objectContaining({ id: 'p-3', method: 'transfer', reference: 'TRX-9981' }),
        ]),
      ));

  it('is idempotent when applied twice: no receipt number or peso counted again', () =>
    spec.given(registeredMonthly(), march, april).thenIdempotent());
});
