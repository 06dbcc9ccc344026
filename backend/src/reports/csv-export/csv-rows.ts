// The columns of the two CSV exports: those of the .xlsx export's Usuarios and Pagos sheets, so each
// row is built once (the members' under the headers the import reads), written as CSV text.
import { formatDate, type ExistingMember, type PaymentView } from '@gym/domain';
import {
  MEMBER_SHEET_HEADERS,
  memberSheetRow,
  PAYMENT_SHEET_HEADERS,
  paymentSheetRow,
  type XlsxCell,
} from '../member-export/member-export-rows.js';
import type { CsvCell } from './csv-format.js';

/** Every field of a member under the headers the import reads: the columns of the .xlsx's Usuarios sheet. */
export const MEMBER_CSV_HEADERS: readonly string[] = MEMBER_SHEET_HEADERS;

/** A sheet's cell as CSV text: a date cell dd/mm/aaaa (R2), which the import reads back; nothing, empty. */
function csvOfSheetCell(cell: XlsxCell): CsvCell {
  if (cell === null) return '';
  return cell instanceof Date ? formatDate(cell.toISOString().slice(0, 10)) : cell;
}

/** The .xlsx's Usuarios row, cell by cell (one row builder for both files). */
export function memberCsvRow(member: ExistingMember, today: string): readonly CsvCell[] {
  return memberSheetRow(member, today).map(csvOfSheetCell);
}

export const PAYMENT_CSV_HEADERS: readonly string[] = PAYMENT_SHEET_HEADERS;

/** The .xlsx's Pagos row: R22, a deleted member's payments stay, under 'Usuario eliminado'; R29, voids. */
export function paymentCsvRow(payment: PaymentView): readonly CsvCell[] {
  return paymentSheetRow(payment).map(csvOfSheetCell);
}
