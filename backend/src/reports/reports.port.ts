// What the rest of the backend may use of the reports feature: a day's books for closing it (R32),
// and which member holds a payment (the void's route names only the payment, R29).
import type { ReadQueries } from '../shared/read-store/read-store.port.js';
import { PAYMENTS, type PaymentDocument } from './payments/payment-documents.js';

export { booksForClosing, dayBooks, type DayBooks } from './cash-closing/day-books.js';

/** The member whose stream holds the payment, or null when the read model has no such payment. */
export async function paymentHolder(readStore: ReadQueries, paymentId: string): Promise<string | null> {
  const payment = await readStore.get<PaymentDocument>(PAYMENTS, paymentId);
  return payment?.memberId ?? null;
}
