// The membership's facts (membership.operations.ts: payments, renewals, voids, freezes), each declared
// once: the schema of its data, which the event store's decoder checks it against, and the line an
// auditor reads for it in 'Historial'. Each carries what was decided (price, expiry, debt), never only
// the input, so history never changes.
import { z } from 'zod';
import { message, type MessageKey } from '../messages.js';
import { formatDate } from '../rules/dates.js';
import { formatMoney } from '../rules/money.js';
import { paymentMethodText, type PaymentMethodFields } from '../rules/payment-methods.js';
import { MANUAL_PAYMENT_TYPES } from '../rules/plans.js';
import {
  discountFields,
  imported,
  nullableText,
  paymentMethod,
  plan,
  planTerms,
  spreadsheetSource,
} from './member-event-fields.js';
import type { PlanCatalogue } from '../plans/plan-catalogue.js';
import {
  memberEvent,
  planLabel,
  withDiscount,
  type MemberEventEntries,
  type MemberEventIn,
} from './member-event-lines.js';

export const MEMBERSHIP_EVENTS = {
  /**
   * A payment and a renewal say how the money came in (issue 10); events stored before that carry
   * no method and the decoder reads them as 'unspecified' ('Sin especificar').
   */
  PaymentRecorded: memberEvent(
    z.object({
      ...paymentMethod,
      memberId: z.string(),
      paymentId: z.string(),
      /** 'renewal' only on imported payments (the original 'Renovación'); renewals here are `MembershipRenewed`. */
      paymentType: z.enum([...MANUAL_PAYMENT_TYPES, 'initial', 'renewal', 'opening_balance']),
      amount: z.number(),
      paidOn: z.string(),
      /** The member's plan when the payment was made (R11). */
      plan,
      /** The member's amount paid and debt after this payment (R9). */
      amountPaid: z.number(),
      debt: z.number(),
      imported,
      /** The spreadsheet row whose 'Pagado' this initial payment is (issue 29); absent on every other payment. */
      source: spreadsheetSource.optional(),
    }),
    (data): string => describePayment(data),
  ),
  /**
   * A renewal, paid. Since R30 it may change the plan and, made before the membership expired, it
   * extends the current period: `expiresOn` is then the old expiry plus the chosen plan's length and
   * `periodStartsOn` the day after the old expiry. Events stored before R30 carry neither
   * `periodStartsOn` nor `previousPlan`: the decoder reads them as `renewedOn` and `plan` (what
   * those renewals did). `renewedOn` keeps its meaning: the new entry date and the payment's date.
   */
  MembershipRenewed: memberEvent(
    z.object({
      ...paymentMethod,
      memberId: z.string(),
      paymentId: z.string(),
      amount: z.number(),
      /** The renewal day: the membership's new entry date and the payment's date. */
      renewedOn: z.string(),
      /** R30: the first day of the period paid for (the day after the old expiry, or the renewal day). */
      periodStartsOn: z.string(),
      /** The plan chosen (R30); `previousPlan` the one it replaces (the same when kept). */
      plan,
      planTerms,
      previousPlan: plan,
      /** The chosen plan's price in force on `periodStartsOn` (R24, R30). */
      planPrice: z.number(),
      expiresOn: nullableText,
      amountPaid: z.number(),
      debt: z.number(),
      ticketDaysUsed: z.number(),
      /** R39: present when the price was discounted; `planPrice` is then the price charged. */
      ...discountFields,
    }),
    (data, plans): string => withDiscount(withPaymentMethod(describeRenewal(data, plans), data), data),
  ),
  /**
   * R29: a payment voided by an Administrador. The payment stays in every history; the money goes
   * back out on `voidedOn`, the day of the void (its cierre and its month's income), never on the day
   * it was taken. `amountPaid` and `debt` are the member's after the void (R9).
   */
  PaymentVoided: memberEvent(
    z.object({
      memberId: z.string(),
      paymentId: z.string(),
      /** The voided payment's amount, method and day, as it was recorded. */
      amount: z.number(),
      method: paymentMethod.method,
      paidOn: z.string(),
      reason: z.string(),
      /** The gym-local day the void was made (R1). */
      voidedOn: z.string(),
      amountPaid: z.number(),
      debt: z.number(),
      /** R43: the voided payment was a saldo migrado, so the void moves no cash either; absent otherwise. */
      openingBalance: z.literal(true).optional(),
    }),
    (data) =>
      data.openingBalance
        ? message('AUDIT.OPENING_BALANCE_VOIDED', { monto: formatMoney(data.amount), motivo: data.reason })
        : message('AUDIT.PAYMENT_VOIDED', {
            monto: formatMoney(data.amount),
            fecha: formatDate(data.paidOn),
            motivo: data.reason,
          }),
  ),
  /**
   * R43, for members imported before saldos migrados existed: their imported 'Pagado', recorded then
   * as an initial payment (income of its day, with a receipt number), is a saldo migrado from this
   * event on. The payment's own event is never rewritten: this one says so, written by the operator
   * command `npm run events -- migrate-opening-balances`. It moves no debt (the amount stays paid);
   * the amount leaves the income of `paidOn`'s day and month, and the payment its receipt number.
   */
  PaymentMadeOpeningBalance: memberEvent(
    z.object({
      memberId: z.string(),
      paymentId: z.string(),
      /** The payment's amount, method and day, as it was recorded. */
      amount: z.number(),
      method: paymentMethod.method,
      paidOn: z.string(),
      /** The spreadsheet row the payment came from. */
      source: spreadsheetSource,
    }),
    (data) =>
      message('AUDIT.PAYMENT_MADE_OPENING_BALANCE', {
        monto: formatMoney(data.amount),
        fecha: formatDate(data.paidOn),
        archivo: data.source.file,
        fila: data.source.row,
      }),
  ),
  /**
   * R31: a Quincena or Mensualidad frozen from `frozenFrom` through `frozenUntil` (`days` days, the
   * last one included); its expiry moves later by those days. A freeze starting after today is
   * scheduled ('programado') until its first day.
   */
  MembershipFrozen: memberEvent(
    z.object({
      memberId: z.string(),
      frozenFrom: z.string(),
      frozenUntil: z.string(),
      days: z.number(),
      reason: z.string(),
      expiresOn: z.string(),
      previousExpiresOn: z.string(),
    }),
    (data) =>
      message('AUDIT.MEMBERSHIP_FROZEN', {
        desde: formatDate(data.frozenFrom),
        hasta: formatDate(data.frozenUntil),
        dias: data.days,
        vence: formatDate(data.expiresOn),
        motivo: data.reason,
      }),
  ),
  /**
   * R31: a freeze ended on `endedOn` (a scheduled one cancelled before its first day). The days
   * frozen stay added to the expiry; the `daysNotUsed` are taken back from it.
   */
  MembershipUnfrozen: memberEvent(
    z.object({
      memberId: z.string(),
      endedOn: z.string(),
      daysFrozen: z.number(),
      daysNotUsed: z.number(),
      /** Null only when the plan was changed to a Tiquetera (no expiry) while frozen. */
      expiresOn: nullableText,
      previousExpiresOn: nullableText,
    }),
    (data) =>
      message('AUDIT.MEMBERSHIP_UNFROZEN', {
        fecha: formatDate(data.endedOn),
        congelados: data.daysFrozen,
        devueltos: data.daysNotUsed,
        vence: data.expiresOn ? formatDate(data.expiresOn) : message('EXPIRY.TICKET_BOOK_NONE'),
      }),
  ),
} satisfies MemberEventEntries;

type MembershipEvent<K extends keyof typeof MEMBERSHIP_EVENTS> = MemberEventIn<typeof MEMBERSHIP_EVENTS, K>;
export type PaymentRecorded = MembershipEvent<'PaymentRecorded'>;
export type MembershipRenewed = MembershipEvent<'MembershipRenewed'>;
export type PaymentVoided = MembershipEvent<'PaymentVoided'>;
export type PaymentMadeOpeningBalance = MembershipEvent<'PaymentMadeOpeningBalance'>;
export type MembershipFrozen = MembershipEvent<'MembershipFrozen'>;
export type MembershipUnfrozen = MembershipEvent<'MembershipUnfrozen'>;

/** A payment imported from a spreadsheet says its row; any other says its type and how it came in. */
function describePayment(data: PaymentRecorded['data']): string {
  if (data.source) {
    const { file, row } = data.source;
    const { amount, paidOn } = data;
    if (data.paymentType === 'opening_balance') {
      return message('AUDIT.OPENING_BALANCE_IMPORTED', { archivo: file, fila: row, monto: formatMoney(amount) });
    }
    return message('AUDIT.PAYMENT_IMPORTED_SHEET', {
      archivo: file,
      fila: row,
      monto: formatMoney(amount),
      fecha: formatDate(paidOn),
    });
  }
  return withPaymentMethod(
    message(data.imported ? 'AUDIT.PAYMENT_IMPORTED' : 'AUDIT.PAYMENT_RECORDED', {
      monto: formatMoney(data.amount),
      tipo: message(`PAYMENT_TYPE.${data.paymentType}` as MessageKey),
      fecha: formatDate(data.paidOn),
    }),
    data,
  );
}

/**
 * How the money came in, for payments that say it (issue 10); one that does not (stored before
 * methods existed, or imported) reads as it always did, without a method.
 */
function withPaymentMethod(sentence: string, { method, reference }: PaymentMethodFields): string {
  if (method === 'unspecified') return sentence;
  return message('AUDIT.PAID_WITH', { frase: sentence, medio: paymentMethodText({ method, reference }) });
}

/**
 * A renewal of the same plan starting the day it was made reads as it always did; one that changed
 * the plan or followed the current period (R30) says the plan and the period paid for.
 */
function describeRenewal(data: MembershipRenewed['data'], plans: PlanCatalogue): string {
  const monto = formatMoney(data.amount);
  const vence = data.expiresOn ? formatDate(data.expiresOn) : message('EXPIRY.TICKET_BOOK_NONE');
  if (data.plan === data.previousPlan && data.periodStartsOn === data.renewedOn) {
    return message('AUDIT.MEMBERSHIP_RENEWED', { monto, vence });
  }
  const [plan, desde] = [planLabel(data.plan, plans), formatDate(data.periodStartsOn)];
  return message('AUDIT.MEMBERSHIP_RENEWED_PERIOD', { monto, plan, desde, vence });
}
