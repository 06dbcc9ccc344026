// A spreadsheet cell as the exports build it, once for the .xlsx and the CSV: text, a number, a day
// (a date cell) or nothing; and that cell as CSV text.
import { formatDate } from '@gym/domain';
import type { CsvCell } from './csv-format.js';

export type XlsxCell = string | number | Date | null;

/** A day as a spreadsheet date cell (midnight UTC is the day itself), shown dd/mm/aaaa. */
export const dayCell = (date: string | null): Date | null => (date === null ? null : new Date(`${date}T00:00:00.000Z`));

/** A sheet's cell as CSV text: a date cell dd/mm/aaaa (R2), which the import reads back; nothing, empty. */
export function csvOfSheetCell(cell: XlsxCell): CsvCell {
  if (cell === null) return '';
  return cell instanceof Date ? formatDate(cell.toISOString().slice(0, 10)) : cell;
}

/** R42: the number format of a sheet's amounts, so they are number cells an accountant can add ('$ 80.000'). */
export const PESOS_FORMAT = '"$" #,##0';
