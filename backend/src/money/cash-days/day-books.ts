// The money of one day as the read model holds it (R29, R32): the payments dated on it and the voids
// made on it, in the order the till received them. The cierre shows them; a closing adds them up. A
// saldo migrado and its void (R43) are no money of any day: no receipt number, not in the books.
// Until the till has turnos (R41) the day is the book: R42's 'same turno' is read as 'same day'.
import { cashDayLinesOf, cashDayTotals, entryKey, type CashDayLine, type CashDayTotals } from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import {
  PAYMENT_VOIDS,
  PAYMENTS,
  type PaymentDocument,
  type PaymentVoidDocument,
} from '../payments/payment-documents.js';

export interface DayBooks {
  readonly payments: readonly PaymentDocument[];
  readonly voids: readonly PaymentVoidDocument[];
}

/** A day's payments and voids are a handful: all of them, in order of recording. */
export async function dayBooks(readStore: ReadQueries, day: string): Promise<DayBooks> {
  const sort = [{ field: 'sequence', direction: 'asc' as const }];
  const [payments, voids] = await Promise.all([
    readStore.find<PaymentDocument>(PAYMENTS, { filter: { paidOn: day, receiptNumber: { $ne: null } }, sort }),
    readStore.find<PaymentVoidDocument>(PAYMENT_VOIDS, { filter: { voidedOn: day }, sort }),
  ]);
  return { payments: payments.items, voids: voids.items.filter((voided) => !voided.openingBalance) };
}

/** R42: a void of one of the day's payments nets against who took it; a void of an earlier day's is a refund. */
export function dayLines({ payments, voids }: DayBooks): CashDayLine[] {
  return cashDayLinesOf(payments, voids);
}

/** What a closing is decided against: the day's totals, and the cash-book entries the books hold. */
export function booksForClosing(books: DayBooks): { readonly totals: CashDayTotals; readonly entries: string[] } {
  return {
    totals: cashDayTotals(dayLines(books)),
    entries: [
      ...books.payments.map((payment) => entryKey({ kind: 'payment', paymentId: payment.id })),
      ...books.voids.map((voided) => entryKey({ kind: 'void', paymentId: voided.id })),
    ],
  };
}
