// The payments projection: every payment ever received, deleted members' too (R22), and the income
// of each month, kept as it happens so the dashboard never adds up payments.
import { monthKey } from '@gym/domain';
import { defineProjection, unhandled, type ProjectedEvent } from '../../shared/projections/projection.js';
import { MONTHLY_INCOME, PAYMENTS, paymentCollections, type MonthlyIncomeDocument, type PaymentDocument } from './payment-documents.js';

type PaymentEvent = ProjectedEvent<'PaymentRecorded' | 'MembershipRenewed'>;

function paymentOf(event: PaymentEvent): PaymentDocument {
  const recorded = {
    memberId: event.data.memberId,
    id: event.data.paymentId,
    amount: event.data.amount,
    plan: event.data.plan,
    recordedAt: event.metadata.occurredAt ?? event.recordedAt,
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
  version: 1,
  collections: paymentCollections,
  eventTypes: ['PaymentRecorded', 'MembershipRenewed'],
  documentsRead: (event) => [{ collection: MONTHLY_INCOME, id: monthOf(event) }],
  apply(event, documents) {
    const payment = paymentOf(event);
    documents.put(PAYMENTS, payment);
    const month = monthOf(event);
    const income = documents.get<MonthlyIncomeDocument>(MONTHLY_INCOME, month) ?? { id: month, month, income: 0, payments: 0 };
    documents.put(MONTHLY_INCOME, { ...income, income: income.income + payment.amount, payments: income.payments + 1 });
  },
});
