// R29: what a void is told of its payment. The member's state no longer keeps a book of every
// payment (it grew with the member's history, and every command saved it and every load parsed it:
// 855 kB for a member of 8,000 payments); the void is given the payment by a bounded lookup instead
// (the backend's payments read model, read once the projections hold every event of the member's
// state). `paymentOnRecordOf` is that lookup's meaning, folded from the member's own events.
import type { RecordedPaymentMethod } from '../rules/payment-methods.js';
import type { MemberEvent } from './member.events.js';

export interface PaymentOnRecord {
  /** The member whose stream holds the payment. */
  readonly memberId: string;
  readonly amount: number;
  readonly method: RecordedPaymentMethod;
  readonly paidOn: string;
  /** Gym-local day of its void (R29), null while it stands. */
  readonly voidedOn: string | null;
  /** R43: a saldo migrado, no money of any day. */
  readonly openingBalance: boolean;
}

/** The payment `paymentId` as the member's events leave it, null when none of them records it. */
export function paymentOnRecordOf(events: readonly MemberEvent[], paymentId: string): PaymentOnRecord | null {
  return events.reduce<PaymentOnRecord | null>((payment, event) => evolvePayment(payment, event, paymentId), null);
}

function evolvePayment(payment: PaymentOnRecord | null, event: MemberEvent, paymentId: string): PaymentOnRecord | null {
  switch (event.type) {
    case 'PaymentRecorded': {
      if (event.data.paymentId !== paymentId) return payment;
      const { memberId, amount, method, paidOn, paymentType } = event.data;
      return { memberId, amount, method, paidOn, voidedOn: null, openingBalance: paymentType === 'opening_balance' };
    }
    case 'MembershipRenewed': {
      if (event.data.paymentId !== paymentId) return payment;
      const { memberId, amount, method, renewedOn } = event.data;
      return { memberId, amount, method, paidOn: renewedOn, voidedOn: null, openingBalance: false };
    }
    case 'PaymentVoided':
      return payment && event.data.paymentId === paymentId ? { ...payment, voidedOn: event.data.voidedOn } : payment;
    case 'PaymentMadeOpeningBalance':
      return payment && event.data.paymentId === paymentId ? { ...payment, openingBalance: true } : payment;
    default:
      return payment;
  }
}
