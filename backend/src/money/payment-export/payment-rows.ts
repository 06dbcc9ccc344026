// A payment's rows in the exports: the .xlsx's Pagos sheet and the payments CSV are written from the
// same rows (R22: a deleted member's payments stay, under the name recorded with them and
// '(eliminado)', with the payer's cédula). R29 + R42: a voided
// payment is followed by its void, dated the day of the void with the amount negative, so the sheet's
// amounts of any range of days add up to the income the dashboard gives for it; each row says who
// received the payment and who voided it.
import { message, planLabel, SPEC_PLANS, type PaymentView, type PlanCatalogue } from '@gym/domain';
import type { CsvCell } from '../../shared/spreadsheets/csv-format.js';
import { csvOfSheetCell, dayCell, type XlsxCell } from '../../shared/spreadsheets/sheet-cells.js';

export const PAYMENT_SHEET_HEADERS: readonly string[] = [
  message('COLUMN.DATE'),
  message('COLUMN.USER'),
  message('MEMBER_EXPORT.CEDULA'),
  message('COLUMN.AMOUNT'),
  message('COLUMN.TYPE'),
  message('COLUMN.PLAN'),
  message('COLUMN.METHOD'),
  message('COLUMN.REFERENCE'),
  message('COLUMN.RECEIPT'),
  message('COLUMN.RECEIVED_BY'),
  message('COLUMN.VOIDED_ON'),
  message('COLUMN.VOIDED_BY'),
  message('COLUMN.VOID_REASON'),
  // R39: the membership's list price, the pesos off and why, on a discounted registration's or renewal's payment.
  message('COLUMN.LIST_PRICE'),
  message('COLUMN.DISCOUNT'),
  message('COLUMN.DISCOUNT_REASON'),
];

/** The columns of the Pagos sheet that hold amounts (number cells in the peso format). */
export const PAYMENT_SHEET_MONEY_COLUMNS: readonly number[] = (
  ['COLUMN.AMOUNT', 'COLUMN.LIST_PRICE', 'COLUMN.DISCOUNT'] as const
).map((column) => PAYMENT_SHEET_HEADERS.indexOf(message(column)));

/** The payer's cédula (digits) by member id, as the exports look it up for a page of payments. */
export type PayerCedulas = ReadonlyMap<string, string | null>;

/** `plans`: the gym's plans (R38), so the Plan column names a plan by its name, never its id. */
export function paymentSheetRows(
  payment: PaymentView,
  cedulas: PayerCedulas = new Map(),
  plans: PlanCatalogue = SPEC_PLANS,
): XlsxCell[][] {
  const { voided } = payment;
  const discount = payment.discount ?? null;
  const payer = payment.memberDeleted
    ? message('CASH_CLOSING.DELETED_MEMBER', { nombre: payment.memberName })
    : payment.memberName;
  const row = (paidOn: string, amount: number, type: string): XlsxCell[] => [
    dayCell(paidOn),
    payer,
    cedulas.get(payment.memberId) ?? null,
    amount,
    type,
    planLabel(payment.plan, plans),
    message(`PAYMENT_METHOD.${payment.method}`),
    payment.reference,
    payment.receiptNumber,
    payment.staffName,
    voided ? dayCell(voided.voidedOn) : null,
    voided?.staffName ?? null,
    voided?.reason ?? null,
    discount?.listPrice ?? null,
    discount?.amount ?? null,
    discount?.reason ?? null,
  ];
  const paid = row(payment.paidOn, payment.amount, message(`PAYMENT_TYPE.${payment.paymentType}`));
  if (!voided) return [paid];
  return [paid, row(voided.voidedOn, -payment.amount, message('MEMBER_EXPORT.VOID_ROW'))];
}

export const PAYMENT_CSV_HEADERS: readonly string[] = PAYMENT_SHEET_HEADERS;

/** The .xlsx's Pagos rows, cell by cell (one row builder for both files). */
export function paymentCsvRows(
  payment: PaymentView,
  cedulas: PayerCedulas = new Map(),
  plans: PlanCatalogue = SPEC_PLANS,
): CsvCell[][] {
  return paymentSheetRows(payment, cedulas, plans).map((row) => row.map(csvOfSheetCell));
}
