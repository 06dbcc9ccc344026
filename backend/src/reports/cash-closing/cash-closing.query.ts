// The cierre de caja (issue 10): the money of one day (by payment date, R2), in total, by method,
// and payment by payment with the staff account that took it.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  PAYMENT_METHODS,
  type CashClosingEntry,
  type CashClosingMethodTotal,
  type CashClosingView,
  type RecordedPaymentMethod,
} from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { staffDisplayNames } from '../../staff/staff.port.js';
import { PAYMENTS, type PaymentDocument } from '../payments/payment-documents.js';
import { paymentViews } from '../payments/payment-queries.js';

export class GetCashClosing extends Query<CashClosingView> {
  constructor(readonly date: string) {
    super();
  }
}

/** Every method, unused ones at 0 so the sheet always has the same lines; older payments' 'unspecified' only when there are any. */
export function methodTotals(
  payments: readonly Pick<PaymentDocument, 'method' | 'amount'>[],
): CashClosingMethodTotal[] {
  const totals = (method: RecordedPaymentMethod): CashClosingMethodTotal => {
    const ofMethod = payments.filter((payment) => payment.method === method);
    return { method, count: ofMethod.length, total: ofMethod.reduce((sum, payment) => sum + payment.amount, 0) };
  };
  const unspecified = totals('unspecified');
  return [...PAYMENT_METHODS.map(totals), ...(unspecified.count > 0 ? [unspecified] : [])];
}

@QueryHandler(GetCashClosing)
export class GetCashClosingHandler implements IQueryHandler<GetCashClosing> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadQueries) {}

  async execute({ date }: GetCashClosing): Promise<CashClosingView> {
    // A day's payments are a handful: all of them, in the order the till received them.
    const { items } = await this.readStore.find<PaymentDocument>(PAYMENTS, {
      filter: { paidOn: date },
      sort: [{ field: 'sequence', direction: 'asc' }],
    });
    const [views, staffNames] = await Promise.all([
      paymentViews(this.readStore, items),
      staffDisplayNames(
        this.readStore,
        items.map((item) => item.staffId),
      ),
    ]);
    const payments = views.map((view, index): CashClosingEntry => {
      const staffId = items[index]?.staffId ?? '';
      return { ...view, staffId, staffName: staffNames.get(staffId) ?? staffId };
    });
    return {
      date,
      total: items.reduce((sum, payment) => sum + payment.amount, 0),
      count: items.length,
      byMethod: methodTotals(items),
      payments,
    };
  }
}
