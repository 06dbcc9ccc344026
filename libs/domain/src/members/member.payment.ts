// Taking a payment at the desk (R9, R10, R26, R33): the form's body, the command, and its rule.
import { z } from 'zod';
import { isRejection, reject, type Decision, type DecisionContext } from '../decision.js';
import { isValidDate, localDate } from '../rules/dates.js';
import { amountProblem, debtFor } from '../rules/money.js';
import type { PaymentMethodInput } from '../rules/payment-methods.js';
import { MANUAL_PAYMENT_TYPES, type ManualPaymentType } from '../rules/plans.js';
import { may } from '../staff/staff-permissions.js';
import type { MemberEvent } from './member.events.js';
import { amount, calendarDate, paymentMethodShape, strict, type WithoutIds } from './member.request-fields.js';
import type { RegisteredMember } from './member.state.js';
import { validatePaymentMethod } from './member.validation.js';

export interface RecordPayment {
  readonly type: 'RecordPayment';
  readonly data: {
    readonly memberId: string;
    readonly paymentId: string;
    readonly paymentType: ManualPaymentType;
    readonly amount: number;
    /** Absent: the gym-local today (R1). Only an Administrador dates a payment another day (R33). */
    readonly paidOn?: string;
  } & PaymentMethodInput;
}

export const recordPaymentRequest = strict({
  paymentType: z.enum(MANUAL_PAYMENT_TYPES, { error: 'PAYMENT.TYPE_INVALID' }),
  amount,
  // Absent: today in the gym's time zone (R1), as Recepción's form sends it (R33).
  paidOn: calendarDate('PAYMENT.DATE_INVALID').optional(),
  ...paymentMethodShape,
}) satisfies z.ZodType<WithoutIds<RecordPayment, 'memberId' | 'paymentId'>>;

export type RecordPaymentRequest = z.output<typeof recordPaymentRequest>;

/**
 * The type a new payment's form starts with (issue 41): an 'Abono' (installment) while the member
 * owes, a 'Pago adicional' otherwise. The profile's form and Ingreso's 'Cobrar' both read it.
 */
export function defaultPaymentType(debt: number): ManualPaymentType {
  return debt > 0 ? 'installment' : 'additional';
}

export function recordPayment(
  { data }: RecordPayment,
  member: RegisteredMember,
  context: DecisionContext,
): Decision<MemberEvent> {
  if (!(MANUAL_PAYMENT_TYPES as readonly string[]).includes(data.paymentType)) {
    return reject('PAYMENT.TYPE_INVALID', undefined, 'paymentType');
  }
  const problem = amountProblem(data.amount, 1);
  if (problem !== null) return reject(problem, undefined, 'amount');
  const paidOn = data.paidOn ?? localDate(context.now, context.timeZone);
  if (!isValidDate(paidOn)) return reject('PAYMENT.DATE_INVALID', undefined, 'paidOn');
  const dated = paymentDateRight(paidOn, context);
  if (dated !== null) return dated;
  const paidWith = validatePaymentMethod(data);
  if (isRejection(paidWith)) return paidWith;
  const amountPaid = member.amountPaid + data.amount;
  if (!Number.isSafeInteger(amountPaid)) return reject('PAYMENT.INVALID_AMOUNT', undefined, 'amount');
  const { paymentId, paymentType, amount } = data;
  const { memberId, plan, planPrice } = member;
  const debt = debtFor(planPrice, amountPaid);
  return [
    {
      type: 'PaymentRecorded',
      data: { memberId, paymentId, paymentType, amount, paidOn, plan, amountPaid, debt, ...paidWith },
    },
  ];
}

/** R33: a payment dated another day than today gives or takes days already counted: an Administrador's call. */
function paymentDateRight(paidOn: string, context: DecisionContext): Decision<MemberEvent> | null {
  if (paidOn === localDate(context.now, context.timeZone)) return null;
  return may(context.actor.role, 'payments.dateAnyDay') ? null : reject('AUTH.FORBIDDEN', undefined, 'paidOn');
}
