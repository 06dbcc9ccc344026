// The money of one day as the read model holds it (R29, R32): the payments dated on it and the voids
// made on it, in the order the till received them. The cierre shows them; a closing adds them up. A
// saldo migrado and its void (R43) are no money of any day: no receipt number, not in the books.
// R41: which turno each went into is the day's cash book's (its entries); `turnoBooks` splits them.
// R40: the day's sales and the sales voided on it are money the same way: they add up with the
// payments (`moneyBooks`), each sale under who sold it, its void netted or refunded as R42 says.
import { cashDayLinesOf, type CashDayLine, type DayBooksRead } from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import {
  PAYMENT_VOIDS,
  PAYMENTS,
  SALE_VOIDS,
  SALES,
  type PaymentDocument,
  type PaymentVoidDocument,
  type SaleDocument,
  type SaleVoidDocument,
} from '../payments/payment-documents.js';

export interface DayBooks {
  readonly payments: readonly PaymentDocument[];
  readonly voids: readonly PaymentVoidDocument[];
  /** R40: the day's sales and the sales voided on it. */
  readonly sales: readonly SaleDocument[];
  readonly saleVoids: readonly SaleVoidDocument[];
}

/** A day's payments and voids are a handful: all of them, in order of recording. */
export async function dayBooks(readStore: ReadQueries, day: string): Promise<DayBooks> {
  const sort = [{ field: 'sequence', direction: 'asc' as const }];
  const [payments, voids, sales, saleVoids] = await Promise.all([
    readStore.find<PaymentDocument>(PAYMENTS, { filter: { paidOn: day, receiptNumber: { $ne: null } }, sort }),
    readStore.find<PaymentVoidDocument>(PAYMENT_VOIDS, { filter: { voidedOn: day }, sort }),
    readStore.find<SaleDocument>(SALES, { filter: { soldOn: day }, sort }),
    readStore.find<SaleVoidDocument>(SALE_VOIDS, { filter: { voidedOn: day }, sort }),
  ]);
  return {
    payments: payments.items,
    voids: voids.items.filter((voided) => !voided.openingBalance),
    sales: sales.items,
    saleVoids: saleVoids.items,
  };
}

/** R40: the day's money as it adds up: payments and sales in, voids of both out (ids never collide). */
export function moneyBooks(books: DayBooks): DayBooksRead {
  return { payments: [...books.payments, ...books.sales], voids: [...books.voids, ...books.saleVoids] };
}

/** R42: a void of one of the day's payments nets against who took it; a void of an earlier day's is a refund. */
export function dayLines(books: DayBooks): CashDayLine[] {
  const { payments, voids } = moneyBooks(books);
  return cashDayLinesOf(payments, voids);
}

/** What a closing (of a turno or of the day) is decided against: the day's payments, sales and voids. */
export function booksForClosing(books: DayBooks): DayBooksRead {
  return moneyBooks(books);
}
