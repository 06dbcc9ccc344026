// A payment's row in the exports: the .xlsx's Pagos sheet and the payments CSV are written from the
// one row (R22: a deleted member's payments stay, under 'Usuario eliminado'; R29: voids).
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
  message('COLUMN.VOIDED_ON'),
  message('COLUMN.VOID_REASON'),
];

export function paymentSheetRow(payment: PaymentView): XlsxCell[] {
  return [
    dayCell(payment.paidOn),
    payment.memberDeleted ? message('COMMON.DELETED_MEMBER') : payment.memberName,
    payment.amount,
    message(`PAYMENT_TYPE.${payment.paymentType}`),
    message(`PLAN.${payment.plan}`),
    message(`PAYMENT_METHOD.${payment.method}`),
    payment.reference,
    payment.receiptNumber,
    // R29: a voided payment stays, with the day and the reason of its void.
    payment.voided ? dayCell(payment.voided.voidedOn) : null,
    payment.voided?.reason ?? null,
  ];
}

export const PAYMENT_CSV_HEADERS: readonly string[] = PAYMENT_SHEET_HEADERS;

/** The .xlsx's Pagos row, cell by cell (one row builder for both files). */
export function paymentCsvRow(payment: PaymentView): readonly CsvCell[] {
  return paymentSheetRow(payment).map(csvOfSheetCell);
}
