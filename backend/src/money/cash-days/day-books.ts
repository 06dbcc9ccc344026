// The money of one day as the read model holds it (R29, R32): the payments dated on it and the voids
// made on it, in the order the till received them. The cierre shows them; a closing adds them up. A
// saldo migrado and its void (R43) are no money of any day: no receipt number, not in the books.
// R41: which turno each went into is the day's cash book's (its entries); `turnoBooks` splits them.
import { cashDayLinesOf, type CashDayLine, type DayBooksRead } from '@gym/domain';
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

/** What a closing (of a turno or of the day) is decided against: the day's payments and voids. */
export function booksForClosing(books: DayBooks): DayBooksRead {
  return { payments: books.payments, voids: books.voids };
}
