// The payments projection: every payment ever received, deleted members' too (R22), numbered for its
// receipt in the log's order; every void (R29); and the income of each month, kept as it happens so
// the dashboard never adds up payments. A void subtracts from the month it is made in. A saldo migrado
// (R43) is kept with the member's payments but has no receipt number and is no month's income; nor is
// its void. A payment of the old spreadsheet import made a saldo migrado later (PaymentMadeOpeningBalance,
// R43) becomes one here: it loses its receipt number and leaves its month's income; no other receipt moves.
import { discountOf, eventOccurredAt, eventStaffId, monthKey, type MembershipDiscount } from '@gym/domain';
import { defineProjection, unhandled, type ProjectedEvent } from '../../shared/projections/projection.js';
import {
  MONTHLY_INCOME,
  PAYMENT_VOIDS,
  PAYMENTS,
  paymentCollections,
  RECEIPT_COUNTER_ID,
  RECEIPT_COUNTERS,
  REGISTRATION_DISCOUNTS,
  SALE_VOIDS,
  SALES,
  type MonthlyIncomeDocument,
  type SaleDocument,
  type SaleVoidDocument,
  type PaymentDocument,
  type PaymentVoidDocument,
  type ReceiptCounterDocument,
  type RegistrationDiscountDocument,
} from './payment-documents.js';
import type { DocumentSession } from '../../shared/projections/projection.js';

type PaymentEvent = ProjectedEvent<'PaymentRecorded' | 'MembershipRenewed'>;
type MoneyEvent = ProjectedEvent<
  | 'MemberRegistered'
  | 'PaymentRecorded'
  | 'MembershipRenewed'
  | 'PaymentVoided'
  | 'PaymentMadeOpeningBalance'
  | 'SaleRecorded'
  | 'SaleVoided'
>;

function paymentOf(
  event: PaymentEvent,
  receiptNumber: number | null,
  discount: MembershipDiscount | null = null,
): PaymentDocument {
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
    ...(discount === null ? {} : { discount }),
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

function voidOf(event: ProjectedEvent<'PaymentVoided'>): PaymentVoidDocument {
  const { paymentId, memberId, amount, method, paidOn, voidedOn, reason } = event.data;
  const voidedAt = eventOccurredAt(event);
  const staffId = eventStaffId(event);
  return {
    openingBalance: event.data.openingBalance ?? false,
    id: paymentId,
    memberId,
    amount,
    method,
    paidOn,
    voidedOn,
    reason,
    staffId,
    voidedAt,
    sequence: event.position,
  };
}

/** The month the event's money counts in: a payment's date, a renewal's day, a void's day (R29). */
function monthOf(event: MoneyEvent): string {
  switch (event.type) {
    case 'MemberRegistered':
      return monthKey(event.data.joinedOn);
    case 'PaymentRecorded':
    case 'PaymentMadeOpeningBalance':
      return monthKey(event.data.paidOn);
    case 'MembershipRenewed':
      return monthKey(event.data.renewedOn);
    case 'PaymentVoided':
    case 'SaleVoided':
      return monthKey(event.data.voidedOn);
    case 'SaleRecorded':
      return monthKey(event.data.soldOn);
    default:
      return unhandled(event);
  }
}

function addToMonth(documents: DocumentSession, month: string, amount: number, kind: 'payments' | 'voids'): void {
  const income = documents.get<MonthlyIncomeDocument>(MONTHLY_INCOME, month) ?? emptyMonth(month);
  documents.put(MONTHLY_INCOME, { ...income, income: income.income + amount, [kind]: income[kind] + 1 });
}

function emptyMonth(month: string): MonthlyIncomeDocument {
  return { id: month, month, income: 0, payments: 0, voids: 0 };
}

/** R40: 'Ventas', apart from the memberships' income: a sale adds, its void (in the month made) takes off. */
function addSaleToMonth(documents: DocumentSession, month: string, amount: number, counted: number): void {
  const income = documents.get<MonthlyIncomeDocument>(MONTHLY_INCOME, month) ?? emptyMonth(month);
  documents.put(MONTHLY_INCOME, {
    ...income,
    sales: (income.sales ?? 0) + amount,
    salesCount: (income.salesCount ?? 0) + counted,
  });
}

/** R40: a sale takes the next receipt number, as a payment does. */
function recordSale(event: ProjectedEvent<'SaleRecorded'>, documents: DocumentSession): void {
  const counter = documents.get<ReceiptCounterDocument>(RECEIPT_COUNTERS, RECEIPT_COUNTER_ID) ?? {
    id: RECEIPT_COUNTER_ID,
    last: 0,
  };
  const { saleId, soldOn, lines, total, method, reference, memberId } = event.data;
  const sale: SaleDocument = {
    id: saleId,
    soldOn,
    lines: lines.map((line) => ({ ...line })),
    amount: total,
    method,
    reference: reference ?? null,
    memberId: memberId ?? null,
    staffId: eventStaffId(event),
    receiptNumber: counter.last + 1,
    recordedAt: eventOccurredAt(event),
    sequence: event.position,
  };
  documents.put(RECEIPT_COUNTERS, { ...counter, last: counter.last + 1 });
  documents.put(SALES, sale);
  addSaleToMonth(documents, monthOf(event), total, 1);
}

function recordSaleVoid(event: ProjectedEvent<'SaleVoided'>, documents: DocumentSession): void {
  const { saleId, total, method, soldOn, voidedOn, reason, memberId } = event.data;
  const voided: SaleVoidDocument = {
    id: saleId,
    amount: total,
    method,
    soldOn,
    voidedOn,
    reason,
    memberId: memberId ?? null,
    staffId: eventStaffId(event),
    voidedAt: eventOccurredAt(event),
    sequence: event.position,
  };
  documents.put(SALE_VOIDS, voided);
  addSaleToMonth(documents, monthOf(event), -total, 0);
}

function isOpeningBalance(event: PaymentEvent): boolean {
  return event.type === 'PaymentRecorded' && event.data.paymentType === 'opening_balance';
}

/** R39: a renewal's own discount; an initial payment's, its registration's (kept until it comes). */
function discountOfPayment(event: PaymentEvent, documents: DocumentSession): MembershipDiscount | null {
  if (event.type === 'MembershipRenewed') return discountOf(event);
  if (event.data.paymentType !== 'initial') return null;
  const pending = documents.get<RegistrationDiscountDocument>(REGISTRATION_DISCOUNTS, event.data.memberId);
  return pending?.discount ?? null;
}

/** Events reach a projection one at a time in log order, so the Nth payment gets receipt N. */
function recordPayment(event: PaymentEvent, documents: DocumentSession): void {
  if (isOpeningBalance(event)) {
    documents.put(PAYMENTS, paymentOf(event, null));
    return;
  }
  const counter = documents.get<ReceiptCounterDocument>(RECEIPT_COUNTERS, RECEIPT_COUNTER_ID) ?? {
    id: RECEIPT_COUNTER_ID,
    last: 0,
  };
  const payment = paymentOf(event, counter.last + 1, discountOfPayment(event, documents));
  documents.put(RECEIPT_COUNTERS, { ...counter, last: counter.last + 1 });
  documents.put(PAYMENTS, payment);
  addToMonth(documents, monthOf(event), payment.amount, 'payments');
}

/**
 * R43: the old import's payment as a saldo migrado. Its document is replaced (deleted, then put again:
 * an append-only collection takes that, read-store.contract.append-only.ts) without its receipt number;
 * its month's income loses it. The receipt counter does not go back: later receipts keep their numbers.
 */
function makeOpeningBalance(event: ProjectedEvent<'PaymentMadeOpeningBalance'>, documents: DocumentSession): void {
  const payment = documents.get<PaymentDocument>(PAYMENTS, event.data.paymentId);
  if (!payment || payment.receiptNumber === null) return;
  documents.delete(PAYMENTS, payment.id);
  documents.put(PAYMENTS, { ...payment, paymentType: 'opening_balance', receiptNumber: null });
  const counter = documents.get<ReceiptCounterDocument>(RECEIPT_COUNTERS, RECEIPT_COUNTER_ID);
  if (counter) documents.put(RECEIPT_COUNTERS, { ...counter, migrated: (counter.migrated ?? 0) + 1 });
  const month = monthOf(event);
  const income = documents.get<MonthlyIncomeDocument>(MONTHLY_INCOME, month);
  if (!income) return;
  documents.put(MONTHLY_INCOME, { ...income, income: income.income - payment.amount, payments: income.payments - 1 });
}

/**
 * 3: voids (R29) in their own collection and subtracted from their month's income. 4: saldos migrados
 * (R43). 5: old imports' payments made saldos migrados (R43). 6: sales (R40), numbered with the
 * payments, and their voids; the month's 'Ventas'. 7: a registration's or renewal's discount on its
 * payment (R39).
 */
export const PAYMENTS_PROJECTION_VERSION = 7;

export const paymentsProjection = defineProjection({
  name: 'payments',
  version: PAYMENTS_PROJECTION_VERSION,
  collections: paymentCollections,
  eventTypes: [
    'MemberRegistered',
    'PaymentRecorded',
    'MembershipRenewed',
    'PaymentVoided',
    'PaymentMadeOpeningBalance',
    'SaleRecorded',
    'SaleVoided',
  ],
  documentsRead: (event) => [
    ...(event.type === 'MemberRegistered' ? [] : [{ collection: MONTHLY_INCOME, id: monthOf(event) }]),
    ...(event.type === 'PaymentRecorded' && event.data.paymentType === 'initial'
      ? [{ collection: REGISTRATION_DISCOUNTS, id: event.data.memberId }]
      : []),
    { collection: RECEIPT_COUNTERS, id: RECEIPT_COUNTER_ID },
    ...(event.type === 'PaymentMadeOpeningBalance' ? [{ collection: PAYMENTS, id: event.data.paymentId }] : []),
  ],
  apply(event, documents) {
    switch (event.type) {
      case 'MemberRegistered': {
        // R39: kept for the initial payment that follows; a registration without a discount keeps nothing.
        const discount = discountOf(event);
        if (discount !== null) documents.put(REGISTRATION_DISCOUNTS, { id: event.data.memberId, discount });
        return;
      }
      case 'PaymentRecorded':
      case 'MembershipRenewed':
        recordPayment(event, documents);
        return;
      case 'PaymentVoided': {
        const voided = voidOf(event);
        documents.put(PAYMENT_VOIDS, voided);
        if (!voided.openingBalance) addToMonth(documents, monthOf(event), -voided.amount, 'voids');
        return;
      }
      case 'PaymentMadeOpeningBalance':
        makeOpeningBalance(event, documents);
        return;
      case 'SaleRecorded':
        recordSale(event, documents);
        return;
      case 'SaleVoided':
        recordSaleVoid(event, documents);
        return;
      default:
        unhandled(event);
    }
  },
});
