// R29: an Administrador voids a payment, saying why. Nothing is erased: the payment stays, the void
// is a new fact dated the day it is made, and the member's amount paid and debt follow (R9).
import { z } from 'zod';
import { reject, type Decision } from '../decision.js';
import { formatDate, localDate } from '../rules/dates.js';
import { debtFor } from '../rules/money.js';
import { validReason } from '../rules/reasons.js';
import { may } from '../staff/staff-permissions.js';
import type { MemberDecisionContext } from './member.decision-context.js';
import type { MemberEvent } from './member.events.js';
import type { ExistingMember } from './member.state.js';
import type { PaymentOnRecord } from './payment-on-record.js';
import { reasonText, strict, type WithoutIds } from './member.request-fields.js';

/**
 * R29: an Administrador voids one of the member's payments, saying why. `payment` is what a bounded
 * lookup found of it (`paymentOnRecordOf` says what it must answer), looked up again on every attempt
 * and holding every event of the member's state the void is decided on (null: no such payment).
 */
export interface VoidPayment {
  readonly type: 'VoidPayment';
  readonly data: {
    readonly memberId: string;
    readonly paymentId: string;
    readonly reason: string;
    readonly payment: PaymentOnRecord | null;
  };
}

/** R29: the payment is named by the path; the body says why. */
export const voidPaymentRequest = strict({ reason: reasonText }) satisfies z.ZodType<
  WithoutIds<VoidPayment, 'memberId' | 'paymentId' | 'payment'>
>;

export type VoidPaymentRequest = z.output<typeof voidPaymentRequest>;

/**
 * A deleted member's payments still count in the gym's income (R22), so they can still be voided:
 * the void lands on the deleted member's stream, and every read of money shows it.
 */
export function voidPayment(
  { data }: VoidPayment,
  member: ExistingMember,
  context: MemberDecisionContext,
): Decision<MemberEvent> {
  if (!may(context.actor.role, 'payments.void')) return reject('AUTH.FORBIDDEN');
  const reason = validReason(data.reason);
  if (reason === null) return reject('REQUEST.REASON_INVALID', undefined, 'reason');
  const { payment } = data;
  if (payment === null || payment.memberId !== member.memberId) return reject('PAYMENT.NOT_FOUND');
  if (payment.voidedOn !== null) return reject('PAYMENT.ALREADY_VOIDED', { fecha: formatDate(payment.voidedOn) });
  // What was paid towards the current membership drops, never below 0; the debt follows (R9).
  const amountPaid = Math.max(0, member.amountPaid - payment.amount);
  const { amount, method, paidOn } = payment;
  return [
    {
      type: 'PaymentVoided',
      data: {
        memberId: member.memberId,
        paymentId: data.paymentId,
        amount,
        method,
        paidOn,
        reason,
        voidedOn: localDate(context.now, context.timeZone),
        amountPaid,
        debt: debtFor(member.planPrice, amountPaid),
        ...(payment.openingBalance ? { openingBalance: true as const } : {}),
      },
    },
  ];
}
