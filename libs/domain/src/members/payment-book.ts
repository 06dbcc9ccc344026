// A member's payments by id (R29: a void names the payment and takes its amount, method and day
// from it). Kept in buckets so that adding a payment copies one bucket, not the whole book: with one
// flat record every payment copied every earlier one, and a stream of 8,000 payments took 14 s to
// fold instead of a tenth of a second. Plain JSON, so member snapshots keep it as it is.
import type { RecordedPaymentMethod } from '../rules/payment-methods.js';

export interface PaymentOnRecord {
  readonly amount: number;
  readonly method: RecordedPaymentMethod;
  readonly paidOn: string;
  /** Gym-local day of its void (R29), null while it stands. */
  readonly voidedOn: string | null;
  /** R43: a saldo migrado, no money of any day; absent on every payment. */
  readonly openingBalance?: true;
}

export type PaymentBook = Readonly<Record<string, Readonly<Record<string, PaymentOnRecord>>>>;

const BUCKETS = 64;

function bucketOf(paymentId: string): string {
  let hash = 0;
  for (let index = 0; index < paymentId.length; index += 1) hash = (hash * 31 + paymentId.charCodeAt(index)) | 0;
  return String((hash >>> 0) % BUCKETS);
}

export const emptyPaymentBook: PaymentBook = {};

export function findPayment(book: PaymentBook, paymentId: string): PaymentOnRecord | undefined {
  return book[bucketOf(paymentId)]?.[paymentId];
}

export function withPayment(book: PaymentBook, paymentId: string, payment: PaymentOnRecord): PaymentBook {
  const bucket = bucketOf(paymentId);
  return { ...book, [bucket]: { ...book[bucket], [paymentId]: payment } };
}
