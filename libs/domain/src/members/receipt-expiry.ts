// What a receipt says of the expiry (issue 41): 'Nuevo vencimiento' only when that payment set or
// moved it (a registration, a renewal); otherwise the expiry as it stood on the payment's day, as
// 'Vencida el …' when it had passed, so a debt paid after expiry never reads as a new, past, date.
import { formatDate } from '../rules/dates.js';
import type { PlanId } from '../rules/plan-terms.js';
import type { PaymentType } from '../rules/plans.js';
import { message } from '../messages.js';

export interface ReceiptExpiryFacts {
  readonly plan: PlanId;
  readonly paidOn: string;
  /** The member's expiry right after the payment; null for a Tiquetera not yet used (R5). */
  readonly expiresOn: string | null;
  /** Whether this payment's event set or moved the expiry. */
  readonly expiryChanged: boolean;
}

/**
 * Whether a payment set or moved the expiry: a registration's first payment and a renewal do (even a
 * Tiquetera's fresh book without one yet), any other payment only if the expiry differs after it.
 */
export function paymentSetExpiry(
  paymentType: PaymentType,
  expiresOnBefore: string | null,
  expiresOnAfter: string | null,
): boolean {
  return paymentType === 'initial' || paymentType === 'renewal' || expiresOnBefore !== expiresOnAfter;
}

/** The receipt's expiry line: its label and its value, in Spanish. */
export function receiptExpiryLine(receipt: ReceiptExpiryFacts): { readonly label: string; readonly value: string } {
  const { plan, paidOn, expiresOn, expiryChanged } = receipt;
  const none = message(plan === 'ticket_book' ? 'EXPIRY.TICKET_BOOK_NONE' : 'COMMON.NOT_AVAILABLE');
  const date = expiresOn === null ? none : formatDate(expiresOn);
  if (expiryChanged) return { label: message('RECEIPT.EXPIRES_ON'), value: date };
  const label = message('RECEIPT.EXPIRY');
  if (expiresOn !== null && expiresOn < paidOn) return { label, value: message('RECEIPT.EXPIRED_ON', { fecha: date }) };
  return { label, value: date };
}
