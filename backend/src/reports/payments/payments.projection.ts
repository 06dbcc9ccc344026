// The payments projection: every payment ever received, deleted members' too (R22), numbered for its
// receipt in the log's order, and the income of each month, kept as it happens so the dashboard
// never adds up payments.
import { eventOccurredAt, eventStaffId, monthKey } from '@gym/domain';
import { defineProjection, unhandled, type ProjectedEvent } from '../../shared/projections/projection.js';
import {
  MONTHLY_INCOME,
  PAYMENTS,
  paymentCollections,
  RECEIPT_COUNTER_ID,
  RECEIPT_COUNTERS,
  type MonthlyIncomeDocument,
  type PaymentDocument,
  type ReceiptCounterDocument,
} from './payment-documents.js';

type PaymentEvent = ProjectedEvent<'PaymentRecorded' | 'MembershipRenewed'>;

function paymentOf(event: PaymentEvent, receiptNumber: number): PaymentDocument {
  const recorded = {
    memberId: event.data.memberId,
    id: event.data.paymentId,
    amount: event.data.amount,
    plan: event.data.plan,
    method: event.data.method,
    reference: event.data.reference ?? null,
    staffId: eventStaffId(event),
    receiptNumber,
    revision: event.revision,
    recordedAt: eventOccurredAt(event),
    sequence: event.position,
  };
  switch (event.type) {
    case 'PaymentRecorded':
      return { ...recorded, paymentType: event.data.paymentType, paidOn: event.data.paidOn };
    case 'MembershipRenewed':
      return { ...recorded, paymentType: 'renewal', paidOn: event.data.renewedOn };
    default:
      return unhandled(event);
  }
}

const monthOf = (event: PaymentEvent): string =>
  monthKey(event.type === 'PaymentRecorded' ? event.data.paidOn : event.data.renewedOn);

export const paymentsProjection = defineProjection({
  name: 'payments',
  version: 2,
  collections: paymentCollections,
  eventTypes: ['PaymentRecorded', 'MembershipRenewed'],
  documentsRead: (event) => [
    { collection: MONTHLY_INCOME, id: monthOf(event) },
    { collection: RECEIPT_COUNTERS, id: RECEIPT_COUNTER_ID },
  ],
  apply(event, documents) {
    // Events reach a projection one at a time in log order, so the Nth payment gets receipt N.
    const counter = documents.get<ReceiptCounterDocument>(RECEIPT_COUNTERS, RECEIPT_COUNTER_ID) ?? {
      id: RECEIPT_COUNTER_ID,
      last: 0,
    };
    const payment = paymentOf(event, counter.last + 1);
    documents.put(RECEIPT_COUNTERS, { ...counter, last: payment.receiptNumber });
    documents.put(PAYMENTS, payment);
    const month = monthOf(event);
    const income = documents.get<MonthlyIncomeDocument>(MONTHLY_INCOME, month) ?? {
      id: month,
      month,
      income: 0,
      payments: 0,
    };
    documents.put(MONTHLY_INCOME, { ...income, income: income.income + payment.amount, payments: income.payments + 1 });
  },
});
