// A payment's rows in the exports: the .xlsx's Pagos sheet and the payments CSV are written from the
// same rows (R22: a deleted member's payments stay, under 'Usuario eliminado'). R29 + R42: a voided
// payment is followed by its void, dated the day of the void with the amount negative, so the sheet's
// amounts of any range of days add up to the income the dashboard gives for it; each row says who
// received the payment and who voided it.
import { message, type PaymentView } from '@gym/domain';
import type { CsvCell } from '../../shared/spreadsheets/csv-format.js';
import { csvOfSheetCell, dayCell, type XlsxCell } from '../../shared/spreadsheets/sheet-cells.js';

export const PAYMENT_SHEET_HEADERS: readonly string[] = [
  message('COLUMN.DATE'),
  message('COLUMN.USER'),
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
];

export function paymentSheetRows(payment: PaymentView): XlsxCell[][] {
  const { voided } = payment;
  const row = (paidOn: string, amount: number, type: string): XlsxCell[] => [
    dayCell(paidOn),
    payment.memberDeleted ? message('COMMON.DELETED_MEMBER') : payment.memberName,
    amount,
    type,
    message(`PLAN.${payment.plan}`),
    message(`PAYMENT_METHOD.${payment.method}`),
    payment.reference,
    payment.receiptNumber,
    payment.staffName,
    voided ? dayCell(voided.voidedOn) : null,
    voided?.staffName ?? null,
    voided?.reason ?? null,
  ];
  const paid = row(payment.paidOn, payment.amount, message(`PAYMENT_TYPE.${payment.paymentType}`));
  if (!voided) return [paid];
  return [paid, row(voided.voidedOn, -payment.amount, message('MEMBER_EXPORT.VOID_ROW'))];
}

export const PAYMENT_CSV_HEADERS: readonly string[] = PAYMENT_SHEET_HEADERS;

/** The .xlsx's Pagos rows, cell by cell (one row builder for both files). */
export function paymentCsvRows(payment: PaymentView): CsvCell[][] {
  return paymentSheetRows(payment).map((row) => row.map(csvOfSheetCell));
}
